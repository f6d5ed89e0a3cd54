// The menu dialog of the home page (issue 20): opening it (button, the menu URL of the structured
// data), search, the diet and allergen filters, the empty state, the jump bar, the specialty cards'
// prices, printing from the home page (the whole menu; with the dialog open, the flyer), and the
// menu link without JavaScript. Each behaviour once, in German, at the width it depends on; the
// English test covers what English changes: its words, its search words, its prices (€14.90).
// The matching of search words, umlauts and filters is unit-tested beside the code
// (src/features/menu/menu-search-index.test.tsx); here, what the visitor sees of it.
import type { Locator, Page } from '@playwright/test'
import { menuRows, menuSections } from './menu-rows.ts'
import { expect, test } from './fixtures.ts'
import { expectPrintedFlyer, printedFlyer } from './flyer.ts'
import { printOrders, printPage } from './print.ts'
import { pdfPageTexts } from '../pdf-text.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'
import {
  type LanguageCase,
  type MenuItem,
  caseFor,
  categoryById,
  languageCases,
  menuItems,
  plain,
  sameDish,
  unescapeHtml,
} from './languages.ts'

/**
 * What the page must say, written out per language (not read from the texts module), so that a
 * German word on the English page, or a wrong format, fails here.
 */
const printed = {
  de: {
    all: (total: number) => `Alle ${total} Gerichte und Getränke`,
    some: (shown: number, total: number) => `${shown} von ${total} Gerichten und Getränken`,
    none: 'Keine Treffer',
    specialtyPrices: ['14,90 €', '8,90 €'],
    deposit: 'zzgl. 0,15 € Pfand',
    depositType: 'MEHRWEG',
    sulfites: 'Schwefeldioxid und Sulfite',
    sulphured: 'geschwefelt',
    priceNote: (fee: string) =>
      `Alle Preise in Euro inkl. MwSt., bei Lieferung zzgl. Liefergebühr ab ${fee} – Liefergebiete und Mindestbestellwert`,
  },
  en: {
    all: (total: number) => `All ${total} dishes and drinks`,
    some: (shown: number, total: number) => `${shown} of ${total} dishes and drinks`,
    none: 'No matches',
    specialtyPrices: ['€14.90', '€8.90'],
    deposit: 'plus €0.15 deposit',
    depositType: 'MEHRWEG (reusable)',
    sulfites: 'sulfur dioxide and sulfites',
    // Issue 34: not "sulfurized".
    sulphured: 'sulphured',
    priceNote: (fee: string) =>
      `All prices in euros including VAT, plus a delivery fee from ${fee} on deliveries – delivery areas and minimum orders`,
  },
} as const

/** pdf.js reads ligatures apart ("Kul fi"): names are compared without spaces. */
const squeezed = (text: string) => text.replace(/\s+/g, '')

const mentions = (item: MenuItem, word: string) =>
  `${item.name.text} ${item.description?.text ?? ''}`.toLowerCase().includes(word)

const lowestFee = (lang: LanguageCase) =>
  plain(lang.euro(Math.min(...lang.site.delivery.areas.map((area) => area.fee))))

const de = caseFor('de')
const { site, text } = de
const { menu } = site
const { menuListText, dietLabels, islandText, specialtiesText } = text
const menuDialogText = islandText.menuDialog
const { anchors } = islandText
const says = printed.de
const items = menuItems(de)
const total = items.length
const desserts = categoryById(de, 'desserts').title.text
const wines = categoryById(de, 'weine').title.text
const salads = categoryById(de, 'salate').title.text
const pizza = categoryById(de, 'pizza')
const margherita = sameDish(de, 'Pizza Margherita').name.text
/** A search a guest types without the umlaut, and the word every dish it finds has. */
const search = { query: 'hahnchen', word: 'hähnchen' }

async function openMenu(page: Page) {
  await page.goto(de.home)
  await waitForIslandsArmed(page)
  await page.getByRole('link', { name: specialtiesText.menuButton }).click()
  const dialog = page.getByRole('dialog', { name: menuDialogText.title })
  await expect(dialog).toBeVisible()
  return dialog
}

const list = (page: Page) => page.locator(`#${anchors.menu}`)
const visibleDishes = (page: Page) => list(page).locator(`${menuRows}:visible`)

