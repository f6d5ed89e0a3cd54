import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { caseFor, languageCases, languageOfPage, pagePaths } from './languages.ts'
import { waitForHydration } from './wait-for-hydration.ts'

// The one web font's core file (preloaded) must hold every character the headings use: a heading
// with another character makes the browser fetch the rest file too, late and on the slow
// connection's critical path (build/fonts/instance-fonts.ts, ADR 009).

// Every page in every language: the English headings must fit the core file too.
const paths = pagePaths
const homePaths = languageCases.map((lang) => lang.home)
const menuPaths = languageCases.map((lang) => lang.menuPage)

/** Scrolls through the page so that blocks rendered only on approach lay out their text. */
async function renderWholePage(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(30)
  }
  await page.evaluate(() => document.fonts.ready)
}

function recordFontRequests(page: Page): string[] {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
  })
  return fonts
}

for (const path of paths) {
  test(`${path}: the headings need only the preloaded core font file, or no web font at all`, async ({
    page,
  }) => {
    const fonts = recordFontRequests(page)
    await page.goto(path)
    await waitForHydration(page)
    await renderWholePage(page)
    if (homePaths.includes(path)) {
      const { text } = caseFor(languageOfPage(path))
      await page.getByRole('link', { name: text.specialtiesText.menuButton }).click()
      const dialog = page.getByRole('dialog', { name: text.islandText.menuDialog.title })
      await expect(dialog).toBeVisible()
      await page.evaluate(() => document.fonts.ready)
    }

    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
    // A page without islands is one request: no web font at all, its headings in the fallback
    // serif (ADR 020).
    if ((await page.locator('[data-island]').count()) === 0) {
      expect(preloaded).toEqual([])
      expect(fonts).toEqual([])
      const headingFont = await page
        .locator('h1')
        .first()
        .evaluate((heading) => getComputedStyle(heading).fontFamily)
      expect(headingFont).toMatch(/^Georgia,/)
      return
    }
    expect(preloaded).toHaveLength(1)
    expect(preloaded[0]).toMatch(/-core-[\w-]+\.woff2$/)
    expect([...new Set(fonts)]).toEqual(preloaded)
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
    )
    expect(loaded).toContain('Fraunces Variable')
  })
}

// Every font size and weight the first layout shapes is a font strike, which Chromium on Linux
// sets up through synchronous requests to the browser process: half of the first frame's layout
// with ten strikes (ADR 010). Counted at Lighthouse's phone viewport, on what renders on arrival.
const maxFirstLayoutStrikes = 7
/**
 * The menu page shows dishes within its first layout: a dish row adds two strikes no other first
 * view needs, its diet badges and its allergen marks (12 px, semibold and regular).
 */
const maxStrikes = (path: string) =>
  menuPaths.includes(path) ? maxFirstLayoutStrikes + 2 : maxFirstLayoutStrikes

for (const path of paths) {
  test(`${path}: the first layout on a phone uses at most ${maxStrikes(path)} font sizes and weights`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    await page.goto(path)
    const strikes = await page.evaluate(() => {
      const found = new Set<string>()
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement
        if (!node.textContent?.trim() || !element) continue
        if (!element.checkVisibility({ contentVisibilityAuto: true })) continue
        const style = getComputedStyle(element)
        found.add(`${style.fontFamily.split(',')[0]} ${style.fontSize} ${style.fontWeight}`)
      }
      return [...found].sort()
    })
    expect(strikes.length, strikes.join('\n')).toBeLessThanOrEqual(maxStrikes(path))
  })
}
