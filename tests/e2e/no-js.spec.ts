import { expect, test } from './fixtures.ts'
import { languageCases } from './languages.ts'

// Progressive enhancement on the home page: without JavaScript its order buttons, its map and its
// menu still work, in every language. That every page's text shows and every link works without
// JavaScript, and that no order button skips our ordering page, is in
// tests/e2e/page-contract.spec.ts.
test.use({ javaScriptEnabled: false })

/** The words of an order button, written out: no button may need JavaScript to order. */
const orderWords = { de: /bestellen/i, en: /\border\b/i } as const

for (const lang of languageCases) {
  const { home, text, site } = lang
  const { heroText, specialtiesText, islandText } = text

  test.describe(`${home}`, () => {
    test('without JavaScript the order buttons are links to our ordering page, which they open', async ({
      page,
    }) => {
      await page.goto(home)
      await expect(page.getByRole('link', { name: heroText.orderButton })).toHaveAttribute(
        'href',
        lang.orderPage,
      )
      // Every control that offers to order is such a link, never a button that needs JavaScript.
      await expect(page.getByRole('button', { name: orderWords[lang.language] })).toHaveCount(0)
      await page.getByRole('link', { name: heroText.orderButton }).click()
      await expect(page).toHaveURL(lang.orderPage)
      await expect(page.locator('h1')).toHaveText(text.pageMeta.order.heading)
    })

    test('without JavaScript the map box links to the map on openstreetmap.org instead of loading it', async ({
      page,
    }) => {
      await page.goto(home)
      await expect(page.locator('iframe')).toHaveCount(0)
      await expect(
        page.getByRole('button', { name: islandText.map.preview.loadButton }),
      ).toBeHidden()
      const link = page.getByRole('link', { name: islandText.map.preview.openOnOsm })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute(
        'href',
        'https://www.openstreetmap.org/?mlat=49.487&mlon=7.748#map=17/49.487/7.748',
      )
    })

    test('without JavaScript the menu can still be read', async ({ page }) => {
      await page.goto(home)
      const name = specialtiesText.menuButton
      const opener = page.getByRole('link', { name }).or(page.getByRole('button', { name }))
      await expect(opener).toBeVisible()
      await opener.click()
      // Whatever the opener does without JavaScript (a link to the menu, say), every category of
      // the menu must now be on screen or reachable by scrolling.
      for (const category of site.menu) {
        const heading = page.getByRole('heading', { name: category.title.text, exact: true })
        await heading.scrollIntoViewIfNeeded()
        await expect(heading).toBeVisible()
      }
    })
  })
}

test('without JavaScript /en/ reads in English: order button, map link, menu button', async ({
  page,
}) => {
  await page.goto('/en/')
  await expect(page.getByRole('link', { name: 'Order online now' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View the map on OpenStreetMap' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View the menu' })).toBeVisible()
})
