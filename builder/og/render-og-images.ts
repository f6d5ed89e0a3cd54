// Renders share cards into PNG files: each card's page (builder/og/og-card.ts) screenshotted in
// Chromium and encoded by sharp as a palette PNG stamped with its inputs (builder/og/og-stamp.ts).
// `npm run og-images` renders every card into public/, the build the stale ones into its output.
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { chromiumFlags } from '../chromium.ts'
import { isWide, ogCardHtml } from './og-card.ts'
import type { CardDesign } from './og-design.ts'
import { cardStamp, pngOptions, stampKeyword, withTextChunk } from './og-stamp.ts'
import type { ShareCard } from './share-cards.ts'

/** Writes each card's image to `dir` + its path, rendered in the Chromium at `executablePath`. */
export async function renderShareImages(
  cards: readonly ShareCard[],
  design: CardDesign,
  dir: string,
  executablePath: string,
  log: (line: string) => void = console.log,
): Promise<void> {
  const browser = await chromium.launch({
    executablePath,
    args: [...chromiumFlags, '--font-render-hinting=none'],
  })
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 })
    const errors: Error[] = []
    page.on('pageerror', (error) => errors.push(error))
    for (const card of cards) {
      const { path, width, height } = card.image
      const html = ogCardHtml(card, design)
      await page.setViewportSize({ width, height })
      await page.setContent(html, { waitUntil: 'load' })
      const sizes = await page.evaluate(
        () => (window as unknown as { cardReady: Promise<string> }).cardReady,
      )
      if (errors.length) throw new Error(`${path}: ${errors.join('; ')}`)
      const screenshot = await page.screenshot({ type: 'png', animations: 'disabled' })
      const png = await sharp(screenshot)
        .flatten({ background: design.colors.cream })
        .png(pngOptions)
        .toBuffer()
      const stamp = JSON.stringify(cardStamp(card, design, html))
      const target = join(dir, path)
      await mkdir(dirname(target), { recursive: true })
      await writeFile(target, withTextChunk(png, stampKeyword, stamp))
      const shape = isWide(width, height) ? 'wide' : 'tall'
      log(`wrote ${target} (${width}×${height}, ${shape}, ${png.length} bytes; ${sizes})`)
    }
  } finally {
    await browser.close()
  }
}
