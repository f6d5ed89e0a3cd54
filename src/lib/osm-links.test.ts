import { describe, expect, it } from 'vitest'
import { osmDirectionsUrl, osmEmbedUrl, osmMapUrl } from './osm-links'
import { loadSite } from '@/testing/site'

const { restaurant } = loadSite()

describe('OpenStreetMap links', () => {
  it('embeds the bounding box with the marker on the restaurant', () => {
    expect(osmEmbedUrl(restaurant)).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=7.74,49.48,7.76,49.5&layer=mapnik&marker=49.487,7.748',
    )
  })

  it('shows the restaurant on openstreetmap.org with a marker', () => {
    expect(osmMapUrl(restaurant)).toBe(
      'https://www.openstreetmap.org/?mlat=49.487&mlon=7.748#map=17/49.487/7.748',
    )
  })

  it('plans a route to the restaurant', () => {
    expect(osmDirectionsUrl(restaurant)).toBe(
      'https://www.openstreetmap.org/directions?to=49.487,7.748#map=17/49.487/7.748',
    )
  })
})
