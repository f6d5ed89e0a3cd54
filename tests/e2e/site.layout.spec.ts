/*
 * What depends on the screen's width, on every page (issue 51): run by the `layout-<width>`
 * projects of playwright.config.ts, one load per route at each width. No page scrolls sideways,
 * every link and button is a 44 × 44 px target, nothing shifts when the web font replaces the
 * fallback faces, the footer closes the page with no band below it, no element's box crosses the
 * screen's edge (issue 52: a clipped table's text was cut while nothing scrolled sideways), the
 * floating order button covers no text or image wherever it shows; at a desktop's 1440 px, axe's WCAG 2.2 AA rules (the page
 * contract scans each page at a phone's width, tests/e2e/page-contract.spec.ts).
 */
import type { Page } from '@playwright/test'
import { axeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { webFontLoaded } from './font-strikes.ts'
import { boxesCrossingTheEdge, coveredByElement } from './geometry.ts'
import { caseFor, languageCases, languageOfPage, pagePaths } from './languages.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'

/** WCAG 2.5.5 (AAA) / Apple and Material guidance: at least 44 × 44 CSS px to tap. */
const minTarget = 44
/** The width at which axe scans every page here: a desktop's. */
const axeWidth = 1440

/**
 * Records the page's layout shifts from its first paint on (a buffered observer), each with what
 * moved, for `layoutShifts`.
 */
async function observeLayoutShifts(page: Page) {
  await page.evaluate(() => {
    const shifts: { value: number; startTime: number; moved: string[] }[] = []
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
        shifts.push({ value: entry.value, startTime: entry.startTime, moved })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/**
 * The layout shifts from the page's first paint on. Every one counts: the first frame waits until
 * the parser has read the first screen (src/lib/first-screen.ts), so a first screen half read,
 * whose boxes move as the rest arrives, is a fault too.
 */
function layoutShifts(page: Page) {
  return page.evaluate(
    () => (window as unknown as { shifts: { moved: string[]; value: number }[] }).shifts,
  )
}

/** How far the page reaches past the window's right edge. */
function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement
    return Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth
  })
}

/**
 * Every visible link and button on the page, with the size of what a finger can hit: the element's
 * box united with its children's (an inline link's box is only its text line). Measured in one
 * call in the page: one round trip per control took most of the time.
 */
function targets(page: Page) {
  return page
    .locator('body')
    .locator('a:visible, button:visible')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const rects = [element, ...element.querySelectorAll('*')].map((node) =>
          node.getBoundingClientRect(),
        )
        const left = Math.min(...rects.map((rect) => rect.left))
        const right = Math.max(...rects.map((rect) => rect.right))
        const top = Math.min(...rects.map((rect) => rect.top))
        const bottom = Math.max(...rects.map((rect) => rect.bottom))
        const name = element.getAttribute('aria-label') ?? (element as HTMLElement).innerText
        // WCAG 2.5.8's exception: a link inside a sentence is as high as the line it sits in.
        const parentText = (element.parentElement as HTMLElement | null)?.innerText.trim() ?? ''
        const inSentence =
          getComputedStyle(element).display === 'inline' &&
          parentText !== (element as HTMLElement).innerText.trim()
        return {
          inSentence,
          name: name.trim(),
          width: Math.round(right - left),
          height: Math.round(bottom - top),
        }
      }),
    )
}

const homePaths = languageCases.map((lang) => lang.home)
/** The floating order button's link, for the in-page geometry check. */
const floatingButtonSelector = '[data-island="floating-order-button"] a'

/**
 * Past 1440 px every rule of the stylesheet is the same and the content keeps its width; what a
 * full-HD screen adds is room below a short page. There, the pages that may be shorter than the
 * screen: the not-found pages, and the home pages with the floating button's check.
 */
const fullHdWidth = 1920
const fullHdPaths = [...homePaths, ...languageCases.map((lang) => lang.unknown)]

