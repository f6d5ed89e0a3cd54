// `npm run og-images`: renders the share images (the Open Graph/Twitter card 1200×630 and the 16:9,
// 4:3 and 1:1 images the JSON-LD lists, src/lib/share-images.ts) into public/. Each card is an
// HTML page (scripts/og/og-card.ts) with the logo mark, the site's Fraunces font files and the hero
// artwork, screenshotted in the system Chromium (as the end-to-end tests use it: CHROMIUM_PATH or
// /usr/bin/chromium) and encoded by sharp as a palette PNG stamped with the hash of its inputs
// (scripts/og/og-stamp.ts). Run it after changing the mark, the palette, the font, the
// restaurant's name, tagline or address, or the hero art: scripts/og/og-images.test.ts fails until
// then. The PNGs are committed, so builds never need a browser for them.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { shareImages } from '../../src/lib/share-images.ts'
import { chromiumFlags, systemChromium } from '../chromium.ts'
import { isWide, loadCardInputs, ogCardHtml } from './og-card.ts'
import { inputsHash, pngOptions, stampKeyword, withTextChunk } from './og-stamp.ts'

const publicDir = join(import.meta.dirname, '../../public')

const inputs = loadCardInputs()
if (!inputs.artwork) console.warn('art/hero.svg not found: cards without artwork')

const browser = await chromium.launch({
  executablePath: systemChromium(),
  args: [...chromiumFlags, '--font-render-hinting=none'],
})
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 })
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  for (const image of shareImages) {
    const { width, height } = image
    const html = ogCardHtml(image, inputs)
    await page.setViewportSize({ width, height })
    await page.setContent(html, { waitUntil: 'load' })
    const sizes = await page.evaluate(
      () => (window as unknown as { cardReady: Promise<string> }).cardReady,
    )
    if (errors.length) throw new Error(`${image.path}: ${errors.join('; ')}`)
    const screenshot = await page.screenshot({ type: 'png', animations: 'disabled' })
    const png = await sharp(screenshot)
      .flatten({ background: inputs.colors.cream })
      .png(pngOptions)
      .toBuffer()
    const target = join(publicDir, image.path)
    await writeFile(target, withTextChunk(png, stampKeyword, inputsHash(html)))
    const shape = isWide(width, height) ? 'wide' : 'tall'
    console.log(
      `wrote public${image.path} (${width}×${height}, ${shape}, ${png.length} bytes; ${sizes})`,
    )
  }
} finally {
  await browser.close()
}
