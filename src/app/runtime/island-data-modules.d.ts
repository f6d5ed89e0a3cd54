// The modules builder/vite/island-data-plugin.ts generates at build time, one per language.
declare module 'virtual:island-context/de' {
  const context: import('./island-root').IslandPageContext
  export default context
}
declare module 'virtual:island-context/en' {
  const context: import('./island-root').IslandPageContext
  export default context
}
