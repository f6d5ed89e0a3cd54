// Visual regression: screenshots compared with the committed baselines in
// visual.spec.ts-snapshots/, rendered with the tests' own fonts (tests/fonts/test-fonts.ts) on any
// machine, of the German home page (top, sections, footer, order modal, menu dialog) and a legal
// page, on a phone and a desktop. After an intended visual change, regenerate them with
//   npx playwright test tests/e2e/visual.spec.ts --update-snapshots=all
// (the suites build their own site, tests/site/suite-site.ts) and look at every changed image
// before committing it.
import type { Locator, Page } from '@playwright/test'
import { uiTexts } from '#src/i18n/index.ts'
import { expect, test } from './fixtures.ts'
import { scrollThroughPage } from './scroll-through-page.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'

// The baselines are of the German pages.
const { heroText, specialtiesText, islandText } = uiTexts.de
const { anchors: sectionIds, order: orderText } = islandText

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const

const screenshotOptions = {
  maxDiffPixelRatio: 0.002,
  animations: 'disabled',
  caret: 'hide',
  // Two matching shots in a row: 5 s ran out once on the two cores under load.
  timeout: 15_000,
} as const

/**
 * Loads a route in a settled state, at the suite's instant (tests/e2e/fixtures.ts: a Thursday at
 * 11:30 in Otterbach, an announcement running, lunch on; the live parts are masked anyway): every island hydrated that hydrates without the visitor's
 * pointer (those waiting for one look the same before: closed dialogs, the menu's toolbar), fonts
 * in, every image (lazy ones too) decoded.
 */
async function settle(page: Page, path: string) {
  await page.goto(path)
  await waitForIslandsArmed(page)
  // Islands that hydrate on approach (the open-now status, the map's sketch) show more once
  // hydrated: bring each into view in turn, as a visitor scrolls, and wait for it, so that no
  // screenshot races it; scrolling hydrates the floating order button too.
  for (const island of await page.locator('[data-island][data-when="visible"]').all()) {
    await island.evaluate((element) => element.firstElementChild?.scrollIntoView())
    await expect(island).toHaveAttribute('data-hydrated', '')
  }
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-island]:not([data-when="intent"])')].every(
      (island) => island.dataset.hydrated !== undefined,
    ),
  )
  // Blocks laid out on approach (render-on-approach) keep the size they last had on screen: pass
  // each once, after the browser corrected the dated parts (the Mittagstisch's weeks shown by the
  // clock's day), so that none changes its height under a later screenshot.
  await scrollThroughPage(page)
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager'
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)))
    await document.fonts.ready
  })
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true)
}

/**
 * The sticky header and the floating order button sit over whatever section is scrolled under
 * them, and where that is depends on how the screenshot scrolled: section shots leave them out.
 */
async function hideFixedParts(page: Page) {
  // By DOM, not by role: the floating button is out of the accessibility tree while hidden.
  await page.evaluate((floatingText) => {
    const floating = [...document.querySelectorAll('a')].filter(
      (link) => link.textContent?.trim() === floatingText,
    )
    for (const element of [document.querySelector('header'), ...floating]) {
      if (element instanceof HTMLElement) element.style.visibility = 'hidden'
    }
  }, orderText.floatingButton)
}

/** Scrolls to the top and waits until the page has painted there. */
async function scrollToTop(page: Page) {
  await page.evaluate(async () => {
    window.scrollTo(0, 0)
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
}

/** Undoes hideFixedParts. */
async function showFixedParts(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('header, a')) {
      element.style.visibility = ''
    }
  })
}

/** Parts that change with the clock or the scroll position. */
function volatile(page: Page): Locator[] {
  return [
    page.getByTestId('opening-status'),
    page.locator('tr[aria-current="date"]'),
    page.getByRole('link', { name: orderText.floatingButton, exact: true }),
  ]
}

for (const viewport of viewports) {
  test.describe(`${viewport.name} (${viewport.width} px)`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      reducedMotion: 'reduce',
    })

    test('home page: header and hero, its sections, footer, order modal and menu dialog', async ({
      page,
    }) => {
      await settle(page, '/')
      await expect.soft(page).toHaveScreenshot(`${viewport.name}-home-top.png`, {
        ...screenshotOptions,
        mask: volatile(page),
      })

      await hideFixedParts(page)
      for (const section of ['specialties', 'about', 'visit'] as const) {
        // Each shot from the top of the page, as from a fresh load: an element shot scrolls the
        // page, and masks placed while it scrolls from the last shot's place can land off their
        // elements.
        await scrollToTop(page)
        await expect
          .soft(page.locator(`#${sectionIds[section]}`))
          .toHaveScreenshot(`${viewport.name}-home-${section}.png`, {
            ...screenshotOptions,
            mask: volatile(page),
          })
      }
      await scrollToTop(page)
      await expect
        .soft(page.getByRole('contentinfo'))
        .toHaveScreenshot(`${viewport.name}-home-footer.png`, {
          ...screenshotOptions,
          mask: volatile(page),
        })
      await showFixedParts(page)

      // The dialogs over the top of the page, as a visitor opens them from the hero and below it.
      await scrollToTop(page)
      await page.getByRole('link', { name: heroText.orderButton }).click()
      const dialog = page.getByRole('dialog', { name: orderText.modalTitle })
      await expect(dialog.getByRole('status')).toBeHidden()
      await expect(
        page.frameLocator(`iframe[title="${orderText.frameTitle}"]`).getByRole('heading'),
      ).toBeVisible()
      await expect
        .soft(page)
        .toHaveScreenshot(`${viewport.name}-order-modal.png`, screenshotOptions)
      await dialog.getByRole('button', { name: islandText.close }).click()
      await expect(dialog).toBeHidden()

      await scrollToTop(page)
      await page.getByRole('link', { name: specialtiesText.menuButton }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await page.evaluate(() => document.fonts.ready)
      await expect
        .soft(page)
        .toHaveScreenshot(`${viewport.name}-menu-dialog.png`, screenshotOptions)
    })

    test('legal page (Impressum)', async ({ page }) => {
      await settle(page, '/impressum')
      await expect(page).toHaveScreenshot(`${viewport.name}-impressum.png`, {
        ...screenshotOptions,
        fullPage: true,
      })
    })
  })
}
