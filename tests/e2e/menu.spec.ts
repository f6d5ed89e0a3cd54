import type { Page } from '@playwright/test'
import { menuRows, menuSections } from './menu-rows.ts'
import { expect, test } from './fixtures.ts'
import { expectPrintedFlyer, printedFlyer } from './flyer.ts'
import { printOrders, printPage } from './print.ts'
import { pdfPageTexts } from '../pdf-text.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'
import {
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
    sulfites: 'Schwefeldioxid und Sulfite',
    sulphured: 'geschwefelt',
    priceNote: (fee: string) =>
      `Alle Preise in Euro inkl. MwSt., bei Lieferung zzgl. Liefergebühr ab ${fee} – Liefergebiete und Mindestbestellwert`,
    /** A search a guest types, and the word every dish it finds has in its name or description. */
    search: { query: 'hahnchen', word: 'hähnchen' },
  },
  en: {
    all: (total: number) => `All ${total} dishes and drinks`,
    some: (shown: number, total: number) => `${shown} of ${total} dishes and drinks`,
    none: 'No matches',
    specialtyPrices: ['€14.90', '€8.90'],
    deposit: 'plus €0.15 deposit',
    sulfites: 'sulfur dioxide and sulfites',
    // Issue 34: not "sulfurized".
    sulphured: 'sulphured',
    priceNote: (fee: string) =>
      `All prices in euros including VAT, plus a delivery fee from ${fee} on deliveries – delivery areas and minimum orders`,
    search: { query: 'chicken', word: 'chicken' },
  },
} as const

/** pdf.js reads ligatures apart ("Kul fi"): names are compared without spaces. */
const squeezed = (text: string) => text.replace(/\s+/g, '')

const mentions = (item: MenuItem, word: string) =>
  `${item.name.text} ${item.description?.text ?? ''}`.toLowerCase().includes(word)