test(`a link to /#${anchors.menu} (the menu URL of the structured data) and the menu button open the menu with every category, whose prices the specialty cards show; opening it drops the hash`, async ({
  page,
}) => {
  await page.goto(`${de.home}#${anchors.menu}`)
  const dialog = page.getByRole('dialog', { name: menuDialogText.title })
  await expect(dialog).toBeVisible()
  // Gone at once, before the dialog's own history entry: Back closes it on the same address.
  await expect.poll(() => new URL(page.url()).hash).toBe('')
  for (const category of menu) {
    await expect(
      dialog.getByRole('heading', { name: category.title.text, exact: true }),
    ).toHaveCount(1)
  }
  await expect(dialog.locator('p', { hasText: says.priceNote(lowestFee(de)) })).toBeVisible()
  expect(menuDialogText.resultCount(total, total)).toBe(says.all(total))
  await expect(dialog.getByRole('status')).toHaveText(says.all(total))
  await expectSpecialtyPrices(page, dialog, de)
  await dialog.getByRole('button', { name: islandText.close }).click()
  await expect(dialog).toBeHidden()
  expect(new URL(page.url()).hash).toBe('')
  await page.getByRole('link', { name: specialtiesText.menuButton }).click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: islandText.close }).click()
  await expect(dialog).toBeHidden()
})

test(`searching "${search.query}" finds the ${search.word} dishes; the vegan toggle leaves the vegan ones; a search without match shows the empty state, whose button shows every dish again`, async ({
  page,
}) => {
  const dialog = await openMenu(page)
  const status = dialog.getByRole('status')
  const searchbox = dialog.getByRole('searchbox', { name: menuDialogText.searchLabel })
  await searchbox.fill(search.query)
  const expected = items.filter((item) => mentions(item, search.word))
  expect(expected.length).toBeGreaterThan(5)
  await expect(status).toHaveText(says.some(expected.length, total))
  await expect(visibleDishes(page)).toHaveCount(expected.length)
  await expect(visibleDishes(page).filter({ hasText: 'Hähnchenschnitzel' })).not.toHaveCount(0)
  expect(expected.map((item) => item.name.text)).not.toContain(margherita)
  await expect(dialog.getByText(margherita, { exact: true })).toBeHidden()
  // Categories without a match disappear, with their jump links.
  expect(categoryById(de, 'weine').items.filter((item) => expected.includes(item))).toEqual([])
  await expect(dialog.getByRole('heading', { name: wines, exact: true })).toBeHidden()
  await expect(dialog.getByRole('link', { name: wines })).toBeHidden()
  await searchbox.fill('')
  await expect(status).toHaveText(says.all(total))

  const vegan = dialog.getByRole('button', { name: menuDialogText.filters.vegan, exact: true })
  await expect(vegan).toHaveAttribute('aria-pressed', 'false')
  await vegan.click()
  await expect(vegan).toHaveAttribute('aria-pressed', 'true')
  const veganCount = items.filter((item) => item.diet === 'vegan').length
  await expect(visibleDishes(page)).toHaveCount(veganCount)
  // The count is the list's: the running week's vegan Chana Masala shows and counts too
  // (tests/site/suite-content.ts; lunch.spec.ts).
  await expect(status).toHaveText(says.some(veganCount + 1, total))
  for (const row of await visibleDishes(page).allTextContents()) {
    expect(row).toContain(dietLabels.vegan)
  }
  await expect(
    dialog.locator(menuSections).getByText(sameDish(de, 'Palak Paneer').name.text, {
      exact: true,
    }),
  ).toBeHidden()
  await vegan.click()
  await expect(visibleDishes(page)).toHaveCount(total)

  const spicy = dialog.getByRole('button', { name: menuDialogText.filters.spicy, exact: true })
  await spicy.click()
  await searchbox.fill('Tiramisu')
  await expect(dialog.getByText(menuDialogText.emptyHeading)).toBeVisible()
  await expect(status).toHaveText(says.none)
  await expect(visibleDishes(page)).toHaveCount(0)
  await expect(dialog.getByRole('navigation', { name: menuListText.jumpBarLabel })).toBeHidden()
  await dialog.getByRole('button', { name: menuDialogText.reset }).click()
  await expect(dialog.getByText(menuDialogText.emptyHeading)).toBeHidden()
  await expect(searchbox).toHaveValue('')
  await expect(spicy).toHaveAttribute('aria-pressed', 'false')
  await expect(visibleDishes(page)).toHaveCount(total)
})

