// The modules scripts/island-data-plugin.ts generates at build time, one per piece of island data.
declare module 'virtual:island-data/hours' {
  const data: import('./island-data').IslandData['hours']
  export default data
}
declare module 'virtual:island-data/ordering' {
  const data: import('./island-data').IslandData['ordering']
  export default data
}
declare module 'virtual:island-data/mapPlace' {
  const data: import('./island-data').IslandData['mapPlace']
  export default data
}
declare module 'virtual:island-data/dishCount' {
  const data: import('./island-data').IslandData['dishCount']
  export default data
}
declare module 'virtual:island-data/announcements' {
  const data: import('./island-data').IslandData['announcements']
  export default data
}
