// The headings' fallback faces, metric-matched to the web font: each a serif that phones and
// computers have (Georgia on iPhones, Macs and Windows, Noto Serif on Android, DejaVu and Liberation
// Serif on Linux), scaled and with its ascent, descent and line gap overridden so that a heading
// set in it takes the room it takes in Fraunces (Capsize computes the overrides from the fonts'
// metrics). The first frame sets the headings in these; the web font replaces them once it is in,
// after the first paint, and nothing moves (ADR 029). A face whose font the device lacks is skipped.
import { createFontStack } from '@capsizecss/core'
import georgiaBold from '@capsizecss/metrics/georgia/700'
import notoSerifBold from '@capsizecss/metrics/notoSerif/700'
import timesNewRomanBold from '@capsizecss/metrics/timesNewRoman/700'
import { fromFile } from '@capsizecss/unpack/fs'

/** Serifs the headings may fall back to, in the order a device looks for them. */
async function fallbackMetrics() {
  const dejaVuSerifBold = await fromFile(
    new URL('../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf', import.meta.url)
      .pathname,
  )
  return [
    { ...georgiaBold, familyName: 'Georgia' },
    { ...notoSerifBold, familyName: 'Noto Serif' },
    { ...dejaVuSerifBold, familyName: 'DejaVu Serif' },
    // Liberation Serif has Times New Roman's metrics: one face for both.
    { ...timesNewRomanBold, familyName: 'Times New Roman' },
  ]
}

const localNames: Record<string, string[]> = {
  'Times New Roman': ['Liberation Serif Bold', 'LiberationSerif-Bold'],
}

/** The generic family after the fallback faces, where a device has none of their fonts. */
const lastResort = ['Georgia', "'Times New Roman'", 'serif']

export interface FallbackFaces {
  /** The @font-face rules, one per fallback font. */
  css: string
  /** The families in order, for the CSS font-family list after the web font. */
  families: string
}

/**
 * The fallback faces of `webFont` (its metrics as read from the served file) at `weight`, in CSS.
 */
export async function fallbackFaces(
  webFont: Parameters<typeof createFontStack>[0][number],
  weight: number,
): Promise<FallbackFaces> {
  const fallbacks = await fallbackMetrics()
  const { fontFaces } = createFontStack([webFont, ...fallbacks], {
    fontFaceFormat: 'styleObject',
    fontFaceProperties: { fontWeight: String(weight) },
  })
  const names: string[] = []
  const rules = fontFaces.map(({ '@font-face': face }, index) => {
    const fallback = fallbacks[index]!
    const family = `${webFont.familyName} fallback: ${fallback.familyName}`
    names.push(`'${family}'`)
    const sources = [
      fallback.fullName,
      fallback.postscriptName,
      ...(localNames[fallback.familyName] ?? []),
    ]
      .filter((name): name is string => Boolean(name))
      .map((name) => `local('${name}')`)
    return [
      '@font-face {',
      `  font-family: '${family}';`,
      `  src: ${sources.join(', ')};`,
      `  font-weight: ${weight};`,
      `  size-adjust: ${face.sizeAdjust};`,
      `  ascent-override: ${face.ascentOverride};`,
      `  descent-override: ${face.descentOverride};`,
      `  line-gap-override: ${face.lineGapOverride ?? '0%'};`,
      '}',
    ].join('\n')
  })
  return { css: rules.join('\n\n'), families: [...names, ...lastResort].join(', ') }
}
