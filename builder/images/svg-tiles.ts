// Renders SVG artwork with sharp (librsvg) tile by tile. librsvg gives every filtered element (the
// artwork blurs about 150 of them) scratch surfaces as large as the whole canvas, and libvips
// renders an SVG larger than 2000 px in 2000 px squares, each of them the whole document again: the
// hero at 3840×2160 took 73 s in one piece and takes 11 s in 16 tiles (4.4 s on two cores with the
// allocator settings of builder/build.ts). Each tile is the same SVG with its viewBox narrowed to
// the tile plus a margin, so that blurs reaching across the tile's edge still see their
// neighbours, and the margin is cut off again. The result matches a whole render up to
// anti-aliasing: in the hero's portrait crop 95 % of the pixels are equal or 1/255 apart, none is
// more than 7/255 apart (svg-tiles.test.ts checks the same on a small scene).
import sharp from 'sharp'

/** A rectangle in pixels. */
export interface Region {
  left: number
  top: number
  width: number
  height: number
}

/** The root element's size (CSS px) and viewBox; the canvas at scale 1 is width × height pixels. */
export interface SvgRoot {
  width: number
  height: number
  viewBox: [x: number, y: number, width: number, height: number]
}

/**
 * Tiles no wider or taller than `maxSide`, covering width × height in rows, as equal as whole pixels
 * allow.
 */
export function tileGrid(width: number, height: number, maxSide: number): Region[] {
  const columns = Math.max(1, Math.ceil(width / maxSide))
  const rows = Math.max(1, Math.ceil(height / maxSide))
  const edges = (size: number, count: number) =>
    Array.from({ length: count + 1 }, (_, i) => Math.round((i * size) / count))
  const xs = edges(width, columns)
  const ys = edges(height, rows)
  const tiles: Region[] = []
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const left = xs[column]!
      const top = ys[row]!
      tiles.push({ left, top, width: xs[column + 1]! - left, height: ys[row + 1]! - top })
    }
  }
  return tiles
}

/** `region` grown by `margin` on every side, within a width × height canvas. */
export function withMargin(region: Region, margin: number, width: number, height: number): Region {
  const left = Math.max(0, region.left - margin)
  const top = Math.max(0, region.top - margin)
  const right = Math.min(width, region.left + region.width + margin)
  const bottom = Math.min(height, region.top + region.height + margin)
  return { left, top, width: right - left, height: bottom - top }
}

const rootTag = /<svg\b[^>]*>/
const number = String.raw`\s*(-?[\d.]+(?:e-?\d+)?)\s*`

function attribute(tag: string, name: string) {
  return new RegExp(String.raw`\s${name}\s*=\s*(["'])(.*?)\1`).exec(tag)?.[2]
}

/**
 * The root's size and viewBox, when the SVG can be tiled: width and height in pixels (no unit or
 * `px`) and a viewBox of the same aspect ratio, or none. Anything else (`100%`, `mm`, a viewBox
 * letterboxed by preserveAspectRatio) returns undefined and is rendered whole.
 */
export function svgRoot(svg: string): SvgRoot | undefined {
  const tag = rootTag.exec(svg)?.[0]
  if (!tag) return undefined
  const size = (name: string) => {
    const match = new RegExp(`^${number}(?:px)?\\s*$`).exec(attribute(tag, name) ?? '')
    return match ? Number(match[1]) : undefined
  }
  const width = size('width')
  const height = size('height')
  if (!width || !height) return undefined
  const box = (attribute(tag, 'viewBox') ?? `0 0 ${width} ${height}`)
    .trim()
    .split(/[\s,]+/)
    .map(Number)
  if (box.length !== 4 || box.some((value) => !Number.isFinite(value))) return undefined
  const [x = 0, y = 0, boxWidth = 0, boxHeight = 0] = box
  if (boxWidth <= 0 || boxHeight <= 0) return undefined
  if (Math.abs(boxWidth / boxHeight - width / height) > 1e-6) return undefined
  return { width, height, viewBox: [x, y, boxWidth, boxHeight] }
}

