import { FloatingOrderButtonIsland } from './bindings/floating-order-button'
import { MenuDialogIsland } from './bindings/menu-dialog'
import { MenuSearchIsland } from './bindings/menu-search'
import { OpeningHoursIsland } from './bindings/opening-hours'
import { OrderModalIsland } from './bindings/order-modal'
import { OsmMapIsland } from './bindings/osm-map'
import { ShareLinkIsland } from './bindings/share-link'

/**
 * Every island by name, for rendering at build time. The browser loads the same components lazily
 * through island-loaders.ts, one chunk each; a test keeps the two lists the same. Each binds a
 * component to the owner's data it shows (bindings/, data from src/app/islands/island-data.ts).
 */
export const islandComponents = {
  'order-modal': OrderModalIsland,
  'floating-order-button': FloatingOrderButtonIsland,
  'menu-dialog': MenuDialogIsland,
  'menu-search': MenuSearchIsland,
  'opening-hours': OpeningHoursIsland,
  'osm-map': OsmMapIsland,
  'share-link': ShareLinkIsland,
}

export type IslandName = keyof typeof islandComponents
