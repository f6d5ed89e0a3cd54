// The floating „Jetzt Bestellen“ button of the home page (issue 3): hidden until the visitor has
// scrolled past 80 % of the window height, then top right, docked in the sticky header's band
// (issue 52: it covered prices and text when it floated under the header), without moving anything; it opens the order modal, steps aside while the modal is open and takes focus back
// when it closes, by pointer and by keyboard; axe with it shown. On a phone, where it matters most;
// its place is checked on a desktop too. The order modal itself: order-modal.spec.ts.
import type { Page } from '@playwright/test'
import { axeViolations } from './axe.ts'
import { coveredByElement } from './geometry.ts'
import { expect, test } from './fixtures.ts'
import { caseFor } from './languages.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'

const { home, text } = caseFor('de')
const { islandText, specialtiesText } = text
const orderText = islandText.order

test.use({ viewport: { width: 390, height: 844 } })

/** The button's element, for the in-page geometry check. */
const floatingSelector = '[data-island="floating-order-button"] a'
const floating = (page: Page) => page.getByRole('link', { name: orderText.floatingButton })
const modal = (page: Page) => page.getByRole('dialog', { name: orderText.modalTitle })

/**
 * A click where the button shows, as a finger does. Playwright's own click first scrolls its
 * target "into view", which for a sticky header's element means back to the top of the page,
 * where the button is hidden.
 */
async function tap(page: Page) {
  await expect(floating(page)).toBeVisible()
  const box = (await floating(page).boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

const scrollToFraction = (page: Page, fraction: number) =>
  page.evaluate((f) => window.scrollTo(0, Math.round(window.innerHeight * f)), fraction)

/**
 * The button shows at the top right, in the sticky header's band (left of the main links where the
 * band has them, from 768 px, else of the language link), at least 44 px high; on a phone the logo
 * keeps its mark and the button covers nothing of the header.
 */
async function expectTopRightInTheHeader(page: Page) {
  // Where it comes to rest: measured while it slides in, its box is 43.999998 px high.
  await floating(page).evaluate((link) =>
    Promise.all(link.getAnimations().map((animation) => animation.finished)),
  )
  const box = await floating(page).boundingBox()
  const viewport = page.viewportSize()
  const header = await page.getByRole('banner').boundingBox()
  const banner = page.getByRole('banner')
  const mainLinks = banner.getByRole('navigation')
  const neighbour = await (
    (await mainLinks.isVisible()) ? mainLinks : banner.getByRole('link', { name: 'English' })
  ).boundingBox()
  expect(box && header && viewport && neighbour).toBeTruthy()
  if (!box || !header || !viewport || !neighbour) return
  expect(box.y).toBeGreaterThanOrEqual(header.y)
  expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height)
  expect(box.x + box.width).toBeLessThanOrEqual(neighbour.x)
  expect(neighbour.x - (box.x + box.width)).toBeLessThanOrEqual(24)
  expect(box.height).toBeGreaterThanOrEqual(44)
  expect(await page.evaluate(coveredByElement, floatingSelector)).toEqual([])
}

test('is hidden at 70 % of the window height and shown at 90 %, top right in the header’s band, on a phone and a desktop; axe finds nothing then', async ({
  page,
}) => {
  await page.goto(home)
  await waitForIslandsArmed(page)
  await expect(floating(page)).toBeHidden()
  await scrollToFraction(page, 0.7)
  await page.waitForTimeout(200)
  await expect(floating(page)).toBeHidden()
  await scrollToFraction(page, 0.9)
  await expect(floating(page)).toBeVisible()
  await expectTopRightInTheHeader(page)
  expect(await axeViolations(page)).toEqual([])
  await scrollToFraction(page, 0.7)
  await expect(floating(page)).toBeHidden()

  await page.setViewportSize({ width: 1440, height: 900 })
  await scrollToFraction(page, 0.7)
  await page.waitForTimeout(200)
  await expect(floating(page)).toBeHidden()
  await scrollToFraction(page, 0.9)
  await expect(floating(page)).toBeVisible()
  await expectTopRightInTheHeader(page)
})

test('causes no layout shift: out of the header’s flow, and the page keeps its height', async ({
  page,
}) => {
  await page.goto(home)
  await waitForIslandsArmed(page)
  await expect(
    page.getByRole('link', { name: orderText.floatingButton, includeHidden: true }),
  ).toHaveCSS('position', 'absolute')
  // The sections near 0.9 × the viewport are laid out on approach (render-on-approach): come by
  // once, so their own heights replace the estimates before anything is measured.
  await scrollToFraction(page, 0.9)
  await expect(floating(page)).toBeVisible()
  await scrollToFraction(page, 0.7)
  await expect(floating(page)).toBeHidden()
  const layout = () =>
    page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
      return document.documentElement.scrollHeight
    })
  const heading = page.getByRole('heading', { name: specialtiesText.heading })
  const headingTop = () => heading.evaluate((el) => el.getBoundingClientRect().top + scrollY)
  const before = { height: await layout(), headingTop: await headingTop() }
  await scrollToFraction(page, 0.9)
  await expect(floating(page)).toBeVisible()
  expect({ height: await layout(), headingTop: await headingTop() }).toEqual(before)
})

test('opens the order modal, steps aside while it is open and takes focus back after, by pointer and by keyboard', async ({
  page,
}) => {
  await page.goto(home)
  await waitForIslandsArmed(page)
  await scrollToFraction(page, 0.9)
  await tap(page)
  await expect(modal(page)).toBeVisible()
  await expect(floating(page)).toBeHidden()
  await modal(page).getByRole('button', { name: islandText.close }).click()
  await expect(modal(page)).toBeHidden()
  await expect(floating(page)).toBeVisible()
  await expect(floating(page)).toBeFocused()

  // By keyboard, further down the page.
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5))
  await expect(floating(page)).toBeVisible()
  await floating(page).focus()
  await page.keyboard.press('Enter')
  await expect(modal(page)).toBeVisible()
  await expect(floating(page)).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await expect(floating(page)).toBeVisible()
  // The button shows again in its own island, and focus follows it.
  await expect(floating(page)).toBeFocused()

  // Escape at once after a tap: the browser closes the dialog itself (Chrome's cancel event is
  // uncancelable before the visitor interacts with the dialog).
  await tap(page)
  await expect(modal(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await expect(floating(page)).toBeFocused()
})
