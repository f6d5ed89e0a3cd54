import { describe, expect, it } from 'vitest'
import { fittingWidths, presetWidths } from './image-presets'

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
