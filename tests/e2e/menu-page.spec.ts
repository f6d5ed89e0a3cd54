// The whole menu as a page of its own (issue 20), the same components as the dialog: what it shows
// without JavaScript, search and filters, the jump bar (on a desktop, and on a busy phone before
// the island hydrates), the ordering link, the share button, its structured data, and its print as
// the flyer. In German; English for its words and formats (/en/menu, the English flyer).
import type { Page } from '@playwright/test'
import { canonicalUrl } from '#src/lib/canonical-url.ts'
import { flyerPrintStylesheet } from '#src/features/menu/flyer-print-css.ts'
import { formatAlcohol } from '#src/features/menu/menu-format.ts'
import { decodeQrCodes } from '../decode-qr.ts'
import { menuRows } from './menu-rows.ts'
import { expect, test } from './fixtures.ts'
import { expectPrintedFlyer, printedFlyer } from './flyer.ts'
import { caseFor, categoryById, languageCases, menuItems, plain } from './languages.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'

const de = caseFor('de')
const { menuPage: path, site, text } = de
const { menu, restaurant } = site
const { pageMeta, menuListText, heroText, islandText } = text
const menuDialogText = islandText.menuDialog
const items = menuItems(de)
const desserts = categoryById(de, 'desserts').title.text
const pizza = categoryById(de, 'pizza').title.text
const salads = categoryById(de, 'salate').title.text
const visibleDishes = (page: Page) => page.locator(`#gerichte ${menuRows}:visible`)

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('it shows who and where, the hours, the ordering link to the ordering page, the whole menu with every drink’s alcohol, and no controls', async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page).toHaveTitle(text.pageHeadText(restaurant)['menu-page'].title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageMeta.menu.heading)
    await expect(page.getByRole('main').locator('address')).toContainText(restaurant.address.street)
    await expect(
      page.getByRole('heading', { name: islandText.hours.heading, level: 2 }),
    ).toBeVisible()
    // Without JavaScript it leads to the site's ordering page, with the terms around the frame.
    await expect(page.getByRole('link', { name: heroText.orderButton })).toHaveAttribute(
      'href',
      de.orderPage,
    )
    for (const category of menu) {
      await expect(
        page.getByRole('heading', { name: category.title.text, exact: true }),
      ).toHaveCount(1)
    }
    await expect(visibleDishes(page)).toHaveCount(items.length)
    await expect(page.getByRole('heading', { name: menuListText.legendHeading })).toBeVisible()
    await expect(page.getByRole('searchbox')).toBeHidden()

    // Every alcoholic drink shows its alcohol by volume, beside its volume.
    const alcoholic = menu
      .filter((category) => category.kind === 'alcoholic-drink')
      .flatMap((category) => category.items)
    expect(alcoholic.length).toBeGreaterThan(5)
    const rowTexts = await page
      .locator(`#gerichte ${menuRows}`)
      .evaluateAll((rows) =>
        rows.map((row): [string, string] => [
          row.querySelector('.menu-item-number')?.textContent?.trim() ?? '',
          row.textContent ?? '',
        ]),
      )
    for (const item of alcoholic) {
      // By its number: „Pils“ is also part of „Pils alkoholfrei“'s name.
      const row = rowTexts.find(([number]) => number === item.number)
      expect(row, item.number).toBeDefined()
      expect(plain(row?.[1] ?? ''), item.number).toContain(
        plain(formatAlcohol(item.alcoholByVolume!, 'de')),
      )
    }
  })
})

test('search and filters work on the page as in the dialog; its ordering link opens the order modal', async ({
  page,
}) => {
  await page.goto(path)
  await waitForIslandsArmed(page)
  const search = page.getByRole('searchbox', { name: menuDialogText.searchLabel })
  await search.fill('hahnchen')
  const expected = items.filter((item) =>
    `${item.name.text} ${item.description?.text ?? ''}`.toLowerCase().includes('hähnchen'),
  )
  expect(expected.length).toBeGreaterThan(5)
  // The result count is the status region of the menu's section (the share button has its own).
  await expect(
    page.locator('section[aria-labelledby="menu-dishes"]').getByRole('status'),
  ).toHaveText(menuDialogText.resultCount(expected.length, items.length))
  await expect(visibleDishes(page)).toHaveCount(expected.length)

  await search.fill('')
  await page.getByRole('button', { name: menuDialogText.filters.vegan }).click()
  const vegan = items.filter((item) => item.diet === 'vegan')
  await expect(visibleDishes(page)).toHaveCount(vegan.length)

  await page.getByRole('link', { name: heroText.orderButton }).click()
  await expect(page.getByRole('dialog', { name: islandText.order.modalTitle })).toBeVisible()
})