for (const path of pagePaths) {
  test(`${path} fits the screen: no sideways scrolling, 44 px targets, no shift from the web font, the footer at the bottom`, async ({
    page,
  }) => {
    const { width, height } = page.viewportSize()!
    test.skip(
      width >= fullHdWidth && !fullHdPaths.includes(path),
      'at a full-HD width only the pages that may end above the screen',
    )
    // The menu page shows all its dishes at once: axe takes 11–17 s there on the CI machine.
    test.slow(width === axeWidth && languageCases.some((lang) => lang.menuPage === path))
    await page.goto(path)
    await observeLayoutShifts(page)
    await waitForIslandsArmed(page)

    // The fallback faces take the room Fraunces takes (builder/fonts/fallback-faces.ts): when the
    // web font replaces them after the first paint, nothing on the first screen moves. Pages
    // without islands get no web font (ADR 020).
    const hasIslands = (await page.locator('[data-island]').count()) > 0
    if (hasIslands) {
      await page.waitForFunction(webFontLoaded)
      // Two frames after the swap.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      )
      const shifts = await layoutShifts(page)
      const total = shifts.reduce((sum, { value }) => sum + value, 0)
      expect.soft(total, shifts.flatMap(({ moved }) => moved).join('\n')).toBeLessThan(0.001)
    }

    expect.soft(await horizontalOverflow(page), 'sideways overflow').toBeLessThanOrEqual(0)
    // Nothing cut at the edge either: come by every part once, so that the sections laid out on
    // approach (render-on-approach) have their own boxes, not estimates.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y)
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
      }
      scrollTo(0, 0)
    })
    expect.soft(await page.evaluate(boxesCrossingTheEdge), 'boxes crossing the edge').toEqual([])

    // The footer closes the page: on a page shorter than the screen it sits at the bottom, with no
    // band of page background below it.
    const { footerBottom, pageHeight } = await page.evaluate(() => ({
      footerBottom: document.querySelector('footer')!.getBoundingClientRect().bottom + scrollY,
      pageHeight: document.documentElement.scrollHeight,
    }))
    expect.soft(Math.abs(footerBottom - pageHeight), 'band below the footer').toBeLessThan(1)
    if (path === caseFor('de').unknown && width >= fullHdWidth) {
      // The German 404 page's content ends about 150 px above the bottom of a 1920 × 1080 screen:
      // this is the page shorter than the screen.
      expect.soft(pageHeight).toBe(height)
    }

    // The skip link shows only when focused; measure it that way.
    await page.keyboard.press('Tab')
    const found = await targets(page)
    expect.soft(found.length).toBeGreaterThan(3)
    const small = found.filter(
      (target) => !target.inSentence && (target.width < minTarget || target.height < minTarget),
    )
    expect.soft(small, 'targets smaller than 44 × 44 px').toEqual([])

    if (width === axeWidth) expect.soft(await axeViolations(page), 'axe').toEqual([])

    if (homePaths.includes(path)) {
      // Past 80 % of the window height the floating order button shows, docked in the sticky
      // header's band: at every sampled position down to the page's end it covers no text or image.
      const { text } = caseFor(languageOfPage(path))
      const button = page.getByRole('link', {
        name: text.islandText.order.floatingButton,
        exact: true,
      })
      const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)
      for (let step = 0; step <= 8; step++) {
        const y = Math.round(height * 0.85 + ((end - height * 0.85) * step) / 8)
        await page.evaluate((top) => window.scrollTo(0, top), y)
        await expect(button).toBeVisible()
        const covered = await page.evaluate(coveredByElement, floatingButtonSelector)
        expect.soft(covered, `covered by the floating button at ${y} px`).toEqual([])
      }
      const box = (await button.boundingBox())!
      const header = (await page.getByRole('banner').boundingBox())!
      expect.soft(box.y, 'in the header’s band').toBeGreaterThanOrEqual(header.y)
      expect.soft(box.y + box.height).toBeLessThanOrEqual(header.y + header.height)
      expect.soft(box.x + box.width).toBeLessThanOrEqual(width)
    }
  })
}
