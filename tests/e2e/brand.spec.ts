// One brand on every page (issue 52): the logo is the same whether or not the web font has come —
// its wordmark is drawn from the font's outlines at build time (builder/fonts/wordmark.ts, ADR
// 044) — on every page, those with islands, which load the web font after their first paint, and
// those without, which never do. At a desktop's width, where the header always shows the whole
// logo; the logo is the same drawing at every width and in both languages, so once per page.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { restStylesheetFiles } from '../../builder/outputs.ts'
import { clientOutDir } from '../../builder/paths.ts'
import { expect, test } from './fixtures.ts'
import { webFontLoaded } from './font-strikes.ts'
import { caseFor, onePathPerPage } from './languages.ts'
import { waitForLateWork } from './wait-for-hydration.ts'

const { restaurant } = caseFor('de').site

test.use({ viewport: { width: 1440, height: 900 } })

/** The web font's core file as the rest of the stylesheet declares it (src/fonts/fonts.css). */
function coreFace(): { src: string; unicodeRange: string } {
  const file = restStylesheetFiles.otherFirstFrame
  const css = readFileSync(join(clientOutDir, file), 'utf8')
  const rule = /@font-face\s*\{[^}]*fraunces-latin-600-core-[^}]*\}/.exec(css)?.[0] ?? ''
  const src = /src:\s*([^;}]+)/.exec(rule)?.[1]
  const unicodeRange = /unicode-range:\s*([^;}]+)/.exec(rule)?.[1]
  if (!src || !unicodeRange) throw new Error(`no core file of the web font in ${file}`)
  return { src, unicodeRange }
}

/**
 * Runs in the page: gives it the web font after all, as a face of its family, and resolves with
 * the face's status once the page has laid out with it.
 */
async function addWebFont({ src, unicodeRange }: ReturnType<typeof coreFace>) {
  const face = new FontFace('Fraunces Variable', src, { weight: '600', unicodeRange })
  document.fonts.add(await face.load())
  await document.fonts.ready
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  return face.status
}

const logo = (page: Page, landmark: 'banner' | 'contentinfo') =>
  page.getByRole(landmark).getByRole('img', { name: restaurant.name })

/**
 * The page's h1, the header's logo and the footer's logo, as pictures. The footer is pinned to
 * the top of the screen for its picture: down the page, its place depends on how the headings
 * above it wrap in either face, and a logo drawn a fraction of a pixel lower is other pixels,
 * not another logo.
 */
async function shots(page: Page): Promise<[Buffer, Buffer, Buffer]> {
  await page.evaluate(() => window.scrollTo(0, 0))
  const h1 = await page.locator('h1').first().screenshot()
  const header = await logo(page, 'banner').screenshot()
  await page.evaluate(() => {
    const { style } = document.querySelector('footer')!
    Object.assign(style, { position: 'fixed', top: '0', left: '0', right: '0', zIndex: '99' })
  })
  const footer = await logo(page, 'contentinfo').screenshot()
  await page.evaluate(() => document.querySelector('footer')!.removeAttribute('style'))
  return [h1, header, footer]
}

for (const path of onePathPerPage) {
  test(`${path}: the logo is the same with the web font and without it`, async ({ page }) => {
    // A page with islands asks for the web font once its boot script has linked the rest of the
    // stylesheet, and is refused; a page without never asks.
    await page.route(/\.woff2$/, (route) => route.abort())
    await page.goto(path)
    await waitForLateWork(page)
    expect(await page.evaluate(webFontLoaded), 'the web font in').toBe(false)
    const [h1, header, footer] = await shots(page)

    await page.unrouteAll()
    expect(await page.evaluate(addWebFont, coreFace()), 'the web font in').toBe('loaded')
    const [h1WithFont, headerWithFont, footerWithFont] = await shots(page)

    // The headings did change face: the comparison would see a logo set in the web font.
    expect(h1WithFont.equals(h1), 'the h1 changed with the web font').toBe(false)
    expect(headerWithFont.equals(header), 'the header’s logo is the same').toBe(true)
    expect(footerWithFont.equals(footer), 'the footer’s logo is the same').toBe(true)
  })
}
