import type { Page } from '@playwright/test'
import { menuDialogText, menuListText } from '../../src/content/menu-labels.ts'
import { formatEuro } from '../../src/lib/format-price.ts'
import { expect, test } from './fixtures.ts'
import { waitForHydration } from './wait-for-hydration.ts'
import { loadSite } from '../../src/content/load-site.ts'

const { menu } = loadSite()

const items = menu.flatMap((category) => category.items)
const total = items.length
const menuItem = (name: string) => {
  const item = items.find((candidate) => candidate.name === name)
  if (!item) throw new Error(`menu has no "${name}"`)
  return item
}
/** Playwright reads the non-breaking space of "14,90 €" as a plain space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ')

async function openMenu(page: Page) {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Speisekarte ansehen' }).click()
  const dialog = page.getByRole('dialog', { name: menuDialogText.title })
  await expect(dialog).toBeVisible()
  return dialog
}

const visibleDishes = (page: Page) => page.locator('#speisekarte li[data-tags]:visible')

test('"Speisekarte ansehen" opens the menu with every category; the close button closes it', async ({
  page,
}) => {
  const dialog = await openMenu(page)
  for (const category of menu) {
    await expect(dialog.getByRole('heading', { name: category.title, exact: true })).toHaveCount(1)
  }
  await expect(dialog.getByText(menuListText.pricesNote)).toBeVisible()
  await expect(dialog.getByRole('status')).toHaveText(`Alle ${total} Gerichte und Getränke`)
  await dialog.getByRole('button', { name: 'Schließen' }).click()
  await expect(dialog).toBeHidden()
})

test('a link to /#speisekarte (the menu URL in the structured data) opens the menu; closing it drops the hash', async ({
  page,
}) => {
  await page.goto('/#speisekarte')
  const dialog = page.getByRole('dialog', { name: menuDialogText.title })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Schließen' }).click()
  await expect(dialog).toBeHidden()
  expect(new URL(page.url()).hash).toBe('')
  await page.getByRole('link', { name: 'Speisekarte ansehen' }).click()
  await expect(dialog).toBeVisible()
})

test('the jump bar scrolls the dialog body to a category, its heading clear of the sticky bar', async ({
  page,
}) => {
  const dialog = await openMenu(page)
  const jumpBar = dialog.getByRole('navigation', { name: menuListText.jumpBarLabel })
  const heading = dialog.getByRole('heading', { name: 'Desserts', exact: true })
  await expect(heading).not.toBeInViewport()

  await jumpBar.getByRole('link', { name: 'Desserts' }).click()
  await expect(heading).toBeInViewport()
  await expect(jumpBar).toBeInViewport()
  // Wait for the (smooth) scroll to settle, then check the sticky bar does not cover the heading.
  await expect
    .poll(async () => {
      const bar = await jumpBar.boundingBox()
      const box = await heading.boundingBox()
      return bar && box ? box.y - (bar.y + bar.height) : -1
    })
    .toBeGreaterThanOrEqual(0)
})

test('searching "hahnchen" finds the Hähnchen dishes and announces how many', async ({ page }) => {
  const dialog = await openMenu(page)
  await dialog.getByRole('searchbox', { name: menuDialogText.searchLabel }).fill('hahnchen')

  const expected = items.filter((item) =>
    `${item.name} ${item.description ?? ''}`.toLowerCase().includes('hähnchen'),
  )
  expect(expected.length).toBeGreaterThan(5)
  await expect(dialog.getByRole('status')).toHaveText(
    `${expected.length} von ${total} Gerichten und Getränken`,
  )
  await expect(visibleDishes(page)).toHaveCount(expected.length)
  await expect(visibleDishes(page).filter({ hasText: 'Hähnchenschnitzel' })).toHaveCount(1)
  await expect(dialog.getByText('Pizza Margherita', { exact: true })).toBeHidden()
  // Categories without a match disappear, with their jump links.
  await expect(dialog.getByRole('heading', { name: 'Weine', exact: true })).toBeHidden()
  await expect(dialog.getByRole('link', { name: 'Weine' })).toBeHidden()
})

test('the vegan toggle leaves only vegan dishes and can be switched off again', async ({
  page,
}) => {
  const dialog = await openMenu(page)
  const vegan = dialog.getByRole('button', { name: 'Vegan', exact: true })
  await expect(vegan).toHaveAttribute('aria-pressed', 'false')
  await vegan.click()
  await expect(vegan).toHaveAttribute('aria-pressed', 'true')

  const veganCount = items.filter((item) => item.diet === 'vegan').length
  await expect(visibleDishes(page)).toHaveCount(veganCount)
  await expect(dialog.getByRole('status')).toHaveText(
    `${veganCount} von ${total} Gerichten und Getränken`,
  )
  for (const text of await visibleDishes(page).allTextContents()) expect(text).toContain('vegan')
  await expect(dialog.getByText('Palak Paneer', { exact: true })).toBeHidden()

  await vegan.click()
  await expect(visibleDishes(page)).toHaveCount(total)
})

test('a search with no match shows the empty state; its button shows every dish again', async ({
  page,
}) => {
  const dialog = await openMenu(page)
  await dialog.getByRole('button', { name: 'Scharf', exact: true }).click()
  await dialog.getByRole('searchbox').fill('Tiramisu')
  await expect(dialog.getByText(menuDialogText.emptyHeading)).toBeVisible()
  await expect(dialog.getByRole('status')).toHaveText('Keine Treffer')
  await expect(visibleDishes(page)).toHaveCount(0)
  await expect(dialog.getByRole('navigation', { name: menuListText.jumpBarLabel })).toBeHidden()

  await dialog.getByRole('button', { name: menuDialogText.reset }).click()
  await expect(dialog.getByText(menuDialogText.emptyHeading)).toBeHidden()
  await expect(dialog.getByRole('searchbox')).toHaveValue('')
  await expect(dialog.getByRole('button', { name: 'Scharf', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await expect(visibleDishes(page)).toHaveCount(total)
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  const allergenFilter = menuDialogText.allergenFilter

  test('a guest with a nut allergy hides every dish with Schalenfrüchte or Erdnüsse, also with the vegetarian toggle', async ({
    page,
  }) => {
    const dialog = await openMenu(page)
    const status = dialog.getByRole('status')
    await dialog.locator('summary', { hasText: allergenFilter.summary(0) }).click()
    const toggles = dialog.getByRole('group', { name: allergenFilter.label })
    await expect(toggles.getByRole('button')).toHaveCount(14)
    for (const name of ['Schalenfrüchte', 'Erdnüsse']) {
      const toggle = toggles.getByRole('button', { name, exact: true })
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    }
    await expect(dialog.locator('summary')).toHaveText(allergenFilter.summary(2))

    const nutFree = items.filter(
      (item) => !item.allergens?.includes('H') && !item.allergens?.includes('E'),
    )
    expect(nutFree.length).toBeLessThan(total - 10)
    await expect(status).toHaveText(`${nutFree.length} von ${total} Gerichten und Getränken`)
    await expect(visibleDishes(page)).toHaveCount(nutFree.length)
    const shownAllergens = await visibleDishes(page).evaluateAll((rows) =>
      rows.map((row) => row.getAttribute('data-allergens')?.split(' ') ?? []),
    )
    expect(shownAllergens.filter((codes) => codes.includes('H') || codes.includes('E'))).toEqual([])
    await expect(dialog.getByText('Kashmiri-Naan', { exact: true })).toBeHidden()
    await expect(dialog.getByText('Chicken Korma', { exact: true })).toBeHidden()
    await expect(dialog.getByText('Butter Chicken', { exact: true })).toBeVisible()

    await dialog.getByRole('button', { name: 'Vegetarisch', exact: true }).click()
    const vegetarianNutFree = nutFree.filter((item) => item.diet)
    await expect(visibleDishes(page)).toHaveCount(vegetarianNutFree.length)
    await expect(status).toHaveText(
      `${vegetarianNutFree.length} von ${total} Gerichten und Getränken`,
    )
    await expect(dialog.getByText('Palak Paneer', { exact: true })).toBeVisible()
    await expect(dialog.getByText('Shahi Paneer', { exact: true })).toBeHidden()

    await dialog.getByRole('button', { name: 'Vegetarisch', exact: true }).click()
    for (const name of ['Schalenfrüchte', 'Erdnüsse']) {
      await toggles.getByRole('button', { name, exact: true }).click()
    }
    await expect(visibleDishes(page)).toHaveCount(total)
    await expect(status).toHaveText(`Alle ${total} Gerichte und Getränke`)
  })

  test('excluding every allergen of the dishes a search finds shows the empty state; its button clears the allergens too', async ({
    page,
  }) => {
    const dialog = await openMenu(page)
    await dialog.getByRole('searchbox').fill('naan')
    await dialog.locator('summary').click()
    const gluten = dialog
      .getByRole('group', { name: allergenFilter.label })
      .getByRole('button', { name: allergenFilter.names.A, exact: true })
    await gluten.click()
    await expect(dialog.getByText(menuDialogText.emptyHeading)).toBeVisible()
    await expect(dialog.getByRole('status')).toHaveText('Keine Treffer')

    await dialog.getByRole('button', { name: menuDialogText.reset }).click()
    await expect(gluten).toHaveAttribute('aria-pressed', 'false')
    await expect(visibleDishes(page)).toHaveCount(total)
  })

  test('someone who wants the cheapest pizza finds it first behind the "Pizza" jump link', async ({
    page,
  }) => {
    const pizzas = menu
      .find((category) => category.id === 'pizza')!
      .items.filter((item) => item.name.startsWith('Pizza '))
    const cheapest = pizzas.reduce((min, pizza) =>
      pizza.priceCents < min.priceCents ? pizza : min,
    )
    const dialog = await openMenu(page)
    await dialog
      .getByRole('navigation', { name: menuListText.jumpBarLabel })
      .getByRole('link', { name: 'Pizza', exact: true })
      .click()
    const first = dialog.locator('[data-category="pizza"] li[data-tags]').first()
    await expect(first).toBeInViewport()
    await expect(first).toContainText(cheapest.name)
    await expect(first).toContainText(plain(formatEuro(cheapest.priceCents)))
  })

  test('every link, button and input of the open menu dialog is at least 44 × 44 px', async ({
    page,
  }) => {
    const dialog = await openMenu(page)
    // Open the allergen toggles so that they are measured too.
    await dialog.locator('summary').click()
    const controls = await dialog
      .locator('a[href], button, input, select, textarea, summary')
      .evaluateAll((elements) =>
        elements
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => {
            const box = element.getBoundingClientRect()
            const name = element.getAttribute('aria-label') ?? element.textContent?.trim()
            return {
              control: `<${element.localName}> ${name ?? ''}`,
              width: Math.round(box.width),
              height: Math.round(box.height),
            }
          }),
      )
    // Close button, search, three diet toggles, allergen summary and 14 toggles, jump links.
    expect(controls.length).toBeGreaterThanOrEqual(20 + menu.length)
    expect(controls.filter(({ width, height }) => width < 44 || height < 44)).toEqual([])
  })
})

test('the whole menu is in the prerendered HTML of "/"', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const text = plain(html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&'))
  for (const category of menu) {
    expect(text).toContain(category.title)
    if (category.note) expect(text).toContain(category.note)
    for (const item of category.items) {
      expect(text).toContain(item.name)
      if (item.description) expect(text).toContain(item.description)
    }
  }
  expect(text).toContain(plain(formatEuro(menuItem('Rumpsteak').priceCents)))
  expect(text).toContain('zzgl. 0,15 € Pfand')
  expect(text).toContain(menuListText.pricesNote)
  expect(text).toContain('Schwefeldioxid und Sulfite')
})

test('the two specialty cards show the prices of their menu entries', async ({ page }) => {
  const dialog = await openMenu(page)
  for (const [name, price] of [
    ['Butter Chicken', '14,90 €'],
    ['Pizza Margherita', '8,90 €'],
  ] as const) {
    const item = menuItem(name)
    expect(plain(formatEuro(item.priceCents))).toBe(price)
    const row = dialog.locator('li[data-tags]').filter({ hasText: `${item.number}${name}` })
    await expect(row).toContainText(price)
    const card = page.locator('#spezialitaeten article').filter({ hasText: name })
    await expect(card).toContainText(price)
    await expect(card).toContainText(item.description ?? '')
  }
})

test('printing the home page prints the complete menu, even filtered and with the dialog closed', async ({
  page,
}) => {
  const dialog = await openMenu(page)
  await dialog.getByRole('searchbox').fill('hahnchen')
  await expect(dialog.getByText('Pizza Margherita', { exact: true })).toBeHidden()
  await dialog.getByRole('button', { name: 'Schließen' }).click()
  await expect(dialog).toBeHidden()

  await page.emulateMedia({ media: 'print' })
  const list = page.locator('#speisekarte')
  await expect(list).toBeVisible()
  await expect(list.getByText('Pizza Margherita', { exact: true })).toBeVisible()
  await expect(page.locator('#speisekarte li[data-tags]:visible')).toHaveCount(total)
  await expect(page.getByRole('searchbox')).toBeHidden()
  await expect(list.getByRole('navigation')).toBeHidden()
})

/** Pages of the PDF Chromium prints of the current page (A4). */
async function printedPages(page: Page) {
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1')
  return (pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).length
}

test('printing with the menu open prints the same complete pages as with it closed', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const closedPages = await printedPages(page)
  const dialog = await openMenu(page)
  await dialog.getByRole('searchbox').fill('lassi')
  expect(await printedPages(page)).toBe(closedPages)
  // The dialog is back after printing, filters intact.
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('searchbox')).toHaveValue('lassi')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a link to #speisekarte shows the menu in the page, with working category links', async ({
    page,
  }) => {
    await page.goto('/#speisekarte')
    const list = page.locator('#speisekarte')
    await expect(list.getByText('Butter Chicken', { exact: true })).toBeVisible()
    await expect(page.getByRole('searchbox')).toBeHidden()
    await list.getByRole('link', { name: 'Weine', exact: true }).click()
    await expect(list.getByRole('heading', { name: 'Weine', exact: true })).toBeInViewport()

    await page.goto('/')
    await expect(list).toBeHidden()
  })
})
