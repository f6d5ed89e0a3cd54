import { describe, expect, it } from 'vitest'
import { type ImageSource, type Picture, imageAsset, sourcesOf } from './image-asset'

/** A picture as the image pipeline writes it, its formats in the worst order. */
const picture: Picture = {
  sources: {
    jpeg: '/assets/hero-800.jpeg 800w, /assets/hero-1600.jpeg 1600w',
    webp: '/assets/hero-800.webp 800w, /assets/hero-1600.webp 1600w',
    avif: '/assets/hero-800.avif 800w, /assets/hero-1600.avif 1600w',
  },
  img: { src: '/assets/hero-1600.jpeg', w: 1600, h: 900 },
}

describe('sourcesOf', () => {
  it('offers the best format first, each with its own srcset', () => {
    expect(sourcesOf(picture)).toEqual([
      { type: 'image/avif', srcSet: picture.sources.avif },
      { type: 'image/webp', srcSet: picture.sources.webp },
      { type: 'image/jpeg', srcSet: picture.sources.jpeg },
    ])
  })

  it('limits a crop to the screens it is for, with the crop’s own size', () => {
    const crop = sourcesOf(picture, { media: '(orientation: portrait)' })
    expect(crop.map(({ type }) => type)).toEqual(['image/avif', 'image/webp', 'image/jpeg'])
    expect(crop[0]).toEqual({
      type: 'image/avif',
      srcSet: picture.sources.avif,
      media: '(orientation: portrait)',
      width: 1600,
      height: 900,
    })
  })
})

describe('imageAsset', () => {
  const portrait: ImageSource[] = [
    { type: 'image/avif', srcSet: '/assets/portrait.avif 600w', media: '(orientation: portrait)' },
  ]

  it('reserves the largest rendition’s size, falls back to its JPEG and reads the alt text', () => {
    expect(imageAsset(picture, 'Das Restaurant von außen')).toEqual({
      alt: { text: 'Das Restaurant von außen' },
      width: 1600,
      height: 900,
      fallback: '/assets/hero-1600.jpeg',
      sources: sourcesOf(picture),
    })
  })

  it('keeps an owner’s text as it is, with its language mark', () => {
    const alt = { text: 'Das Restaurant von außen', lang: 'de' as const }
    expect(imageAsset(picture, alt).alt).toBe(alt)
  })

  it('puts the art-directed crops first, so they win where they apply', () => {
    expect(imageAsset(picture, 'Gastraum', portrait).sources).toEqual([
      ...portrait,
      ...sourcesOf(picture),
    ])
  })
})
