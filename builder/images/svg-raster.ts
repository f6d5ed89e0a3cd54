// Rasterises SVG artwork (art/*.svg) with sharp before vite-imagetools converts it. sharp reads an
// SVG at its nominal size (1920×1080 for the hero); the hero's portrait crop for phones needs more
// pixels than that, so every SVG imported with `?preset=` is rendered at the scale its preset needs
// (`rasterScale`), tile by tile (svg-tiles.ts), into a PNG in node_modules/.cache keyed on the SVG's
// content, the scale and the crop, and the import is redirected to that PNG (same query).
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, stat } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import sharp from 'sharp'
import type { Plugin } from 'vite'
import { cropSize, presetCrop, rasterScale } from './image-presets.ts'
import type { ImageTimer } from './image-timer.ts'
import { type Region, renderSvg } from './svg-tiles.ts'

const svgWithPreset = /^([^?]+\.svg)\?((?:.*&)?preset=.*)$/

interface Raster {
  svgPath: string
  svg: Buffer
  scale: number
  /** Only this part of the canvas (scale-1 pixels), found by `crop` on the scale-1 render. */
  crop?: Record<string, string>
}

/** Renders in progress by PNG path: imports of one SVG at one scale share a render. */
const rendering = new Map<string, Promise<void>>()

/**
 * The PNG of an import of `svgPath` with `preset`, rendered unless cached; returns its path. A
 * cropped preset that needs more than scale 1 (the hero's portrait, at 2×) renders only its crop
 * at that scale: the window that sharp's crop strategy picks on the scale-1 render, which the hero's
 * landscape import renders anyway. That is the window imagetools would cut from a whole render, at
 * under half the cost of rendering the whole canvas.
 */
async function rasteriseSvg(
  svgPath: string,
  preset: string | null,
  cacheDir: string,
  timer?: ImageTimer,
) {
  const svg = await readFile(svgPath)
  const size = await sharp(svg).metadata()
  const scale = rasterScale(preset, { width: size.width ?? 1, height: size.height ?? 1 })
  const crop = scale > 1 ? presetCrop(preset) : undefined
  return cachedRaster({ svgPath, svg, scale, crop }, cacheDir, timer)
}

async function cachedRaster(raster: Raster, cacheDir: string, timer?: ImageTimer) {
  const { svgPath, svg, scale, crop } = raster
  const key = createHash('sha1')
    .update(svg)
    .update(String(scale))
    .update(crop ? JSON.stringify(crop) : '')
    .digest('hex')
    .slice(0, 16)
  // Keep the artwork's own name: imagetools names the output files after the input file.
  const pngPath = join(cacheDir, key, `${basename(svgPath, '.svg')}.png`)
  if ((await stat(pngPath).catch(() => undefined))?.size) return pngPath
  let render = rendering.get(pngPath)
  if (!render) {
    render = (async () => {
      const region = crop && (await cropWindow(raster, cacheDir, timer))
      await mkdir(dirname(pngPath), { recursive: true })
      // Write, then rename: parallel builds may render it at once, and none of them may read a
      // half-written PNG.
      const partial = `${pngPath}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
      const write = async () => {
        const { data, info } = await renderSvg(svg, scale, region)
        await sharp(data, { raw: info }).png({ compressionLevel: 1 }).toFile(partial)
      }
      await (timer ? timer.measure('render', write) : write())
      await rename(partial, pngPath)
    })().finally(() => rendering.delete(pngPath))
    rendering.set(pngPath, render)
  }
  await render
  return pngPath
}

/**
 * Where `raster.crop` cuts the canvas, in scale-1 pixels: sharp's strategy (`entropy`) applied to
 * the scale-1 render. Undefined (render the whole canvas) for a crop sharp reports no offset for.
 */
async function cropWindow(
  { crop, ...raster }: Raster,
  cacheDir: string,
  timer?: ImageTimer,
): Promise<Region | undefined> {
  if (!crop?.aspect) return undefined
  const base = await cachedRaster({ ...raster, scale: 1 }, cacheDir, timer)
  const { width = 1, height = 1 } = await sharp(base).metadata()
  const window = cropSize({ width, height }, crop.aspect)
  const { info } = await sharp(base)
    .resize({ ...window, fit: 'cover', position: crop.position })
    .raw()
    .toBuffer({ resolveWithObject: true })
  if (info.cropOffsetLeft === undefined || info.cropOffsetTop === undefined) return undefined
  return { left: -info.cropOffsetLeft, top: -info.cropOffsetTop, ...window }
}

export function svgRaster({
  cacheDir = 'node_modules/.cache/svg-raster',
  timer,
}: { cacheDir?: string; timer?: ImageTimer } = {}): Plugin {
  return {
    name: 'svg-raster',
    enforce: 'pre',
    async resolveId(source, importer) {
      const match = svgWithPreset.exec(source)
      if (!match) return null
      const [, file = '', query = ''] = match
      const resolved = await this.resolve(file, importer, { skipSelf: true })
      const svgPath = resolved?.id ?? resolve(importer ? dirname(importer) : '.', file)
      this.addWatchFile(svgPath)
      const preset = new URLSearchParams(query).get('preset')
      return `${await rasteriseSvg(svgPath, preset, resolve(cacheDir), timer)}?${query}`
    },
  }
}