/** Waits for the category's heading to rest right under the sticky header and jump bar. */
const expectRightUnderTheBar = async (page: Page, title: string) => {
  const jumpBar = page.getByRole('navigation', { name: menuListText.jumpBarLabel })
  const header = page.getByRole('banner')
  const heading = page.getByRole('heading', { name: title, exact: true })
  await expect
    .poll(async () => {
      const [top, bar, box] = await Promise.all([
        header.boundingBox(),
        jumpBar.boundingBox(),
        heading.boundingBox(),
      ])
      if (!top || !bar || !box) return 'not on screen'
      const barGap = Math.round(bar.y - (top.y + top.height))
      const headingGap = Math.round(box.y - (bar.y + bar.height))
      // The bar sticks right under the header, and the heading comes right below both.
      return barGap >= -1 && headingGap >= 0 && headingGap <= 40
        ? 'right under the bar'
        : `bar ${barGap} px under the header, ${title} ${headingGap} px under the bar`
    })
    .toBe('right under the bar')
}
const jumpLink = (page: Page, title: string) =>
  page
    .getByRole('navigation', { name: menuListText.jumpBarLabel })
    .getByRole('link', { name: title, exact: true })

test.describe('on a 1440 px desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the jump bar brings each category right under the sticky header and bar', async ({
    page,
  }) => {
    await page.goto(path)
    await waitForIslandsArmed(page)
    // Far down, and back up past categories laid out at their estimated heights.
    for (const title of [pizza, desserts, salads]) {
      await jumpLink(page, title).click()
      await expectRightUnderTheBar(page, title)
    }
  })
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a jump made while the menu’s island is still loading lands and rests right under the bar', async ({
    page,
  }) => {
    await page.goto(path)
    await waitForIslandsArmed(page)
    // A busy phone: everything the island needs to hydrate comes only after the jumps.
    let scriptsArrive!: () => void
    const arrived = new Promise<void>((resolve) => (scriptsArrive = resolve))
    await page.route('**/assets/*.js', async (route) => {
      await arrived
      await route.continue()
    })
    for (const title of [pizza, desserts]) {
      await jumpLink(page, title).click()
      await expectRightUnderTheBar(page, title)
    }
    await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(0)
    scriptsArrive()
    await page.waitForSelector('[data-island][data-hydrated]', { state: 'attached' })
    await expectRightUnderTheBar(page, desserts)
  })
})

test('the share button copies the page’s address where there is no share sheet, and says so', async ({
  page,
}) => {
  // Headless Chromium has no share sheet: the clipboard path. Record what is written to it.
  await page.addInitScript(() => {
    const written: string[] = []
    Object.assign(window, { written })
    Object.defineProperty(navigator, 'share', { value: undefined })
    navigator.clipboard.writeText = async (text: string) => void written.push(text)
  })
  await page.goto(path)
  await waitForIslandsArmed(page)
  await page.getByRole('button', { name: pageMeta.menu.share.button }).click()
  await expect(
    page.getByRole('status').filter({ hasText: pageMeta.menu.share.copied }),
  ).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { written: string[] }).written)).toEqual([
    canonicalUrl(restaurant.siteUrl, path),
  ])
})

test('its structured data is the whole menu in the page’s language, which the home page’s Restaurant links to', async ({
  request,
}) => {
  for (const lang of languageCases) {
    const html = await (await request.get(lang.menuPage)).text()
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    expect(blocks).toHaveLength(1)
    const data = JSON.parse(blocks[0]![1]!)
    expect(data).toMatchObject({
      '@type': 'Menu',
      url: canonicalUrl(lang.site.restaurant.siteUrl, lang.menuPage),
    })
    // The menu's sections, after the Mittagstisch's week while one runs (lunch.spec.ts).
    const sections = (data.hasMenuSection as { name: string; hasMenuItem: unknown[] }[]).filter(
      (section) => !section.name.startsWith(lang.text.lunchText.heading),
    )
    expect(sections.map((section) => section.name)).toEqual(
      lang.site.menu.map((category) => category.title.text),
    )
    expect(sections.flatMap((section) => section.hasMenuItem)).toHaveLength(menuItems(lang).length)
  }
})

