import { describe, expect, it } from 'vitest'
import { fittingWidths, presetWidths, rasterScale } from './image-presets'

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
