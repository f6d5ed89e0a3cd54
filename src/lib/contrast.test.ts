// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contrastRatio, hexLuminance, lightestLuminance } from './contrast'

describe('contrast maths', () => {
  it('gives black on white 21:1 in either order', () => {
    expect(contrastRatio(hexLuminance('#000000'), hexLuminance('#ffffff'))).toBeCloseTo(21)
    expect(contrastRatio(hexLuminance('#ffffff'), hexLuminance('#000000'))).toBeCloseTo(21)
  })

  it('takes the lightest 5 % of the pixels, so one stray highlight does not count', () => {
    // 99 black RGBA pixels and one white one.
    const pixels = new Uint8Array(100 * 4)
    pixels.set([255, 255, 255, 255], 99 * 4)
    expect(lightestLuminance(pixels, 4)).toBe(0)
    // Ten white pixels are more than 5 %.
    for (let i = 90; i < 100; i++) pixels.set([255, 255, 255, 255], i * 4)
    expect(lightestLuminance(pixels, 4)).toBeCloseTo(1)
  })
})