// The menu page has no dialog open, the only part of a page that reacts to the print events
// (src/ui/use-print-in-page-flow.ts): one print order is the other's duplicate here. The flyer
// from the dialog is printed in both (menu.spec.ts).
test('printed, it is a flyer of at most 6 A4 pages: the menu with its header, nothing of the site', async ({
  page,
}) => {
  await page.goto(path)
  await waitForIslandsArmed(page)
  await expectPrintedFlyer(page, de, 'in one task')
})

test('in print media, the flyer shows its header, QR code and price date, no site controls', async ({
  page,
}) => {
  const flyerSays = printedFlyer.de
  await page.goto(path)
  // The page footer ("Seite 1 von 4") comes from the language's print stylesheet.
  expect(flyerPrintStylesheet('de')).toBe(flyerSays.printStylesheet)
  await expect(page.locator('link[rel="stylesheet"][media="print"]')).toHaveAttribute(
    'href',
    flyerSays.printStylesheet,
  )
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('searchbox')).toBeHidden()
  await expect(page.getByRole('navigation', { name: menuListText.jumpBarLabel })).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(flyerSays.pricesAsOf)).toBeVisible()
  // The QR code on top leads to the ordering page.
  const code = page.locator('figure').filter({ hasText: pageMeta.menu.orderQrCaption })
  const shot = await code.locator('span').first().screenshot()
  expect(await decodeQrCodes(new Uint8Array(shot))).toEqual([
    `${restaurant.siteUrl}${de.orderPage}`,
  ])
})

test.describe('/en/menu', () => {
  const en = caseFor('en')

  test('is in English: heading, order button, prices, and its language link leads to /speisekarte', async ({
    page,
  }) => {
    await page.goto('/en/menu')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveTitle(en.text.pageHeadText(en.site.restaurant)['menu-page'].title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Menu')
    const order = page.getByRole('link', { name: 'Order online now' }).first()
    await expect(order).toBeVisible()
    await expect(order).toHaveAttribute('href', en.orderPage)
    await expect(page.getByRole('heading', { name: 'Hours', level: 2 })).toBeVisible()
    for (const category of en.site.menu) {
      await expect(
        page.getByRole('heading', { name: category.title.text, exact: true }),
      ).toHaveCount(1)
    }
    await expect(visibleDishes(page)).toHaveCount(menuItems(en).length)
    await expect(
      page.getByRole('heading', { name: en.text.menuListText.legendHeading }),
    ).toBeVisible()
    await expect(page.locator('#gerichte li[data-tags]').first()).toContainText(/€\d+\.\d{2}/)
    await expect(page.locator('#gerichte')).not.toContainText(/\d,\d{2}\s€/)
    const german = page.getByRole('banner').getByRole('link', { name: 'Deutsch' })
    await expect(german).toHaveAttribute('hreflang', 'de')
    await expect(german).toHaveAttribute('lang', 'de')
    await german.click()
    await expect(page).toHaveURL((url) => url.pathname === '/speisekarte')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    const english = page.getByRole('banner').getByRole('link', { name: 'English' })
    await expect(english).toHaveAttribute('href', '/en/menu')
  })

  test('printed, it is the flyer in English words: its header, “Prices as of”, “Page 1 of …”, its QR code to the English ordering page', async ({
    page,
  }) => {
    expect(flyerPrintStylesheet('en')).toBe(printedFlyer.en.printStylesheet)
    await page.goto(en.menuPage)
    await expect(page.locator('link[rel="stylesheet"][media="print"]')).toHaveAttribute(
      'href',
      printedFlyer.en.printStylesheet,
    )
    await waitForIslandsArmed(page)
    await expectPrintedFlyer(page, en, 'queued tasks first')
    // Its QR code leads to the English ordering page.
    await page.emulateMedia({ media: 'print' })
    const code = page.locator('figure').filter({ hasText: en.text.pageMeta.menu.orderQrCaption })
    const shot = await code.locator('span').first().screenshot()
    expect(await decodeQrCodes(new Uint8Array(shot))).toEqual([
      `${en.site.restaurant.siteUrl}${en.orderPage}`,
    ])
  })
})
