import type { Restaurant } from '@/content/schema'

/** What the map shows: the restaurant's name and address (`label`) and its place. */
export type MapPlace = Pick<Restaurant, 'geo' | 'mapBoundingBox'> & { label: string }