/** The specialty cards' prices and descriptions are those of their rows in the menu. */
async function expectSpecialtyPrices(page: Page, dialog: Locator, lang: LanguageCase) {
  for (const [index, germanName] of ['Butter Chicken', 'Pizza Margherita'].entries()) {
    const item = sameDish(lang, germanName)
    const price = printed[lang.language].specialtyPrices[index]!
    expect(plain(lang.euro(item.priceCents))).toBe(price)
    const row = dialog.locator(menuRows).filter({ hasText: `${item.number}${item.name.text}` })
    await expect(row).toContainText(price)
    const card = page
      .locator(`#${lang.text.islandText.anchors.specialties} article`)
      .filter({ hasText: item.name.text })
    await expect(card).toContainText(price)
    await expect(card).toContainText(item.description?.text ?? '')
  }
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  const allergenFilter = menuDialogText.allergenFilter
  const nuts = [allergenFilter.names.H, allergenFilter.names.E]

  test('every control of the open dialog is at least 44 × 44 px; a guest with a nut allergy hides every dish with tree nuts or peanuts, also with the vegetarian toggle; excluding gluten from a search for naan empties it, and the reset clears the allergens too', async ({
    page,
  }) => {
    const dialog = await openMenu(page)
    const status = dialog.getByRole('status')
    await dialog.locator('summary', { hasText: allergenFilter.summary(0) }).click()
    const toggles = dialog.getByRole('group', { name: allergenFilter.label })
    await expect(toggles.getByRole('button')).toHaveCount(14)

    // With the allergen toggles open, so that they are measured too.
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

    for (const name of nuts) {
      const toggle = toggles.getByRole('button', { name, exact: true })
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    }
    await expect(dialog.locator('summary')).toHaveText(allergenFilter.summary(2))
    const nutFree = items.filter(
      (item) =>
        !item.allergens?.some((code) => code.startsWith('H')) && !item.allergens?.includes('E'),
    )
    expect(nutFree.length).toBeLessThan(total - 10)
    // The count is the list's: the running week's three lunch dishes have no nuts
    // (tests/site/suite-content.ts), and Chana Masala and Paneer Tikka are vegetarian.
    await expect(status).toHaveText(says.some(nutFree.length + 3, total))
    await expect(visibleDishes(page)).toHaveCount(nutFree.length)
    const shownAllergens = await visibleDishes(page).evaluateAll((rows) =>
      rows.map((row) => row.getAttribute('data-allergens')?.split(' ') ?? []),
    )
    expect(shownAllergens.filter((codes) => codes.includes('H') || codes.includes('E'))).toEqual([])
    const dishText = (germanName: string) =>
      dialog.locator(menuSections).getByText(sameDish(de, germanName).name.text, { exact: true })
    await expect(dishText('Kashmiri-Naan')).toBeHidden()
    await expect(dishText('Chicken Korma')).toBeHidden()
    await expect(dishText('Butter Chicken')).toBeVisible()

    const vegetarian = dialog.getByRole('button', {
      name: menuDialogText.filters.vegetarian,
      exact: true,
    })
    await vegetarian.click()
    const vegetarianNutFree = nutFree.filter((item) => item.diet)
    await expect(visibleDishes(page)).toHaveCount(vegetarianNutFree.length)
    await expect(status).toHaveText(says.some(vegetarianNutFree.length + 2, total))
    await expect(dishText('Palak Paneer')).toBeVisible()
    await expect(dishText('Shahi Paneer')).toBeHidden()

    await vegetarian.click()
    for (const name of nuts) await toggles.getByRole('button', { name, exact: true }).click()
    await expect(visibleDishes(page)).toHaveCount(total)
    await expect(status).toHaveText(says.all(total))

    await dialog.getByRole('searchbox').fill('naan')
    const gluten = toggles.getByRole('button', { name: allergenFilter.names.A, exact: true })
    await gluten.click()
    await expect(dialog.getByText(menuDialogText.emptyHeading)).toBeVisible()
    await expect(status).toHaveText(says.none)
    await dialog.getByRole('button', { name: menuDialogText.reset }).click()
    await expect(gluten).toHaveAttribute('aria-pressed', 'false')
    await expect(visibleDishes(page)).toHaveCount(total)
  })

  test('the jump bar brings each category right under its sticky bar in the dialog body, on a phone and a desktop, and focuses its heading without changing the address; behind the pizza link comes the cheapest pizza first', async ({
    page,
  }) => {
    // The pizzas proper, as the German menu names them ("Pizza Margherita", …).
    const pizzas = pizza.items.filter((item) => item.name.text.startsWith('Pizza '))
    const cheapest = pizzas.reduce((min, candidate) =>
      candidate.priceCents < min.priceCents ? candidate : min,
    )
    const dialog = await openMenu(page)
    const address = page.url()
    const jumpBar = dialog.getByRole('navigation', { name: menuListText.jumpBarLabel })
    await expect(dialog.getByRole('heading', { name: desserts, exact: true })).not.toBeInViewport()
    // The categories on the way are laid out only as they come near, so the links jump (a smooth
    // scroll would end short, at their estimated heights) and land where the scroll margin says:
    // right under the sticky bar, not covered by it and not a screen away. Far down, and back up.
    const jump = async (title: string) => {
      const heading = dialog.getByRole('heading', { name: title, exact: true })
      await jumpBar.getByRole('link', { name: title, exact: true }).click()
      // A move within the page: the address stays (no `#menu-pizza`), focus goes to the heading.
      await expect(heading).toBeFocused()
      expect(page.url()).toBe(address)
      await expect(jumpBar).toBeInViewport()
      await expect
        .poll(async () => {
          const bar = await jumpBar.boundingBox()
          const box = await heading.boundingBox()
          const gap = bar && box ? Math.round(box.y - (bar.y + bar.height)) : Number.NaN
          return gap >= 0 && gap <= 40 ? 'right under the bar' : `${title} ${gap} px under the bar`
        })
        .toBe('right under the bar')
    }
    for (const title of [pizza.title.text, desserts, wines, salads]) {
      await jump(title)
      if (title === pizza.title.text) {
        const first = dialog.locator('[data-category="pizza"] li[data-tags]').first()
        await expect(first).toBeInViewport()
        await expect(first).toContainText(cheapest.name.text)
        await expect(first).toContainText(plain(de.euro(cheapest.priceCents)))
      }
    }
    // On a desktop the dialog is a panel, not the whole screen: the same, far down and back up.
    await page.setViewportSize({ width: 1440, height: 900 })
    for (const title of [desserts, pizza.title.text]) await jump(title)
    // The jumps left no history entries: Back closes the menu, on the same address.
    await page.goBack()
    await expect(dialog).toBeHidden()
    expect(page.url()).toBe(address)
  })
})

