import type { Restaurant } from '@/schemas'

const osm = 'https://www.openstreetmap.org'

/** The OpenStreetMap embed of the bounding box with a marker on the restaurant. */
export function osmEmbedUrl({
  mapBoundingBox: box,
  geo,
}: Pick<Restaurant, 'mapBoundingBox' | 'geo'>): string {
  const bbox = [box.west, box.south, box.east, box.north].join(',')
  return `${osm}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${geo.latitude},${geo.longitude}`
}

/** The restaurant on openstreetmap.org itself: the map for visitors without JavaScript. */
export function osmMapUrl({ geo }: Pick<Restaurant, 'geo'>): string {
  const { latitude, longitude } = geo
  return `${osm}/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`
}

/** OpenStreetMap's route planner with the restaurant as destination (start: visitor's choice). */
export function osmDirectionsUrl({ geo }: Pick<Restaurant, 'geo'>): string {
  const { latitude, longitude } = geo
  return `${osm}/directions?to=${latitude},${longitude}#map=17/${latitude}/${longitude}`
}
