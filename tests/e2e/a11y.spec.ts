// Axe's WCAG 2.2 AA rules on the home page's states: scrolled past the hero, the map loaded, each
// dialog open (the menu dialog with its filters on). Every page as it loads is scanned by
// tests/e2e/page-contract.spec.ts (on a phone) and tests/e2e/site.layout.spec.ts (on a desktop).
import type { Page } from '@playwright/test'
import { axeViolations as violations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { type LanguageCase, languageCases } from './languages.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'

/** The home page, hydrated, with one of its dialogs opened from its link. */
async function openDialog(page: Page, lang: LanguageCase, opener: string, title: string) {
  await page.goto(lang.home)
  await waitForIslandsArmed(page)
  await page.getByRole('link', { name: opener, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  return dialog
}

const openMenu = (page: Page, lang: LanguageCase) =>
  openDialog(
    page,
    lang,
    lang.text.specialtiesText.menuButton,
    lang.text.islandText.menuDialog.title,
  )
const openOrderModal = (page: Page, lang: LanguageCase) =>
  openDialog(page, lang, lang.text.heroText.orderButton, lang.text.islandText.order.modalTitle)

for (const lang of languageCases) {
  const { home, text } = lang
  const { islandText } = text

  test.describe(`${home}`, () => {
    test('the home page scrolled past the hero (floating order button shown) has no violations', async ({
      page,
    }) => {
      await page.goto(home)
      await waitForIslandsArmed(page)
      await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5))
      await expect(
        page.getByRole('link', { name: islandText.order.floatingButton, exact: true }),
      ).toBeVisible()
      expect(await violations(page)).toEqual([])
    })

    test('the home page with the map loaded has no violations', async ({ page }) => {
      await page.goto(home)
      await waitForIslandsArmed(page)
      await page.getByRole('button', { name: islandText.map.preview.loadButton }).click()
      await expect(page.locator('iframe[src*="openstreetmap.org"]')).toBeVisible()
      expect(await violations(page)).toEqual([])
    })

    test('the menu dialog open has no violations', async ({ page }) => {
      // The whole menu is in the dialog: axe needs a while for its contrast checks.
      test.slow()
      await openMenu(page, lang)
      expect(await violations(page)).toEqual([])
    })

    test('the order modal open has no violations', async ({ page }) => {
      const dialog = await openOrderModal(page, lang)
      await expect(dialog.locator(`iframe[title="${islandText.order.frameTitle}"]`)).toBeAttached()
      expect(await violations(page, 'dialog[open]')).toEqual([])
      expect(await violations(page)).toEqual([])
    })

    test('the menu dialog with the allergen panel open and filters on has no violations', async ({
      page,
    }) => {
      test.slow()
      const { allergenFilter, filters } = islandText.menuDialog
      const dialog = await openMenu(page, lang)
      await dialog.getByText(allergenFilter.summary(0)).click()
      const treeNuts = dialog.getByRole('button', { name: allergenFilter.names.H, exact: true })
      await treeNuts.click()
      await dialog.getByRole('button', { name: filters.vegetarian, exact: true }).click()
      await expect(treeNuts).toHaveAttribute('aria-pressed', 'true')
      expect(await violations(page, 'dialog[open]')).toEqual([])
    })
  })
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const lang of languageCases) {
    test(`${lang.home}: the order modal open has no violations`, async ({ page }) => {
      await openOrderModal(page, lang)
      expect(await violations(page, 'dialog[open]')).toEqual([])
    })
  }
})