test('the whole menu is in the file the dialog fetches, not in the home page, in each language’s words', async ({
  request,
}) => {
  for (const lang of languageCases) {
    const says = printed[lang.language]
    // The page's HTML fits the first round trip with its first frame's rules inline: the dishes
    // come when the dialog's island hydrates (ADR 029).
    const page = await (await request.get(lang.home)).text()
    const source = /data-island="menu-dialog"[^>]*data-slot-src="([^"]+)"/.exec(page)?.[1]
    expect(source).toBe(`${lang.menuPage}/menu-list.html`)
    expect(page).not.toContain(sameDish(lang, 'Rumpsteak').name.text)
    const html = await (await request.get(source!)).text()
    // Tags read as a space, so a link in a sentence leaves two: read as a browser shows it. A run
    // kept on one line (src/ui/no-break-text.tsx: „ca. 250 g, mit“) is part of its sentence.
    const pageText = plain(
      unescapeHtml(
        html
          .replace(/(?:<wbr\/?>)?<span class="whitespace-nowrap">([^<]*)<\/span>/g, '$1')
          .replace(/<[^>]+>/g, ' '),
      ),
    ).replace(/\s+/g, ' ')
    for (const category of lang.site.menu) {
      expect(pageText).toContain(category.title.text)
      if (category.note) expect(pageText).toContain(category.note.text)
      for (const item of category.items) {
        expect(pageText).toContain(item.name.text)
        if (item.description) expect(pageText).toContain(item.description.text)
      }
    }
    expect(pageText).toContain(plain(lang.euro(sameDish(lang, 'Rumpsteak').priceCents)))
    expect(plain(lang.text.menuListText.deposit(lang.euro(15)))).toBe(says.deposit)
    expect(pageText).toContain(says.deposit)
    expect(pageText).toContain(`${says.deposit} ${says.depositType}`)
    expect(pageText).toContain(says.priceNote(lowestFee(lang)))
    expect(pageText).toContain(says.sulfites)
    expect(pageText).toContain(says.sulphured)
    expect(pageText).not.toMatch(/sulfuri[sz]ed/i)
  }
})

