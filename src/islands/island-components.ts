import { FloatingOrderButton } from '@/components/floating-order-button'
import { MenuDialog } from '@/components/menu-dialog'
import { MenuSearch } from '@/components/menu-search'
import { OpeningHours } from '@/components/opening-hours'
import { OrderModal } from '@/components/order-modal'
import { OsmMap } from '@/components/osm-map'

/**
 * Every island by name, for rendering at build time. The browser loads the same components lazily
 * through island-loaders.ts, one chunk each; a test keeps the two lists the same.
 */
export const islandComponents = {
  'order-modal': OrderModal,
  'floating-order-button': FloatingOrderButton,
  'menu-dialog': MenuDialog,
  'menu-search': MenuSearch,
  'opening-hours': OpeningHours,
  'osm-map': OsmMap,
}

export type IslandName = keyof typeof islandComponents
