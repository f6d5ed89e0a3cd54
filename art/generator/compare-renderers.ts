// Renders every art/*.svg in Chromium (Playwright, system browser) and with sharp/librsvg, writes both
// PNGs to the output folder and prints the mean per-channel difference, so a filter or feature that
// one renderer draws differently shows up as a number, not a surprise in production.
// Usage: npx tsx art/generator/compare-renderers.ts [outDir]

import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import sharp from 'sharp'

const artDir = fileURLToPath(new URL('../', import.meta.url))
const outDir = process.argv[2] ?? '/tmp/art-shots'
mkdirSync(outDir, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  for (const file of readdirSync(artDir).filter((f) => f.endsWith('.svg'))) {
    const svg = readFileSync(artDir + file, 'utf8')
    const [, w = '1200', h = '900'] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? []
    const width = Number(w)
    const height = Number(h)
    const page = await browser.newPage({ viewport: { width, height } })
    await page.setContent(`<html><body style="margin:0">${svg}</body></html>`)
    const name = file.replace(/\.svg$/, '')
    const chromePng = `${outDir}/${name}.chromium.png`
    await page.screenshot({ path: chromePng })
    await page.close()
    const a = await sharp(chromePng).removeAlpha().raw().toBuffer()
    const b = await sharp(artDir + file, { density: 96 })
      .resize(width, height)
      .removeAlpha()
      .raw()
      .toBuffer()
    let sum = 0
    for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0))
    console.log(`${file}: mean difference ${(sum / a.length).toFixed(2)} / 255 → ${chromePng}`)
  }
} finally {
  await browser.close()
}
