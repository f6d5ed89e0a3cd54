// The menu dialog of the home page as a dialog (issue 3): opened from the specialties' menu button
// by keyboard and by pointer, at most 56 rem wide on a desktop, its body at most 80 % of a short
// phone's window and scrolling; it holds focus, Escape and its close button close it and focus
// returns; opened by a click it focuses its title; Back closes it and stays, leaving no history
// entry behind; its headings start at h2 and its controls are named; axe finds nothing with it
// open, nor with its allergen panel open and filters on; it runs under the site's CSP. In German.
// What the menu in it does (search, filters, jump bar, print) is the menu's own spec.
import type { Locator, Page } from '@playwright/test'
import { axeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { caseFor } from './languages.ts'
import { recordPolicyProblems } from './policy-problems.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'

const { home, menuPage, text } = caseFor('de')
const { specialtiesText, islandText } = text
const { menuDialog } = islandText

const opener = (page: Page) => page.getByRole('link', { name: specialtiesText.menuButton })
const dialogOf = (page: Page) => page.getByRole('dialog', { name: menuDialog.title })
const focusInDialog = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement))

async function openHome(page: Page) {
  await page.goto(home)
  await waitForIslandsArmed(page)
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('opened by keyboard or pointer it is at most 56 rem wide and holds focus; Escape and its close button close it, focus returns; its headings start at h2; under the CSP', async ({
    page,
  }) => {
    const problems = await recordPolicyProblems(page)
    await openHome(page)
    const button = opener(page)
    // Screen readers hear that the link opens a dialog.
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    await button.focus()
    await page.keyboard.press('Enter')
    const dialog = dialogOf(page)
    await expect(dialog).toBeVisible()
    expect((await dialog.boundingBox())?.width).toBe(56 * 16)
    await expect(dialog.getByRole('heading', { level: 3 }).first()).toBeVisible()
    await expect.poll(() => focusInDialog(dialog)).toBe(true)
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(key)
        await expect
          .poll(() => focusInDialog(dialog), { message: `${key} #${i + 1} left the dialog` })
          .toBe(true)
      }
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()

    // The close button works from the keyboard as well.
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: islandText.close }).focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()

    // By pointer: headings inside start at h2 and skip no level; every control has a name.
    await button.click()
    await expect(dialog).toBeVisible()
    const levels = await dialog.evaluate((element) =>
      [...element.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])),
    )
    expect(levels[0]).toBe(2)
    levels.forEach((level, index) => {
      expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1)
    })
    for (const element of await dialog.locator('button:visible, a[href]:visible').all()) {
      await expect(element).toHaveAccessibleName(/\S/)
    }
    await dialog.getByRole('button', { name: islandText.close }).click()
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
    expect(await problems()).toEqual([])
  })
})

test('opened by a click, focus is on its title; the browser’s Back closes it and stays on the page, the next Back leaves; closed by its button or Escape it leaves no history entry behind', async ({
  page,
}) => {
  // A page before the home page, for Back to leave to.
  await page.goto(menuPage)
  await openHome(page)
  const homeUrl = page.url()
  const button = opener(page)
  const dialog = dialogOf(page)
  // Something of the page, to tell that it is still the page the visitor was on.
  const heading = page.getByRole('heading', { name: specialtiesText.heading })
  await button.click()
  await expect(dialog).toBeVisible()
  // Not the close button, which WebKit rings after a tap (tests/engines/home.spec.ts).
  await expect(dialog.getByRole('heading', { name: menuDialog.title, level: 2 })).toBeFocused()
  await page.goBack()
  await expect(dialog).toBeHidden()
  expect(page.url()).toBe(homeUrl)
  await expect(heading).toBeVisible()
  await expect(button).toBeFocused()

  // Closed by its button or Escape, it takes its history entry back: one Back then leaves the home
  // page as it would have without the dialog. (A click on the backdrop does not close a modal
  // <dialog>, as on the platform: the order modal's cart would go with a stray tap.)
  const closings = {
    'close button': () => dialog.getByRole('button', { name: islandText.close }).click(),
    Escape: () => page.keyboard.press('Escape'),
  }
  for (const [how, close] of Object.entries(closings)) {
    await button.click()
    await expect(dialog).toBeVisible()
    await close()
    await expect(dialog, how).toBeHidden()
    expect(page.url(), how).toBe(homeUrl)
    await expect(button, how).toBeFocused()
  }
  await page.goBack()
  await expect(page).toHaveURL((url) => url.pathname === menuPage)
})

test('axe finds nothing with it open, nor in it with the allergen panel open and filters on', async ({
  page,
}) => {
  // The whole menu is in the dialog: axe needs a while for its contrast checks.
  test.slow()
  await openHome(page)
  await opener(page).click()
  const dialog = dialogOf(page)
  await expect(dialog).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  const { allergenFilter, filters } = menuDialog
  await dialog.getByText(allergenFilter.summary(0)).click()
  const treeNuts = dialog.getByRole('button', { name: allergenFilter.names.H, exact: true })
  await treeNuts.click()
  await dialog.getByRole('button', { name: filters.vegetarian, exact: true }).click()
  await expect(treeNuts).toHaveAttribute('aria-pressed', 'true')
  expect(await axeViolations(page, 'dialog[open]')).toEqual([])
})

test.describe('on a short phone', () => {
  test.use({ viewport: { width: 390, height: 400 } })

  test('its body is at most 80 % of the window high and scrolls', async ({ page }) => {
    await openHome(page)
    await opener(page).click()
    const dialog = dialogOf(page)
    await expect(dialog).toBeVisible()
    const body = await dialog.evaluate((element) => {
      // The body: the element that scrolls vertically under a maximum height.
      const scroller = [...element.querySelectorAll<HTMLElement>('*')].find((node) => {
        const style = getComputedStyle(node)
        return ['auto', 'scroll'].includes(style.overflowY) && style.maxHeight !== 'none'
      })
      if (!scroller) return null
      scroller.scrollTo({ top: 100, behavior: 'instant' })
      return {
        height: scroller.getBoundingClientRect().height,
        scrollHeight: scroller.scrollHeight,
        scrollTop: scroller.scrollTop,
      }
    })
    expect(body).not.toBeNull()
    expect(body?.height).toBeLessThanOrEqual(400 * 0.8 + 0.5)
    expect(body?.scrollHeight).toBeGreaterThan(body?.height ?? Infinity)
    expect(body?.scrollTop).toBeGreaterThan(0)
  })
})
