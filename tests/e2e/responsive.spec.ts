import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { languageCases, pagePaths } from './languages.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'

const widths = [320, 390, 768, 1024, 1440, 1920] as const
const paths = pagePaths

/** WCAG 2.5.5 (AAA) / Apple and Material guidance: at least 44 × 44 CSS px to tap. */
const minTarget = 44

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement
    return Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth
  })
}

/**
 * Every visible link and button on the page, with the size of what a finger can hit: the element's
 * box united with its children's (an inline link's box is only its text line). Measured in one
 * call in the page: one round trip per control took most of this test's time.
 */
async function targets(page: Page) {
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

for (const width of widths) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: width < 768 ? 800 : 900 } })

    test('no page scrolls sideways', async ({ page }) => {
      for (const path of paths) {
        await page.goto(path)
        await waitForIslandsArmed(page)
        expect(
          await horizontalOverflow(page),
          `${path} overflows at ${width} px`,
        ).toBeLessThanOrEqual(0)
      }
    })

    test('every link and button on every page is at least 44 px in both directions', async ({
      page,
    }) => {
      for (const path of paths) {
        await page.goto(path)
        await waitForIslandsArmed(page)
        // The skip link shows only when focused; measure it that way.
        await page.keyboard.press('Tab')
        const found = await targets(page)
        expect(found.length, path).toBeGreaterThan(3)
        const small = found.filter(
          (target) => !target.inSentence && (target.width < minTarget || target.height < minTarget),
        )
        expect(small, `${path}: targets smaller than 44 × 44 px`).toEqual([])
      }
    })

    for (const { home, text } of languageCases) {
      test(`${home}: the floating order button is not covered and covers nothing of the header`, async ({
        page,
      }) => {
        await page.goto(home)
        await waitForIslandsArmed(page)
        await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5))
        const button = page.getByRole('link', {
          name: text.islandText.order.floatingButton,
          exact: true,
        })
        await expect(button).toBeVisible()
        const box = (await button.boundingBox())!
        const header = (await page.getByRole('banner').boundingBox())!
        expect(box.y, 'floating button below the sticky header').toBeGreaterThanOrEqual(
          header.y + header.height,
        )
        expect(box.x + box.width).toBeLessThanOrEqual(width)
        // The topmost element at the button's centre is the button (or its text).
        const onTop = await button.evaluate((element) => {
          const rect = element.getBoundingClientRect()
          const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2)
          return hit !== null && element.contains(hit)
        })
        expect(onTop).toBe(true)
      })
    }
  })
}

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  for (const { home, text } of languageCases) {
    test(`${home}: transitions and smooth scrolling are switched off`, async ({ page }) => {
      await page.goto(home)
      await waitForIslandsArmed(page)
      // Still hidden at the top of the page: its fade-in transition is what is checked.
      const button = page.getByRole('link', {
        name: text.islandText.order.floatingButton,
        exact: true,
        includeHidden: true,
      })
      const duration = await button.evaluate(
        (element) => getComputedStyle(element).transitionDuration,
      )
      expect(Number.parseFloat(duration)).toBeLessThan(0.001)
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      ).toBe('auto')
    })
  }
})

test('keyboard focus is visible: a 3 px outline', async ({ page }) => {
  await page.goto('/')
  await waitForIslandsArmed(page)
  await page.keyboard.press('Tab')
  const focused = page.locator(':focus')
  await expect(focused).toHaveCount(1)
  const outline = await focused.evaluate((element) => {
    const style = getComputedStyle(element)
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) }
  })
  expect(outline.style).not.toBe('none')
  expect(outline.width).toBeGreaterThanOrEqual(3)
})
