// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contrastRatio, hexLuminance, lightestLuminance, relativeLuminance } from './contrast'

describe('contrast maths', () => {
  it('gives black on white 21:1 in either order', () => {
    expect(contrastRatio(hexLuminance('#000000'), hexLuminance('#ffffff'))).toBeCloseTo(21)
    expect(contrastRatio(hexLuminance('#ffffff'), hexLuminance('#000000'))).toBeCloseTo(21)
  })

  it('follows the sRGB curve: its linear segment up to 10 of 255, its power law above', () => {
    // Either side of the knee the two differ in the seventh decimal.
    expect(hexLuminance('#0a0a0a')).toBeCloseTo(0.00303527, 8)
    expect(hexLuminance('#0b0b0b')).toBeCloseTo(0.00334654, 8)
    expect(hexLuminance('#808080')).toBeCloseTo(0.2158605, 8)
  })

  it('weighs red, green and blue as WCAG does, each read from its own two digits', () => {
    expect(hexLuminance('#ff0000')).toBeCloseTo(0.2126)
    expect(hexLuminance('#00ff00')).toBeCloseTo(0.7152)
    expect(hexLuminance('#0000ff')).toBeCloseTo(0.0722)
    expect(hexLuminance('#102030')).toBeCloseTo(relativeLuminance(0x10, 0x20, 0x30), 12)
  })

  it('gives no ratio for a colour that is not #rrggbb, so no check passes on it', () => {
    expect(contrastRatio(hexLuminance('#fff'), 0)).toBeNaN()
  })
})

describe('lightestLuminance', () => {
  it('takes the lightest 5 % of the pixels, so one stray highlight does not count', () => {
    // 99 black RGBA pixels and one white one.
    const pixels = new Uint8Array(100 * 4)
    pixels.set([255, 255, 255, 255], 99 * 4)
    expect(lightestLuminance(pixels, 4)).toBe(0)
    // Ten white pixels are more than 5 %.
    for (let i = 90; i < 100; i++) pixels.set([255, 255, 255, 255], i * 4)
    expect(lightestLuminance(pixels, 4)).toBeCloseTo(1)
  })

  it('of 40 greys in any order, is the second lightest (the lightest is the top 2.5 %)', () => {
    const greys = Array.from({ length: 40 }, (_, k) => ((k * 17) % 40) * 6)
    const pixels = new Uint8Array(greys.flatMap((grey) => [grey, grey, grey]))
    expect(lightestLuminance(pixels, 3)).toBe(relativeLuminance(38 * 6, 38 * 6, 38 * 6))
  })

  it('reads every pixel’s red, green and blue, the last pixel included', () => {
    expect(lightestLuminance(new Uint8Array([0, 255, 0]), 3)).toBeCloseTo(0.7152)
    expect(lightestLuminance(new Uint8Array([0, 0, 255, 255]), 4)).toBeCloseTo(0.0722)
    expect(lightestLuminance(new Uint8Array([255, 0, 0, 0, 0, 0]), 3)).toBeCloseTo(0.2126)
  })

  it('counts an image without pixels as white, which no light text stands out against', () => {
    expect(lightestLuminance(new Uint8Array(0), 3)).toBe(1)
  })
})
