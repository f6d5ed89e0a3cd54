/**
 * Every island, by name, as its binding module (bindings/: a feature's component bound to the
 * dialog store and the island data). One list for both sides: the browser loads each binding as a
 * chunk of its own when its island's moment comes (boot.ts); the build's render loads them all
 * before it renders a page (island.tsx).
 */
export const islandModules = {
  'order-modal': () => import('./bindings/order-modal'),
  'floating-order-button': () => import('./bindings/floating-order-button'),
  'menu-dialog': () => import('./bindings/menu-dialog'),
  'menu-search': () => import('./bindings/menu-search'),
  'opening-hours': () => import('./bindings/opening-hours'),
  'osm-map': () => import('./bindings/osm-map'),
  'share-link': () => import('./bindings/share-link'),
}

export type IslandName = keyof typeof islandModules

/** The component an island renders. */
export type IslandComponent<Name extends IslandName> = Awaited<
  ReturnType<(typeof islandModules)[Name]>
>['default']
