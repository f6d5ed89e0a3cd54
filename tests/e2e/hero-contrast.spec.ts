// The hero's text stays readable on the real page: at a phone and a desktop width (portrait and
// landscape crop of the artwork, with the darkening overlay), the background behind each text is
// screenshotted with the text hidden, and the lightest 5 % of its pixels must keep WCAG AA contrast
// against the text colour (4.5:1, or 3:1 for the large heading).
import sharp from 'sharp'
import { contrastRatio, hexLuminance, lightestLuminance } from '#src/lib/contrast.ts'
import { expect, test } from './fixtures.ts'

/** Text in the hero over the artwork, its colour and the contrast WCAG AA asks of it. */
const texts = [
  // The restaurant's name: 48–72 px, large text.
  { selector: '#hero-title', color: '#fbf5ea', minimum: 3 },
  // The tagline (--color-sand): 20 px on a phone, body text.
  { selector: '#hero-title + p', color: '#f1e4cc', minimum: 4.5 },
  // The outlined link beside the order button has no background of its own.
  { selector: '#hero-title ~ div a:last-child', color: '#fbf5ea', minimum: 4.5 },
]

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`hero text keeps its contrast against the artwork at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    await expect
      .poll(() =>
        page.evaluate(() => {
          const image = document.querySelector<HTMLImageElement>(
            'section[aria-labelledby="hero-title"] img',
          )
          return image !== null && image.complete && image.naturalWidth > 0
        }),
      )
      .toBe(true)
    // Where the glyphs are: the box of the text itself, not of its (full-width) element.
    const boxes = await page.evaluate(
      (selectors) =>
        selectors.map((selector) => {
          const element = document.querySelector(selector)
          if (!element) throw new Error(`${selector} not found`)
          const range = document.createRange()
          range.selectNodeContents(element)
          const { x, y, width, height } = range.getBoundingClientRect()
          return { x, y, width, height }
        }),
      texts.map((text) => text.selector),
    )
    // Hide the text (CSSOM, which the CSP allows), keep everything behind it.
    await page.locator('#hero-title').evaluate((title) => {
      for (const child of title.parentElement?.children ?? []) {
        ;(child as HTMLElement).style.visibility = 'hidden'
      }
    })
    for (const [index, text] of texts.entries()) {
      const png = await page.screenshot({ clip: boxes[index]!, animations: 'disabled' })
      const { data, info } = await sharp(png)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      const lightest = lightestLuminance(data, info.channels)
      const ratio = contrastRatio(hexLuminance(text.color), lightest)
      test.info().annotations.push({
        type: 'contrast',
        description: `${text.selector}: ${ratio.toFixed(2)}:1`,
      })
      expect(ratio, text.selector).toBeGreaterThanOrEqual(text.minimum)
    }
  })
}
