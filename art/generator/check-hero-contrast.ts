// Checks that the hero headline stays readable: renders art/hero.svg with sharp (as the image pipeline
// does) and compares cream text (#fbf5ea) with the lightest 5 % of background pixels where text sits —
// the left 55 % × middle 60 % at 1920 px, and the middle of a 390×700 phone crop (cover, centred).
// Prints the contrast ratios; exits non-zero if either is below 4.5:1 (WCAG AA for body text).
// A check of the raw artwork, stricter than the page (no darkening overlay); the rendered hero at
// 390 and 1440 px is measured by tests/e2e/hero-contrast.spec.ts.
// Usage: npx tsx art/generator/check-hero-contrast.ts [path/to/hero.svg]

import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { contrastRatio, lightestLuminance, relativeLuminance } from '#src/lib/contrast.ts'

const MIN_RATIO = 4.5
const TEXT = [0xfb, 0xf5, 0xea] as const
const heroPath = process.argv[2] ?? fileURLToPath(new URL('../hero.svg', import.meta.url))

interface Region {
  name: string
  width: number
  height: number
  /** Fractions of the frame: [x0, y0, x1, y1]. */
  box: [number, number, number, number]
}

async function lightest5(region: Region): Promise<number> {
  const [fx0, fy0, fx1, fy1] = region.box
  const left = Math.round(fx0 * region.width)
  const top = Math.round(fy0 * region.height)
  const { data, info } = await sharp(heroPath, { density: 96 })
    .resize(region.width, region.height, { fit: 'cover', position: 'centre' })
    .extract({
      left,
      top,
      width: Math.round(fx1 * region.width) - left,
      height: Math.round(fy1 * region.height) - top,
    })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return lightestLuminance(data, info.channels)
}

const textL = relativeLuminance(...TEXT)
const regions: Region[] = [
  {
    name: 'desktop 1920×1080, left 55 % × middle 60 %',
    width: 1920,
    height: 1080,
    box: [0, 0.2, 0.55, 0.8],
  },
  {
    name: 'phone 390×700 crop, middle 90 % × 50 %',
    width: 390,
    height: 700,
    box: [0.05, 0.25, 0.95, 0.75],
  },
]

let worst = Infinity
for (const region of regions) {
  const bg = await lightest5(region)
  const ratio = contrastRatio(textL, bg)
  worst = Math.min(worst, ratio)
  console.log(
    `${region.name}: lightest 5 % luminance ${bg.toFixed(4)} → contrast ${ratio.toFixed(2)}:1`,
  )
}
console.log(
  worst >= MIN_RATIO
    ? `OK: ${worst.toFixed(2)}:1 ≥ ${MIN_RATIO}:1`
    : `FAIL: ${worst.toFixed(2)}:1 < ${MIN_RATIO}:1`,
)
process.exit(worst >= MIN_RATIO ? 0 : 1)
