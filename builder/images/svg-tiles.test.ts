// @vitest-environment node
import sharp, { type Sharp } from 'sharp'
import { describe, expect, it } from 'vitest'
import { regionSvg, renderSvg, svgRoot, tileGrid, withMargin } from './svg-tiles'

describe('tileGrid', () => {
  it('covers the canvas with tiles no larger than the limit, as equal as whole pixels allow', () => {
    const tiles = tileGrid(1920, 1080, 512)
    expect(tiles).toHaveLength(4 * 3)
    expect(new Set(tiles.map((tile) => tile.width))).toEqual(new Set([480]))
    expect(new Set(tiles.map((tile) => tile.height))).toEqual(new Set([360]))
    expect(tiles.reduce((area, tile) => area + tile.width * tile.height, 0)).toBe(1920 * 1080)
  })

  it('keeps a canvas within the limit whole, and splits uneven sizes without gaps', () => {
    expect(tileGrid(1200, 900, 1200)).toEqual([{ left: 0, top: 0, width: 1200, height: 900 }])
    const tiles = tileGrid(1001, 10, 500)
    expect(tiles.map((tile) => [tile.left, tile.width])).toEqual([
      [0, 334],
      [334, 333],
      [667, 334],
    ])
  })
})

describe('withMargin', () => {
  it('grows the tile on every side, but not beyond the canvas', () => {
    expect(withMargin({ left: 480, top: 0, width: 480, height: 360 }, 64, 1920, 1080)).toEqual({
      left: 416,
      top: 0,
      width: 608,
      height: 424,
    })
  })
})

const artwork = (attributes: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect width="10" height="10"/></svg>`

describe('svgRoot', () => {
  it('reads the size and the viewBox of the root element', () => {
    expect(svgRoot(artwork('viewBox="0 0 1920 1080" width="1920" height="1080"'))).toEqual({
      width: 1920,
      height: 1080,
      viewBox: [0, 0, 1920, 1080],
    })
    expect(svgRoot(artwork("width='600px' height='450px'"))).toEqual({
      width: 600,
      height: 450,
      viewBox: [0, 0, 600, 450],
    })
  })

  it('declines what it cannot cut into tiles: relative sizes and letterboxed viewBoxes', () => {
    expect(svgRoot(artwork('width="100%" height="100%" viewBox="0 0 10 10"'))).toBeUndefined()
    expect(svgRoot(artwork('viewBox="0 0 10 10"'))).toBeUndefined()
    expect(svgRoot(artwork('width="200" height="100" viewBox="0 0 10 10"'))).toBeUndefined()
    expect(svgRoot('<p>no svg</p>')).toBeUndefined()
  })
})

describe('regionSvg', () => {
  it('narrows the viewBox to the region and sizes the root to it, keeping everything else', () => {
    const svg = artwork(
      'viewBox="0 0 960 540" width="1920" height="1080" preserveAspectRatio="none"',
    )
    const root = svgRoot(svg)!
    const region = regionSvg(svg, root, { left: 480, top: 100, width: 600, height: 400 })
    expect(region).toContain('<svg width="600" height="400" viewBox="240 50 300 200"')
    expect(region).toContain('xmlns="http://www.w3.org/2000/svg"')
    expect(region).not.toContain('preserveAspectRatio')
    expect(region).toContain('<rect width="10" height="10"/>')
  })
})

/** Blurred shapes across the tile edges over a gradient, and an anti-aliased stroke. */
const scene = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
  <defs>
    <filter id="soft" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="12"/></filter>
    <radialGradient id="glow"><stop offset="0" stop-color="#f0a040"/><stop offset="1" stop-color="#3b1d10"/></radialGradient>
  </defs>
  <rect width="400" height="300" fill="url(#glow)"/>
  <circle cx="200" cy="150" r="90" fill="#b8461f" filter="url(#soft)"/>
  <rect x="60" y="40" width="120" height="60" fill="#e9a23b" filter="url(#soft)"/>
  <path d="M20 280 C120 180 280 320 390 200" stroke="#fff" stroke-width="6" fill="none"/>
</svg>`

async function pixels(image: Sharp) {
  return image.ensureAlpha().raw().toBuffer()
}

function largestDifference(a: Buffer, b: Buffer) {
  let largest = 0
  for (let i = 0; i < a.length; i++) largest = Math.max(largest, Math.abs(a[i]! - b[i]!))
  return largest
}

describe('renderSvg', () => {
  it('matches a whole render: tiles with margins leave no seams', async () => {
    const tiled = await renderSvg(Buffer.from(scene), 2, undefined, { maxSide: 256, margin: 48 })
    expect(tiled.info).toEqual({ width: 800, height: 600, channels: 4 })
    const whole = await pixels(sharp(Buffer.from(scene), { density: 144 }))
    // Anti-aliasing may round differently in a tile; a seam would differ by far more.
    expect(largestDifference(tiled.data, whole)).toBeLessThanOrEqual(8)
    // Rasterises the scene twice: seconds when the machine is busy.
  }, 30_000)

  it('renders only a region when asked, the same pixels as that part of the whole', async () => {
    const region = { left: 250, top: 0, width: 150, height: 300 }
    const part = await renderSvg(Buffer.from(scene), 2, region, { maxSide: 256, margin: 48 })
    expect(part.info).toEqual({ width: 300, height: 600, channels: 4 })
    const whole = await pixels(
      sharp(Buffer.from(scene), { density: 144 }).extract({
        left: 500,
        top: 0,
        width: 300,
        height: 600,
      }),
    )
    expect(largestDifference(part.data, whole)).toBeLessThanOrEqual(8)
  })

  it('renders an SVG it cannot tile in one piece', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><rect width="40" height="30" fill="#a3301f"/></svg>',
    )
    const { data, info } = await renderSvg(svg, 2)
    expect(info).toEqual({ width: 80, height: 60, channels: 4 })
    expect([...data.subarray(0, 4)]).toEqual([0xa3, 0x30, 0x1f, 255])
  })
})