for (const lang of languageCases) {
  const { home, site, text } = lang
  const { menu } = site
  const { menuListText, dietLabels, islandText, specialtiesText } = text
  const menuDialogText = islandText.menuDialog
  const { anchors } = islandText
  const says = printed[lang.language]
  const lowestFee = plain(lang.euro(Math.min(...site.delivery.areas.map((area) => area.fee))))
  const items = menuItems(lang)
  const total = items.length
  const desserts = categoryById(lang, 'desserts').title.text
  const wines = categoryById(lang, 'weine').title.text
  const salads = categoryById(lang, 'salate').title.text
  const pizza = categoryById(lang, 'pizza')
  const margherita = sameDish(lang, 'Pizza Margherita').name.text

  async function openMenu(page: Page) {
    await page.goto(home)
    await waitForIslandsArmed(page)
    await page.getByRole('link', { name: specialtiesText.menuButton }).click()
    const dialog = page.getByRole('dialog', { name: menuDialogText.title })
    await expect(dialog).toBeVisible()
    return dialog
  }

  const list = (page: Page) => page.locator(`#${anchors.menu}`)
  const visibleDishes = (page: Page) => list(page).locator(`${menuRows}:visible`)

  test.describe(`${home}`, () => {
    test('the menu button opens the menu with every category; the close button closes it', async ({
      page,
    }) => {
      const dialog = await openMenu(page)
      for (const category of menu) {
        await expect(
          dialog.getByRole('heading', { name: category.title.text, exact: true }),
        ).toHaveCount(1)
      }
      await expect(dialog.locator('p', { hasText: says.priceNote(lowestFee) })).toBeVisible()
      expect(menuDialogText.resultCount(total, total)).toBe(says.all(total))
      await expect(dialog.getByRole('status')).toHaveText(says.all(total))
      await dialog.getByRole('button', { name: islandText.close }).click()
      await expect(dialog).toBeHidden()
    })

    test(`a link to ${home}#${anchors.menu} (the menu URL in the structured data) opens the menu; closing it drops the hash`, async ({
      page,
    }) => {
      await page.goto(`${home}#${anchors.menu}`)
      const dialog = page.getByRole('dialog', { name: menuDialogText.title })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: islandText.close }).click()
      await expect(dialog).toBeHidden()
      expect(new URL(page.url()).hash).toBe('')
      await page.getByRole('link', { name: specialtiesText.menuButton }).click()
      await expect(dialog).toBeVisible()
    })

    test('the jump bar brings each category right under its sticky bar in the dialog body', async ({
      page,
    }) => {
      const dialog = await openMenu(page)
      const jumpBar = dialog.getByRole('navigation', { name: menuListText.jumpBarLabel })
      await expect(
        dialog.getByRole('heading', { name: desserts, exact: true }),
      ).not.toBeInViewport()
      // The categories on the way are laid out only as they come near, so the links jump (a
      // smooth scroll would end short, at their estimated heights) and land where the scroll
      // margin says: right under the sticky bar, not covered by it and not a screen away. Far
      // down, and back up.
      for (const title of [pizza.title.text, desserts, wines, salads]) {
        const heading = dialog.getByRole('heading', { name: title, exact: true })
        await jumpBar.getByRole('link', { name: title, exact: true }).click()
        await expect(jumpBar).toBeInViewport()
        await expect
          .poll(async () => {
            const bar = await jumpBar.boundingBox()
            const box = await heading.boundingBox()
            const gap = bar && box ? Math.round(box.y - (bar.y + bar.height)) : Number.NaN
            return gap >= 0 && gap <= 40
              ? 'right under the bar'
              : `${title} ${gap} px under the bar`
          })
          .toBe('right under the bar')
      }
    })

    test(`searching "${says.search.query}" finds the ${says.search.word} dishes and announces how many`, async ({
      page,
    }) => {
      const dialog = await openMenu(page)
      await dialog
        .getByRole('searchbox', { name: menuDialogText.searchLabel })
        .fill(says.search.query)

      const expected = items.filter((item) => mentions(item, says.search.word))
      expect(expected.length).toBeGreaterThan(5)
      await expect(dialog.getByRole('status')).toHaveText(says.some(expected.length, total))
      await expect(visibleDishes(page)).toHaveCount(expected.length)
      const found = lang.language === 'de' ? 'Hähnchenschnitzel' : expected[0]!.name.text
      await expect(visibleDishes(page).filter({ hasText: found })).not.toHaveCount(0)
      expect(expected.map((item) => item.name.text)).not.toContain(margherita)
      await expect(dialog.getByText(margherita, { exact: true })).toBeHidden()
      // Categories without a match disappear, with their jump links.
      expect(categoryById(lang, 'weine').items.filter((item) => expected.includes(item))).toEqual(
        [],
      )
      await expect(dialog.getByRole('heading', { name: wines, exact: true })).toBeHidden()
      await expect(dialog.getByRole('link', { name: wines })).toBeHidden()
    })

    test('the vegan toggle leaves only vegan dishes and can be switched off again', async ({
      page,
    }) => {
      const dialog = await openMenu(page)
      const vegan = dialog.getByRole('button', { name: menuDialogText.filters.vegan, exact: true })
      await expect(vegan).toHaveAttribute('aria-pressed', 'false')
      await vegan.click()
      await expect(vegan).toHaveAttribute('aria-pressed', 'true')

      const veganCount = items.filter((item) => item.diet === 'vegan').length
      await expect(visibleDishes(page)).toHaveCount(veganCount)
      await expect(dialog.getByRole('status')).toHaveText(says.some(veganCount, total))
      for (const row of await visibleDishes(page).allTextContents()) {
        expect(row).toContain(dietLabels.vegan)
      }
      await expect(
        dialog
          .locator(menuSections)
          .getByText(sameDish(lang, 'Palak Paneer').name.text, { exact: true }),
      ).toBeHidden()

      await vegan.click()
      await expect(visibleDishes(page)).toHaveCount(total)
    })

    test('a search with no match shows the empty state; its button shows every dish again', async ({
      page,
    }) => {
      const dialog = await openMenu(page)
      const spicy = dialog.getByRole('button', { name: menuDialogText.filters.spicy, exact: true })
      await spicy.click()
      await dialog.getByRole('searchbox').fill('Tiramisu')
      await expect(dialog.getByText(menuDialogText.emptyHeading)).toBeVisible()
      await expect(dialog.getByRole('status')).toHaveText(says.none)
      await expect(visibleDishes(page)).toHaveCount(0)
      await expect(dialog.getByRole('navigation', { name: menuListText.jumpBarLabel })).toBeHidden()

      await dialog.getByRole('button', { name: menuDialogText.reset }).click()
      await expect(dialog.getByText(menuDialogText.emptyHeading)).toBeHidden()
      await expect(dialog.getByRole('searchbox')).toHaveValue('')
      await expect(spicy).toHaveAttribute('aria-pressed', 'false')
      await expect(visibleDishes(page)).toHaveCount(total)
    })

    test.describe('on a 390 px phone', () => {
      test.use({ viewport: { width: 390, height: 844 } })
      const allergenFilter = menuDialogText.allergenFilter
      const nuts = [allergenFilter.names.H, allergenFilter.names.E]

      test('a guest with a nut allergy hides every dish with tree nuts or peanuts, also with the vegetarian toggle', async ({
        page,
      }) => {
        const dialog = await openMenu(page)
        const status = dialog.getByRole('status')
        await dialog.locator('summary', { hasText: allergenFilter.summary(0) }).click()
        const toggles = dialog.getByRole('group', { name: allergenFilter.label })
        await expect(toggles.getByRole('button')).toHaveCount(14)
        for (const name of nuts) {
          const toggle = toggles.getByRole('button', { name, exact: true })
          await toggle.click()
          await expect(toggle).toHaveAttribute('aria-pressed', 'true')
        }
        await expect(dialog.locator('summary')).toHaveText(allergenFilter.summary(2))

        const nutFree = items.filter(
          (item) => !item.allergens?.includes('H') && !item.allergens?.includes('E'),
        )
        expect(nutFree.length).toBeLessThan(total - 10)
        await expect(status).toHaveText(says.some(nutFree.length, total))
        await expect(visibleDishes(page)).toHaveCount(nutFree.length)
        const shownAllergens = await visibleDishes(page).evaluateAll((rows) =>
          rows.map((row) => row.getAttribute('data-allergens')?.split(' ') ?? []),
        )
        expect(
          shownAllergens.filter((codes) => codes.includes('H') || codes.includes('E')),
        ).toEqual([])
        const dishText = (germanName: string) =>
          dialog
            .locator(menuSections)
            .getByText(sameDish(lang, germanName).name.text, { exact: true })
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
        await expect(status).toHaveText(says.some(vegetarianNutFree.length, total))
        await expect(dishText('Palak Paneer')).toBeVisible()
        await expect(dishText('Shahi Paneer')).toBeHidden()

        await vegetarian.click()
        for (const name of nuts) {
          await toggles.getByRole('button', { name, exact: true }).click()
        }
        await expect(visibleDishes(page)).toHaveCount(total)
        await expect(status).toHaveText(says.all(total))
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
        await expect(dialog.getByRole('status')).toHaveText(says.none)

        await dialog.getByRole('button', { name: menuDialogText.reset }).click()
        await expect(gluten).toHaveAttribute('aria-pressed', 'false')
        await expect(visibleDishes(page)).toHaveCount(total)
      })

      test('someone who wants the cheapest pizza finds it first behind the pizza jump link', async ({
        page,
      }) => {
        // The pizzas proper, as the German menu names them ("Pizza Margherita", …).
        const pizzaNumbers = categoryById(caseFor('de'), 'pizza')
          .items.filter((item) => item.name.text.startsWith('Pizza '))
          .map((item) => item.number)
        const pizzas = pizza.items.filter((item) => pizzaNumbers.includes(item.number))
        const cheapest = pizzas.reduce((min, candidate) =>
          candidate.priceCents < min.priceCents ? candidate : min,
        )
        const dialog = await openMenu(page)
        await dialog
          .getByRole('navigation', { name: menuListText.jumpBarLabel })
          .getByRole('link', { name: pizza.title.text, exact: true })
          .click()
        const first = dialog.locator('[data-category="pizza"] li[data-tags]').first()
        await expect(first).toBeInViewport()
        await expect(first).toContainText(cheapest.name.text)
        await expect(first).toContainText(plain(lang.euro(cheapest.priceCents)))
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

    test(`the whole menu is in the file the dialog of "${home}" fetches, not in the page`, async ({
      request,
    }) => {
      // The page's HTML fits the first round trip with its first frame's rules inline: the dishes
      // come when the dialog's island hydrates (ADR 029).
      const page = await (await request.get(home)).text()
      const source = /data-island="menu-dialog"[^>]*data-slot-src="([^"]+)"/.exec(page)?.[1]
      expect(source).toBe(`${lang.menuPage}/menu-list.html`)
      expect(page).not.toContain(sameDish(lang, 'Rumpsteak').name.text)
      const html = await (await request.get(source!)).text()
      // Tags read as a space, so a link in a sentence leaves two: read as a browser shows it.
      const pageText = plain(unescapeHtml(html.replace(/<[^>]+>/g, ' '))).replace(/\s+/g, ' ')
      for (const category of menu) {
        expect(pageText).toContain(category.title.text)
        if (category.note) expect(pageText).toContain(category.note.text)
        for (const item of category.items) {
          expect(pageText).toContain(item.name.text)
          if (item.description) expect(pageText).toContain(item.description.text)
        }
      }
      expect(pageText).toContain(plain(lang.euro(sameDish(lang, 'Rumpsteak').priceCents)))
      expect(plain(menuListText.deposit(lang.euro(15)))).toBe(says.deposit)
      expect(pageText).toContain(says.deposit)
      expect(pageText).toContain(says.priceNote(lowestFee))
      expect(pageText).toContain(says.sulfites)
      expect(pageText).toContain(says.sulphured)
      expect(pageText).not.toMatch(/sulfuri[sz]ed/i)
    })

    test('the two specialty cards show the prices of their menu entries', async ({ page }) => {
      const dialog = await openMenu(page)
      for (const [index, germanName] of ['Butter Chicken', 'Pizza Margherita'].entries()) {
        const item = sameDish(lang, germanName)
        const price = says.specialtyPrices[index]!
        expect(plain(lang.euro(item.priceCents))).toBe(price)
        const row = dialog.locator(menuRows).filter({ hasText: `${item.number}${item.name.text}` })
        await expect(row).toContainText(price)
        const card = page
          .locator(`#${anchors.specialties} article`)
          .filter({ hasText: item.name.text })
        await expect(card).toContainText(price)
        await expect(card).toContainText(item.description?.text ?? '')
      }
    })

    test('printing the home page prints the complete menu, even filtered and with the dialog closed', async ({
      page,
    }) => {
      const dialog = await openMenu(page)
      await dialog.getByRole('searchbox').fill(says.search.query)
      await expect(dialog.getByText(margherita, { exact: true })).toBeHidden()
      await dialog.getByRole('button', { name: islandText.close }).click()
      await expect(dialog).toBeHidden()

      // The home page first, then every dish, whatever the search hid.
      const printed = squeezed(
        (await pdfPageTexts(await printPage(page, { order: 'queued tasks first' }))).join(' '),
      )
      expect(printed).toContain(squeezed(specialtiesText.heading))
      for (const item of items) expect(printed).toContain(squeezed(item.name.text))
      await expect(dialog).toBeHidden()

      await page.emulateMedia({ media: 'print' })
      await expect(list(page)).toBeVisible()
      await expect(list(page).getByText(margherita, { exact: true })).toBeVisible()
      await expect(visibleDishes(page)).toHaveCount(total)
      await expect(page.getByRole('searchbox')).toBeHidden()
      await expect(list(page).getByRole('navigation')).toBeHidden()
    })

    for (const order of printOrders) {
      test(`printing with the menu open prints the menu alone, as the flyer the menu page prints (${order})`, async ({
        page,
      }) => {
        // Its header, which the build took out of the menu page, is fetched when the menu first
        // opens, not before, and not the whole menu page.
        const requested: string[] = []
        page.on('request', (request) => requested.push(new URL(request.url()).pathname))
        const flyerRequests = () =>
          requested.filter((path) => path === lang.menuPage || path.includes('flyer-header'))
        await page.goto(home)
        await waitForIslandsArmed(page)
        await page.waitForLoadState('networkidle')
        expect(flyerRequests()).toEqual([])
        await page.getByRole('link', { name: specialtiesText.menuButton }).click()
        const dialog = page.getByRole('dialog', { name: menuDialogText.title })
        await expect(dialog).toBeVisible()
        await expect.poll(flyerRequests).toEqual([`${lang.menuPage}/flyer-header.html`])
        const search = dialog.getByRole('searchbox')
        await search.fill(says.search.query)
        await expect(search).toBeFocused()
        await expect(dialog.locator('link[rel="stylesheet"][media="print"]')).toHaveAttribute(
          'href',
          printedFlyer[lang.language].printStylesheet,
        )
        const printed = (await expectPrintedFlyer(page, lang, order)).join(' ')
        // Nothing of the home page, and every dish, whatever the search hides.
        const occurrences = (part: string) => printed.split(part).length - 1
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
        for (const item of items) expect(squeezed(printed)).toContain(squeezed(item.name.text))
        // The dialog is back after printing, modal, the search intact and focused.
        await expect(dialog).toBeVisible()
        expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)
        await expect(search).toHaveValue(says.search.query)
        await expect(search).toBeFocused()
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

      test(`the menu button leads to the menu page, with every dish and working category links`, async ({
        page,
      }) => {
        await page.goto(home)
        await page.getByRole('link', { name: specialtiesText.menuButton }).click()
        await expect(page).toHaveURL(lang.menuPage)
        await expect(
          page.getByText(sameDish(lang, 'Butter Chicken').name.text, { exact: true }).first(),
        ).toBeVisible()
        await page.getByRole('link', { name: wines, exact: true }).first().click()
        await expect(page.getByRole('heading', { name: wines, exact: true })).toBeInViewport()
      })
    })
  })
}