/** The SVG showing only `region` (pixels of the scale-1 canvas), at that region's size. */
export function regionSvg(svg: string, root: SvgRoot, region: Region): string {
  const [x, y, boxWidth] = root.viewBox
  const unit = boxWidth / root.width
  const viewBox = [
    x + region.left * unit,
    y + region.top * unit,
    region.width * unit,
    region.height * unit,
  ].join(' ')
  return svg.replace(rootTag, (tag) => {
    const rest = tag
      .slice(4)
      .replace(/\s(?:width|height|viewBox|preserveAspectRatio)\s*=\s*(["']).*?\1/g, '')
    return `<svg width="${region.width}" height="${region.height}" viewBox="${viewBox}"${rest}`
  })
}

/**
 * Largest tile side in output pixels, and the margin in pixels of the scale-1 canvas. With its
 * margin a tile stays under libvips' 2000 px squares; smaller tiles spend more time on margins
 * (the hero at 2×: 15 CPU-seconds with 640 px tiles, 13 with 1024, 12 with 1536), larger ones
 * leave a core idle sooner. A 64 px margin holds the artwork's widest blurs: with 32 some edge
 * pixels differ by up to 26/255.
 */
const defaultTiling = { maxSide: 1024, margin: 64 }

/**
 * The SVG rendered at `scale` as raw RGBA pixels, tile by tile: the whole canvas, or only `region`
 * of it (pixels of the scale-1 canvas). An SVG `svgRoot` cannot read is rendered whole.
 */
export async function renderSvg(
  svg: Buffer,
  scale: number,
  region?: Region,
  tiling = defaultTiling,
): Promise<{ data: Buffer; info: { width: number; height: number; channels: 4 } }> {
  const density = 72 * scale
  const text = svg.toString('utf8')
  const root = svgRoot(text)
  if (!root || !Number.isInteger(root.width) || !Number.isInteger(root.height)) {
    const whole = sharp(svg, { density }).ensureAlpha()
    if (region) whole.extract(scaled(region, scale))
    const { data, info } = await whole.raw().toBuffer({ resolveWithObject: true })
    return { data, info: { width: info.width, height: info.height, channels: 4 } }
  }
  const area = region ?? { left: 0, top: 0, width: root.width, height: root.height }
  const width = area.width * scale
  const height = area.height * scale
  const pixels = Buffer.alloc(width * height * 4)
  // Tiles are cut at whole pixels of the scale-1 canvas, so every viewBox edge is a whole pixel.
  const tiles = tileGrid(area.width, area.height, Math.max(1, Math.floor(tiling.maxSide / scale)))
  await Promise.all(
    tiles.map(async (gridTile) => {
      const tile = { ...gridTile, left: gridTile.left + area.left, top: gridTile.top + area.top }
      const rendered = withMargin(tile, tiling.margin, root.width, root.height)
      // The whole tile SVG at once: libvips renders in 2000 px squares, each of them the whole
      // document again, so a render larger than that multiplies the work.
      const { data, info } = await sharp(Buffer.from(regionSvg(text, root, rendered)), { density })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      const sourceRow = info.width * 4
      const rowBytes = tile.width * scale * 4
      const dx = (tile.left - rendered.left) * scale
      const dy = (tile.top - rendered.top) * scale
      for (let row = 0; row < tile.height * scale; row++) {
        const source = (dy + row) * sourceRow + dx * 4
        const target = ((gridTile.top * scale + row) * width + gridTile.left * scale) * 4
        data.copy(pixels, target, source, source + rowBytes)
      }
    }),
  )
  return { data: pixels, info: { width, height, channels: 4 } }
}

function scaled(region: Region, scale: number): Region {
  return {
    left: region.left * scale,
    top: region.top * scale,
    width: region.width * scale,
    height: region.height * scale,
  }
}
