// Rasterises SVG artwork (art/*.svg) with sharp before vite-imagetools converts it. sharp reads an
// SVG at its nominal size (1920×1080 for the hero); the hero's portrait crop for phones needs more
// pixels than that, so every SVG imported with `?preset=` is rendered at the scale its preset needs
// (`rasterScale`) into a PNG in node_modules/.cache and the import is redirected to that PNG (same
// query).
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, stat } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import sharp from 'sharp'
import type { Plugin } from 'vite'
import { rasterScale } from './image-presets.ts'

const svgWithPreset = /^([^?]+\.svg)\?((?:.*&)?preset=.*)$/

/** Renders the SVG into a cached PNG at the scale `preset` needs (`rasterScale`); returns its path. */
async function rasteriseSvg(svgPath: string, preset: string | null, cacheDir: string) {
  const svg = await readFile(svgPath)
  const { width = 1, height = 1 } = await sharp(svg).metadata()
  const scale = rasterScale(preset, { width, height })
  const key = createHash('sha1').update(svg).update(String(scale)).digest('hex').slice(0, 16)
  // Keep the artwork's own name: imagetools names the output files after the input file.
  const pngPath = join(cacheDir, key, `${basename(svgPath, '.svg')}.png`)
  const cached = await stat(pngPath).catch(() => undefined)
  if (!cached?.size) {
    await mkdir(dirname(pngPath), { recursive: true })
    // Write, then rename: two imports of one SVG at the same scale (and parallel builds) may render
    // it at once, and none of them may read a half-written PNG.
    const partial = `${pngPath}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
    await sharp(svg, { density: 72 * scale })
      .png({ compressionLevel: 1 })
      .toFile(partial)
    await rename(partial, pngPath)
  }
  return pngPath
}

export function svgRaster(cacheDir = 'node_modules/.cache/svg-raster'): Plugin {
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
      return `${await rasteriseSvg(svgPath, preset, resolve(cacheDir))}?${query}`
    },
  }
}