test.describe('/en/ in English words', () => {
  const en = caseFor('en')
  const items = menuItems(en)
  const total = items.length

  async function openMenu(page: Page) {
    await page.goto('/en/')
    await waitForIslandsArmed(page)
    await page.getByRole('link', { name: 'View the menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Our menu' })
    await expect(dialog).toBeVisible()
    return dialog
  }
  const visibleDishes = (page: Page) => page.locator(`#menu ${menuRows}:visible`)

  for (const word of ['spinach', 'lamb']) {
    test(`searching "${word}" finds the dishes with ${word}`, async ({ page }) => {
      const expected = items.filter((item) => mentions(item, word))
      expect(expected.length, `dishes mentioning "${word}" in the English menu`).toBeGreaterThan(0)
      const dialog = await openMenu(page)
      await dialog.getByRole('searchbox', { name: 'Search the menu' }).fill(word)
      await expect(dialog.getByRole('status')).toHaveText(
        `${expected.length} of ${total} dishes and drinks`,
      )
      await expect(visibleDishes(page)).toHaveCount(expected.length)
      for (const item of expected) {
        await expect(visibleDishes(page).filter({ hasText: item.name.text })).not.toHaveCount(0)
      }
    })
  }

  test('the "Vegetarian" filter and typing "vegetarian" both find the vegetarian dishes', async ({
    page,
  }) => {
    const vegetarian = items.filter((item) => item.diet)
    expect(vegetarian.length).toBeGreaterThan(10)
    const dialog = await openMenu(page)
    const status = dialog.getByRole('status')
    const toggle = dialog.getByRole('button', { name: 'Vegetarian', exact: true })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(visibleDishes(page)).toHaveCount(vegetarian.length)
    await expect(status).toHaveText(`${vegetarian.length} of ${total} dishes and drinks`)
    await toggle.click()
    await expect(status).toHaveText(`All ${total} dishes and drinks`)

    // Vegan dishes are vegetarian too, though their badge says "vegan".
    await dialog.getByRole('searchbox').fill('vegetarian')
    await expect(visibleDishes(page)).toHaveCount(vegetarian.length)
    await expect(status).toHaveText(`${vegetarian.length} of ${total} dishes and drinks`)
    await dialog.getByRole('searchbox').fill('Vegetarisch')
    await expect(status).toHaveText('No matches')
  })
})
