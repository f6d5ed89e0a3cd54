import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { caseFor, languageCases, languageOfPage, pagePaths } from './languages.ts'
import { scrollThroughPage } from './scroll-through-page.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'
import { href } from '#src/lib/routes.ts'

// The one web font's core file (preloaded) must hold every character the headings use: a heading
// with another character makes the browser fetch the rest file too, late and on the slow
// connection's critical path (builder/fonts/instance-fonts.ts, ADR 009).

// Every page in every language: the English headings must fit the core file too.
const paths = pagePaths
const homePaths = languageCases.map((lang) => lang.home)
const menuPaths = languageCases.map((lang) => lang.menuPage)

/** Scrolls through the page so that blocks rendered only on approach lay out their text. */
async function renderWholePage(page: Page) {
  await scrollThroughPage(page)
  await page.evaluate(() => document.fonts.ready)
}

function recordFontRequests(page: Page): string[] {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
  })
  return fonts
}

/** Whether the page's web font (Fraunces) has loaded. */
const webFontLoaded = () =>
  [...document.fonts].some(
    (face) => face.family === 'Fraunces Variable' && face.status === 'loaded',
  )

for (const path of paths) {
  test(`${path}: the first frame needs no web font; later the headings need only its core file, or none`, async ({
    page,
  }) => {
    const fonts = recordFontRequests(page)
    await page.goto(path)
    // Nothing preloaded: the first frame sets the headings in the fallback faces (ADR 029).
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0)
    const headingFont = () =>
      page
        .locator('h1')
        .first()
        .evaluate((heading) => getComputedStyle(heading).fontFamily)
    expect(await headingFont()).toMatch(
      /^"Fraunces Variable", "Fraunces Variable fallback: Georgia"/,
    )
    await waitForIslandsArmed(page)
    await renderWholePage(page)
    // A page without islands is one request: no web font at all, its headings in the fallback
    // faces (ADR 020).
    if ((await page.locator('[data-island]').count()) === 0) {
      expect(fonts).toEqual([])
      expect(await page.evaluate(webFontLoaded)).toBe(false)
      return
    }
    // A page with islands gets it with the rest of its stylesheet, after the first paint.
    await page.waitForFunction(webFontLoaded)
    if (homePaths.includes(path)) {
      const { text } = caseFor(languageOfPage(path))
      await page.getByRole('link', { name: text.specialtiesText.menuButton }).click()
      const dialog = page.getByRole('dialog', { name: text.islandText.menuDialog.title })
      await expect(dialog).toBeVisible()
    }
    await page.evaluate(() => document.fonts.ready)
    expect([...new Set(fonts)]).toHaveLength(1)
    expect(fonts[0]).toMatch(/\/assets\/fraunces-latin-600-core-[\w-]+\.woff2$/)
  })
}

// The fallback faces take the room Fraunces takes (builder/fonts/fallback-faces.ts): when the web
// font replaces them after the first paint, nothing on the first screen moves.
for (const [path, viewport] of [
  ['/', { width: 412, height: 823 }],
  ['/', { width: 1440, height: 900 }],
  ['/en/', { width: 412, height: 823 }],
  ['/speisekarte', { width: 412, height: 823 }],
  ['/bestellen', { width: 1440, height: 900 }],
] as const) {
  test.describe(`${path} at ${viewport.width} px`, () => {
    // The page opens at this size: no layout at another size first.
    test.use({ viewport })
    test('nothing shifts when the web font replaces the fallback faces', async ({ page }) => {
      await page.goto(path)
      await page.evaluate(() => {
        const shifts: { value: number; moved: string[] }[] = []
        Object.assign(window, { shifts })
        const describe = (node: Node | null) =>
          node instanceof Element
            ? `<${node.localName}${node.id ? `#${node.id}` : ''} class="${node.className}">${node.textContent?.trim().slice(0, 40)}`
            : String(node?.nodeName)
        new PerformanceObserver((list) => {
          type Shift = PerformanceEntry & {
            value: number
            sources: {
              node: Node | null
              previousRect: DOMRectReadOnly
              currentRect: DOMRectReadOnly
            }[]
          }
          for (const entry of list.getEntries() as Shift[]) {
            const moved = entry.sources.map(
              ({ node, previousRect: from, currentRect: to }) =>
                `${describe(node)} at ${Math.round(entry.startTime)} ms: ${Math.round(from.y)}+${Math.round(from.height)} → ${Math.round(to.y)}+${Math.round(to.height)}`,
            )
            shifts.push({ value: entry.value, moved })
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.waitForFunction(webFontLoaded)
      // Two frames after the swap.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      )
      const shifts = await page.evaluate(
        () => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts,
      )
      const total = shifts.reduce((sum, { value }) => sum + value, 0)
      expect(total, shifts.flatMap(({ moved }) => moved).join('\n')).toBeLessThan(0.001)
    })
  })
}

// Every font size and weight the first layout shapes is a font strike, which Chromium on Linux
// sets up through synchronous requests to the browser process: half of the first frame's layout
// with ten strikes (ADR 010). Counted at Lighthouse's phone viewport, on what renders on arrival.
const maxFirstLayoutStrikes = 7
/**
 * The menu page and the Mittagstisch page show dishes within their first layout: a dish row adds
 * two strikes no other first view needs, its diet badges and its allergen marks (12 px, semibold
 * and regular).
 */
const dishPaths = [...menuPaths, ...languageCases.map((lang) => href('lunch-page', lang.language))]
const maxStrikes = (path: string) =>
  dishPaths.includes(path) ? maxFirstLayoutStrikes + 2 : maxFirstLayoutStrikes

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
