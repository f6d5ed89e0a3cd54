import type { ComponentType } from 'react'
import type { IslandName } from './island-components'

type Loader = () => Promise<ComponentType<object>>

/** The browser's side of island-components.ts: one lazily loaded chunk per island. */
export const islandLoaders: Record<IslandName, Loader> = {
  'order-modal': () => import('@/components/order-modal').then((m) => m.OrderModal),
  'floating-order-button': () =>
    import('@/components/floating-order-button').then((m) => m.FloatingOrderButton),
  'menu-dialog': () => import('@/components/menu-dialog').then((m) => m.MenuDialog),
  'menu-search': () => import('@/components/menu-search').then((m) => m.MenuSearch),
  'opening-hours': () => import('@/components/opening-hours').then((m) => m.OpeningHours),
  'osm-map': () => import('@/components/osm-map').then((m) => m.OsmMap),
}
