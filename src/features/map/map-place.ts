import type { Restaurant } from '@/schemas'

/** What the map shows: the restaurant's name and address (`label`) and its place. */
export type MapPlace = Pick<Restaurant, 'geo' | 'mapBoundingBox'> & { label: string }