test('printing the home page prints the complete menu, even filtered and with the dialog closed', async ({
  page,
}) => {
  const dialog = await openMenu(page)
  await dialog.getByRole('searchbox').fill(search.query)
  await expect(dialog.getByText(margherita, { exact: true })).toBeHidden()
  await dialog.getByRole('button', { name: islandText.close }).click()
  await expect(dialog).toBeHidden()

  // The home page first, then every dish, whatever the search hid.
  const printedText = squeezed(
    (await pdfPageTexts(await printPage(page, { order: 'queued tasks first' }))).join(' '),
  )
  expect(printedText).toContain(squeezed(specialtiesText.heading))
  for (const item of items) expect(printedText).toContain(squeezed(item.name.text))
  await expect(dialog).toBeHidden()

  await page.emulateMedia({ media: 'print' })
  await expect(list(page)).toBeVisible()
  await expect(list(page).getByText(margherita, { exact: true })).toBeVisible()
  await expect(visibleDishes(page)).toHaveCount(total)
  await expect(page.getByRole('searchbox')).toBeHidden()
  await expect(list(page).getByRole('navigation')).toBeHidden()
})

// The dialog turns non-modal on `beforeprint` and modal again on `afterprint`: whether the page's
// queued tasks run in between is what browsers differ in, so both orders.
for (const order of printOrders) {
  test(`printing with the menu open prints the menu alone, as the flyer the menu page prints (${order})`, async ({
    page,
  }) => {
    // Its header, which the build took out of the menu page, is fetched when the menu first
    // opens, not before, and not the whole menu page.
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    const flyerRequests = () =>
      requested.filter((path) => path === de.menuPage || path.includes('flyer-header'))
    await page.goto(de.home)
    await waitForIslandsArmed(page)
    await page.waitForLoadState('networkidle')
    expect(flyerRequests()).toEqual([])
    await page.getByRole('link', { name: specialtiesText.menuButton }).click()
    const dialog = page.getByRole('dialog', { name: menuDialogText.title })
    await expect(dialog).toBeVisible()
    await expect.poll(flyerRequests).toEqual([`${de.menuPage}/flyer-header.html`])
    const searchbox = dialog.getByRole('searchbox')
    await searchbox.fill(search.query)
    await expect(searchbox).toBeFocused()
    await expect(dialog.locator('link[rel="stylesheet"][media="print"]')).toHaveAttribute(
      'href',
      printedFlyer.de.printStylesheet,
    )
    const flyer = (await expectPrintedFlyer(page, de, order)).join(' ')
    // Nothing of the home page, and every dish, whatever the search hides.
    const occurrences = (part: string) => flyer.split(part).length - 1
    // The hero and the sections: the tagline only once, in the flyer's header.
    for (const homeText of [
      text.heroText.orderButton,
      text.heroText.visitLink,
      specialtiesText.heading,
      text.aboutText.heading,
      text.visitText.heading,
      menuDialogText.title,
    ]) {
      expect(occurrences(homeText)).toBe(0)
    }
    expect(occurrences(site.home.hero.tagline.text)).toBe(1)
    // The flyer header's opening hours, not the home page's too.
    expect(occurrences(islandText.hours.heading)).toBe(1)
    for (const item of items) expect(squeezed(flyer)).toContain(squeezed(item.name.text))
    // The dialog is back after printing, modal, the search intact and focused.
    await expect(dialog).toBeVisible()
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)
    await expect(searchbox).toHaveValue(search.query)
    await expect(searchbox).toBeFocused()
  })
}

