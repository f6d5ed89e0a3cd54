// The build-time image pipeline: options for vite-imagetools (which converts with sharp). An import
// such as `art/hero.svg?preset=hero` (SVGs are rasterised first, see svg-raster.ts) or
// `photos/hero.jpg?preset=hero` becomes AVIF, WebP and JPEG files in several widths, hashed into
// dist/assets, and a `picture` object (srcsets per format, fallback src, intrinsic size).
import { type ImageConfig, type OutputFormat, resolveConfigs } from 'imagetools-core'
import type { VitePluginOptions } from 'vite-imagetools'

/**
 * Output widths per preset. The hero spans the viewport: landscape for wide screens, a 2:3 portrait
 * crop for phones (a 16:9 picture would be cropped to its middle third and upscaled there). Cards and
 * the about image are at most ~550 px wide, 1200 covers them on 2× screens.
 */
export const presetWidths = {
  hero: [480, 800, 1200, 1600, 1920],
  'hero-portrait': [480, 800, 1200],
  // 680: a card across a 412 px phone at 1.75× (380 CSS px wide) needs no more.
  card: [400, 680, 800, 1200],
} as const

/** Crops per preset (the artwork's own aspect ratio when absent). */
const presetCrops: Partial<Record<PresetName, Record<string, string>>> = {
  // sharp's "entropy" strategy keeps the busiest region (the food) in the crop; on our hero it
  // centres the curry pot, where "attention" cut it in half.
  'hero-portrait': { aspect: '2:3', fit: 'cover', position: 'entropy' },
}

export type PresetName = keyof typeof presetWidths

/** Fallback format last: imagetools' `picture` output uses the last format for the <img>. */
// "jpeg", not "jpg": imagetools names a fresh file after the directive but a cached one after what
// sharp reads back ("jpeg"); the client and SSR builds must agree on every URL.
export const presetFormats = ['avif', 'webp', 'jpeg'] as const

/**
 * Quality per format, tuned so that each format looks the same to the eye (AVIF holds detail at a
 * far lower setting than JPEG). Measured on the hero at 800 px: see docs/images.md.
 */
export const formatQuality: Record<(typeof presetFormats)[number], number> = {
  avif: 42,
  webp: 72,
  jpeg: 76,
}

/**
 * AVIF quality per preset where it differs from formatQuality. The phone hero is the largest
 * contentful paint and lies under a dark gradient: at 22 it looks the same as at 24 side by side
 * and took 10.8 KB for 800 px instead of 11.5 (11.0 KB since `avifEffort` 3), under the size at
 * which it would end a round trip later on a slow phone connection (ADR 009, docs/benchmarks.md).
 */
const presetAvifQuality: Partial<Record<PresetName, number>> = { 'hero-portrait': 22 }

/**
 * sharp's AVIF `effort` (0–9, its default 4). AVIF encoding was most of a cold build's conversion
 * time; at 3 it is 3.6× faster, the files 0–6 % larger (the phone hero's 800 px one 1.6 %) and
 * side by side they look the same. At 2 it is faster still, but fine edges turn blocky
 * (docs/decisions/013-fast-cold-build.md).
 */
export const avifEffort = 3

function isPreset(name: string | null): name is PresetName {
  return name !== null && name in presetWidths
}

/**
 * The preset's widths that the source can fill: never wider than the image, nor than its crop
 * (a 2400×1600 photo yields at most a 1067 px wide 2:3 portrait). Where widths are dropped, the
 * largest possible one takes their place; imagetools would otherwise fall back to the uncropped
 * original.
 */
export function fittingWidths(
  widths: readonly number[],
  source: { width: number; height: number },
  aspect?: string,
) {
  const max = Math.floor(croppableWidth(source, aspect))
  const fitting = widths.filter((width) => width <= max)
  return fitting.length < widths.length ? [...fitting, max] : fitting
}

/** How wide a crop of `aspect` (e.g. "2:3") can be taken from the source; its width without one. */
function croppableWidth(source: { width: number; height: number }, aspect?: string) {
  const [w = 1, h = 1] = (aspect ?? '').split(':').map(Number)
  return aspect ? Math.min(source.width, (source.height * w) / h) : source.width
}

/** The crop `preset` takes of its source (aspect, fit, position), if any. */
export function presetCrop(preset: string | null) {
  return isPreset(preset) ? presetCrops[preset] : undefined
}

/** The largest crop of `aspect` (e.g. "2:3") that the source holds, in whole pixels. */
export function cropSize(source: { width: number; height: number }, aspect: string) {
  const width = Math.floor(croppableWidth(source, aspect))
  const [w = 1, h = 1] = aspect.split(':').map(Number)
  return { width, height: Math.min(source.height, Math.round((width * h) / w)) }
}

/**
 * The scale (1 = its own width and height) at which SVG artwork of `size` is rendered for a preset:
 * the smallest whole number that fills the preset's widest output, crop included. Rendering is the
 * slow step of a cold build, so the 1200 px card artwork renders at 1× and only the hero's
 * portrait crop at 2× (and of that only the crop: svg-raster.ts).
 */
export function rasterScale(preset: string | null, size: { width: number; height: number }) {
  if (!isPreset(preset)) return 1
  const widest = Math.max(...presetWidths[preset])
  return Math.max(1, Math.ceil(widest / croppableWidth(size, presetCrops[preset]?.aspect)))
}

/** `?preset=<name>` expands to the widths, formats and `as=picture` of that preset. */
async function presetDirectives(
  url: URL,
  metadata: () =>
    Promise<{ width?: number; height?: number }> | { width?: number; height?: number },
) {
  const preset = url.searchParams.get('preset')
  if (!isPreset(preset)) return new URLSearchParams()
  const crop = presetCrops[preset]
  const { width = 0, height = 0 } = await metadata()
  return new URLSearchParams({
    w: fittingWidths(presetWidths[preset], { width, height }, crop?.aspect).join(';'),
    format: presetFormats.join(';'),
    as: 'picture',
    ...crop,
  })
}

/** Adds the per-format quality (progressive JPEG, AVIF effort) unless the import sets its own. */
function withFormatQuality(
  entries: [string, string[]][],
  outputFormats: Record<string, OutputFormat>,
): ImageConfig[] {
  return resolveConfigs(entries, outputFormats).map((config) => {
    const format = config.format as keyof typeof formatQuality | undefined
    if (!format || !(format in formatQuality) || config.quality !== undefined) return config
    const preset = isPreset(String(config.preset)) ? (config.preset as PresetName) : undefined
    const quality =
      (format === 'avif' && preset && presetAvifQuality[preset]) || formatQuality[format]
    return {
      ...config,
      quality: String(quality),
      ...(format === 'jpeg' ? { progressive: 'true' } : {}),
      ...(format === 'avif' && config.effort === undefined ? { effort: String(avifEffort) } : {}),
    }
  })
}

export const imagetoolsOptions: Partial<VitePluginOptions> = {
  defaultDirectives: presetDirectives,
  resolveConfigs: withFormatQuality,
}
