import { describe, expect, it } from 'vitest'
import {
  avifEffort,
  cropSize,
  fittingWidths,
  imagetoolsOptions,
  presetCrop,
  presetWidths,
  rasterScale,
} from './image-presets'

describe('fittingWidths', () => {
  it('keeps every preset width when the source is large enough', () => {
    expect(fittingWidths(presetWidths.hero, { width: 3840, height: 2160 })).toEqual([
      480, 800, 1200, 1600, 1920,
    ])
  })

  it('caps the widths at a smaller photo’s own width, never upscaling', () => {
    expect(fittingWidths(presetWidths.hero, { width: 1500, height: 1000 })).toEqual([
      480, 800, 1200, 1500,
    ])
  })

  it('caps a crop at the width the source’s height can fill', () => {
    expect(
      fittingWidths(presetWidths['hero-portrait'], { width: 2400, height: 1600 }, '2:3'),
    ).toEqual([480, 800, 1066])
    expect(
      fittingWidths(presetWidths['hero-portrait'], { width: 3840, height: 2160 }, '2:3'),
    ).toEqual([480, 800, 1200])
  })
})

describe('rasterScale', () => {
  it('renders artwork as wide as the widest output at its own size', () => {
    expect(rasterScale('card', { width: 1200, height: 900 })).toBe(1)
    expect(rasterScale('hero', { width: 1920, height: 1080 })).toBe(1)
  })

  it('scales smaller artwork up to the next whole number that fills the widest output', () => {
    expect(rasterScale('card', { width: 600, height: 450 })).toBe(2)
    expect(rasterScale('card', { width: 500, height: 375 })).toBe(3)
  })

  it('counts the crop: the hero’s 2:3 portrait of a 16:9 canvas needs twice its size', () => {
    expect(rasterScale('hero-portrait', { width: 1920, height: 1080 })).toBe(2)
  })

  it('never renders below the artwork’s own size, nor scales for an unknown preset', () => {
    expect(rasterScale('card', { width: 4800, height: 3600 })).toBe(1)
    expect(rasterScale('poster', { width: 300, height: 200 })).toBe(1)
    expect(rasterScale(null, { width: 300, height: 200 })).toBe(1)
  })
})

describe('presetCrop and cropSize', () => {
  it('crops the hero’s portrait to 2:3 and leaves the other presets uncropped', () => {
    expect(presetCrop('hero-portrait')).toMatchObject({ aspect: '2:3', position: 'entropy' })
    expect(presetCrop('hero')).toBeUndefined()
    expect(presetCrop('poster')).toBeUndefined()
  })

  it('takes the largest crop of the aspect the source holds, in whole pixels', () => {
    expect(cropSize({ width: 1920, height: 1080 }, '2:3')).toEqual({ width: 720, height: 1080 })
    expect(cropSize({ width: 1000, height: 2000 }, '2:3')).toEqual({ width: 1000, height: 1500 })
    expect(cropSize({ width: 2400, height: 1600 }, '2:3')).toEqual({ width: 1066, height: 1599 })
  })
})

describe('format settings', () => {
  const configs = (query: string) =>
    imagetoolsOptions.resolveConfigs!(
      [...new URLSearchParams(query)].map(([key, value]) => [key, value.split(';')]),
      {},
    )

  it('encodes AVIF at the chosen effort, and only AVIF', () => {
    const [avif, webp, jpeg] = configs('format=avif;webp;jpeg&preset=card&w=800')
    expect(avif).toMatchObject({ format: 'avif', quality: '42', effort: String(avifEffort) })
    expect(webp).not.toHaveProperty('effort')
    expect(jpeg).toMatchObject({ format: 'jpeg', progressive: 'true' })
    expect(jpeg).not.toHaveProperty('effort')
  })

  it('keeps the lower AVIF quality of the phone hero, and what an import sets itself', () => {
    expect(configs('format=avif&preset=hero-portrait')[0]).toMatchObject({ quality: '22' })
    expect(configs('format=avif&preset=card&effort=6')[0]).toMatchObject({ effort: '6' })
  })
})