test('printed open in a browser that never fires afterprint, the menu stays open and closes as before', async ({
  page,
}) => {
  const dialog = await openMenu(page)
  const pages = await pdfPageTexts(
    await printPage(page, { order: 'queued tasks first', afterprint: false, format: 'A4' }),
  )
  expect(pages.length).toBeLessThanOrEqual(6)
  expect(pages.join(' ')).not.toContain(specialtiesText.heading)
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: islandText.close }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('link', { name: specialtiesText.menuButton }).click()
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the menu button leads to the menu page of its language, with every dish and working category links', async ({
    page,
  }) => {
    await page.goto(de.home)
    await page.getByRole('link', { name: specialtiesText.menuButton }).click()
    await expect(page).toHaveURL(de.menuPage)
    await expect(
      page.getByText(sameDish(de, 'Butter Chicken').name.text, { exact: true }).first(),
    ).toBeVisible()
    await page.getByRole('link', { name: wines, exact: true }).first().click()
    await expect(page.getByRole('heading', { name: wines, exact: true })).toBeInViewport()

    const en = caseFor('en')
    await page.goto(en.home)
    await page.getByRole('link', { name: en.text.specialtiesText.menuButton }).click()
    await expect(page).toHaveURL(en.menuPage)
  })
})

test('/en/: the menu in English words — its count, price note and prices, English search words, the "Vegetarian" toggle', async ({
  page,
}) => {
  const en = caseFor('en')
  const items = menuItems(en)
  const total = items.length
  const says = printed.en
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  // The menu's URL of the English structured data.
  await page.goto('/en/#menu')
  const dialog = page.getByRole('dialog', { name: 'Our menu' })
  await expect(dialog).toBeVisible()
  // Printed, it is the English flyer: its header and its print stylesheet.
  await expect
    .poll(() => requested.filter((path) => path.includes('flyer-header')))
    .toEqual([`${en.menuPage}/flyer-header.html`])
  await expect(dialog.locator('link[rel="stylesheet"][media="print"]')).toHaveAttribute(
    'href',
    printedFlyer.en.printStylesheet,
  )
  const status = dialog.getByRole('status')
  const visible = page.locator(`#menu ${menuRows}:visible`)
  for (const category of en.site.menu) {
    await expect(
      dialog.getByRole('heading', { name: category.title.text, exact: true }),
    ).toHaveCount(1)
  }
  await expect(status).toHaveText(says.all(total))
  await expect(dialog.locator('p', { hasText: says.priceNote(lowestFee(en)) })).toBeVisible()
  await expectSpecialtyPrices(page, dialog, en)

  const searchbox = dialog.getByRole('searchbox', { name: 'Search the menu' })
  for (const word of ['chicken', 'spinach', 'lamb']) {
    const expected = items.filter((item) => mentions(item, word))
    expect(expected.length, `dishes mentioning "${word}" in the English menu`).toBeGreaterThan(0)
    await searchbox.fill(word)
    await expect(status).toHaveText(says.some(expected.length, total))
    await expect(visible).toHaveCount(expected.length)
    for (const item of expected) {
      await expect(visible.filter({ hasText: item.name.text })).not.toHaveCount(0)
    }
  }
  await searchbox.fill('')

  const vegetarian = items.filter((item) => item.diet)
  expect(vegetarian.length).toBeGreaterThan(10)
  const toggle = dialog.getByRole('button', { name: 'Vegetarian', exact: true })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect(visible).toHaveCount(vegetarian.length)
  // With the running week's two vegetarian lunch dishes (tests/site/suite-content.ts).
  await expect(status).toHaveText(says.some(vegetarian.length + 2, total))
  await toggle.click()
  await expect(status).toHaveText(says.all(total))
  // Vegan dishes are vegetarian too, though their badge says "vegan".
  await searchbox.fill('vegetarian')
  await expect(visible).toHaveCount(vegetarian.length)
  await expect(status).toHaveText(says.some(vegetarian.length + 2, total))
  await searchbox.fill('Vegetarisch')
  await expect(status).toHaveText(says.none)
  await expect(dialog.getByText('Sorry, nothing found.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Show all dishes' }).click()
  await expect(searchbox).toHaveValue('')
  await expect(status).toHaveText(says.all(total))

  // The allergen filter names the allergens in English.
  await dialog.locator('summary', { hasText: 'Exclude allergens' }).click()
  const allergens = dialog.getByRole('group', { name: 'Hide dishes containing:' })
  await expect(allergens.getByRole('button')).toHaveCount(14)
  await allergens.getByRole('button', { name: 'Tree nuts', exact: true }).click()
  const withoutTreeNuts = items.filter(
    (item) => !item.allergens?.some((code) => code.startsWith('H')),
  )
  // With the running week's three lunch dishes, none with tree nuts (tests/site/suite-content.ts).
  await expect(status).toHaveText(says.some(withoutTreeNuts.length + 3, total))
  await expect(dialog.locator('summary')).toHaveText('Exclude allergens (1)')
})
