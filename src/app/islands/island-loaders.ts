import type { IslandName, islandComponents } from './island-components'

type Loaders = { [Name in IslandName]: () => Promise<(typeof islandComponents)[Name]> }

/** The browser's side of island-components.ts: one lazily loaded chunk per island. */
export const islandLoaders: Loaders = {
  'order-modal': () => import('./bindings/order-modal').then((m) => m.OrderModalIsland),
  'floating-order-button': () =>
    import('./bindings/floating-order-button').then((m) => m.FloatingOrderButtonIsland),
  'menu-dialog': () => import('./bindings/menu-dialog').then((m) => m.MenuDialogIsland),
  'menu-search': () => import('./bindings/menu-search').then((m) => m.MenuSearchIsland),
  'opening-hours': () => import('./bindings/opening-hours').then((m) => m.OpeningHoursIsland),
  'osm-map': () => import('./bindings/osm-map').then((m) => m.OsmMapIsland),
  'share-link': () => import('./bindings/share-link').then((m) => m.ShareLinkIsland),
}
