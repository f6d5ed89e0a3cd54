// The restaurant's week end to end (issue 44): pages built from a copy of content/ on Monday,
// 30 November 2026, 10:00 in Berlin, with Mittagstisch weeks around it (one that ended the day
// before, the running one, three to come: one with a Betriebsausflug, one with Christmas Day), Butter
// Chicken and a lunch dish off for a few days, and a reservation service. Without JavaScript the
// pages show the build's moment; in the browser, with the clock of another day, the visitor's day.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Locator, Page } from '@playwright/test'
import { parse, stringify } from 'yaml'
import { contentDir } from '../../builder/content/load-site.ts'
import { uiTexts } from '#src/i18n/index.ts'
import { expect, test } from './fixtures.ts'
import { type BuiltSite, buildPagesFrom, serveBuild } from './pages-from-content.ts'
import { plain } from './languages.ts'
import { waitForIsland, waitForIslandsArmed } from './wait-for-hydration.ts'

const { de, en } = uiTexts
const builtAt = new Date('2026-11-30T10:00:00+01:00')
const service = {
  name: 'Beispiel Reservierung GmbH',
  url: 'https://reservieren.example/namaste-otterbach',
  privacyUrl: 'https://reservieren.example/datenschutz',
}

const dish = (de: string, price: string, extra: object = {}) => ({
  name: { de, en: de },
  price,
  allergens: [],
  ...extra,
})
const weeks = [
  { from: '2026-11-23', to: '2026-11-29', offers: [dish('Dal der Vorwoche', '6,90')] },
  {
    from: '2026-11-30',
    to: '2026-12-06',
    offers: [
      dish('Chana Masala', '7,90', { vegan: true }),
      dish('Lamm-Curry', '9,90', { unavailableUntil: '2026-12-01' }),
      // Its description without English: /en/lunch shows the German one, marked.
      dish('Paneer Tikka', '8,50', {
        vegetarian: true,
        allergens: ['G'],
        description: { de: 'Frischkäse aus dem Tandoor' },
      }),
    ],
  },
  { from: '2026-12-07', to: '2026-12-13', offers: [dish('Aloo Gobi', '7,50')] },
  { from: '2026-12-14', to: '2026-12-20', offers: [dish('Dal Makhani', '7,90')] },
  { from: '2026-12-21', to: '2026-12-27', offers: [dish('Fisch-Curry', '9,50')] },
]

test.describe.configure({ mode: 'serial' })

let root: string
let site: BuiltSite

/** Reads a data file of the copy, changes it, writes it back in YAML. */
function edit(file: string, change: (data: Record<string, unknown>) => void) {
  const path = join(root, 'content', file)
  const data = parse(readFileSync(path, 'utf8')) as Record<string, unknown>
  change(data)
  writeFileSync(path, stringify(data))
}

test.beforeAll(async () => {
  test.setTimeout(300_000)
  root = mkdtempSync(join(tmpdir(), 'lunch-'))
  cpSync(contentDir, join(root, 'content'), { recursive: true })
  edit('lunch.yaml', (lunch) => {
    lunch.weeks = weeks
  })
  edit('hours.yaml', (hours) => {
    hours.closures = [
      { from: '2026-12-17', to: '2026-12-18', announcement: { de: 'Betriebsausflug' } },
    ]
  })
  edit('menu.yaml', (menu) => {
    const items = (menu.categories as { items: { number: string }[] }[]).flatMap((c) => c.items)
    Object.assign(
      items.find((item) => item.number === '50')!,
      { unavailableUntil: '2026-12-02' },
    )
  })
  edit('restaurant.yaml', (restaurant) => {
    restaurant.reservationService = [service]
  })
  await buildPagesFrom(root, builtAt)
  site = await serveBuild(root)
})

test.afterAll(() => {
  site?.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

/** A page of the build without JavaScript: the build's moment as it prerendered it. */
async function prerendered(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${site.origin}${path}`)
  return { page, close: () => context.close() }
}

/** A page in the browser at a Berlin wall-clock time (winter: UTC+1), its islands armed. */
async function openAt(page: Page, path: string, date: string, time = '12:00') {
  await page.clock.setFixedTime(new Date(`${date}T${time}:00+01:00`))
  await page.goto(`${site.origin}${path}`)
  await waitForIslandsArmed(page)
}

const teaser = (page: Page, heading: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: heading }) })
/** Today's line on the Mittagstisch page: one per day prerendered, the day's shown. */
const todayLine = (page: Page) => page.locator('[data-lunch-status]').filter({ visible: true })
const menuRow = (within: Page | Locator, name: string) =>
  within.locator('li.menu-item').filter({ hasText: name }).first()
const lunchSection = (within: Page | Locator) =>
  within.locator('section[data-category^="mittagstisch"]')

test('the build shows the running week with prices on its page, the home page and the menu, and not the one that ended', async ({
  browser,
}) => {
  const lunch = await prerendered(browser, '/mittagstisch')
  await expect(todayLine(lunch.page)).toHaveText(de.lunchText.today('11:00–14:00 Uhr'))
  const running = lunch.page.getByRole('region', { name: /Woche vom 30\. November/ })
  await expect(menuRow(running, 'Chana Masala')).toContainText(plain('7,90 €'))
  await expect(menuRow(running, 'Chana Masala')).toContainText('vegan')
  // The next week too, the one after not yet; the week that ended nowhere.
  await expect(lunch.page.getByRole('region', { name: /Woche vom 7\./ })).toContainText('Aloo Gobi')
  await expect(lunch.page.getByText('Dal Makhani')).toBeHidden()
  expect(await lunch.page.content()).not.toContain('Dal der Vorwoche')
  await lunch.close()

  const english = await prerendered(browser, '/en/lunch')
  await expect(todayLine(english.page)).toHaveText(en.lunchText.today('11:00–14:00'))
  await expect(menuRow(english.page, 'Chana Masala')).toContainText('€7.90')
  const german = menuRow(english.page, 'Paneer Tikka').locator('.menu-item-description')
  await expect(german).toHaveText('Frischkäse aus dem Tandoor')
  await expect(german).toHaveAttribute('lang', 'de')
  await english.close()

  for (const [path, text] of [
    ['/', de],
    ['/en/', en],
  ] as const) {
    const home = await prerendered(browser, path)
    const block = teaser(home.page, text.lunchText.teaserHeading)
    await expect(block).toBeVisible()
    await expect(block.getByText(text.lunchText.todayBadge)).toBeVisible()
    await expect(block).toContainText('Chana Masala')
    await expect(block).toContainText(path === '/' ? plain('7,90 €') : '€7.90')
    await expect(block.getByRole('link', { name: text.lunchText.teaserLink })).toHaveAttribute(
      'href',
      path === '/' ? '/mittagstisch' : '/en/lunch',
    )
    expect(await home.page.content()).not.toContain('Dal der Vorwoche')
    await home.close()
  }

  const menu = await prerendered(browser, '/speisekarte')
  await expect(lunchSection(menu.page).first()).toBeVisible()
  await expect(menu.page.locator('section[data-category]').first()).toContainText('Chana Masala')
  await expect(menu.page.locator('[data-jump]').first()).toHaveText(de.lunchText.heading)
  expect(await menu.page.content()).not.toContain('Dal der Vorwoche')
  await menu.close()
})

test('the structured data carries the running week as a MenuSection with its offers and when they are served', async ({
  request,
}) => {
  const jsonLd = async (path: string) => {
    const html = await (await request.get(`${site.origin}${path}`)).text()
    const [, text = ''] = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html) ?? []
    return JSON.parse(text) as { hasMenuSection: Record<string, unknown>[] }
  }
  const page = await jsonLd('/mittagstisch')
  const [section] = page.hasMenuSection
  expect(section).toMatchObject({ '@type': 'MenuSection' })
  const chana = (section!.hasMenuItem as Record<string, unknown>[])[0]!
  expect(chana).toMatchObject({ '@type': 'MenuItem', name: 'Chana Masala' })
  expect((chana.offers as Record<string, unknown>[])[0]).toEqual({
    '@type': 'Offer',
    price: '7.90',
    priceCurrency: 'EUR',
    availabilityStarts: '2026-11-30T11:00:00+01:00',
    availabilityEnds: '2026-11-30T14:00:00+01:00',
  })
  expect(JSON.stringify(page)).not.toContain('Dal der Vorwoche')
  const menu = await jsonLd('/speisekarte')
  expect(menu.hasMenuSection[0]).toEqual(section)
})

test('the Mittagstisch page fits a phone of 320 and 390 px without scrolling sideways', async ({
  page,
}) => {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of ['/mittagstisch', '/en/lunch']) {
      await openAt(page, path, '2026-11-30', '11:00')
      await expect(todayLine(page)).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0)
      // The days' table stays inside its card.
      const table = page.locator('section[data-lunch-week] table').filter({ visible: true }).first()
      const spill = await table.evaluate((element) => {
        const card = element.parentElement!
        const padding = parseFloat(getComputedStyle(card).paddingRight)
        return (
          element.getBoundingClientRect().right - (card.getBoundingClientRect().right - padding)
        )
      })
      expect(spill, `the days' table on ${path} at ${width} px`).toBeLessThanOrEqual(0.5)
    }
  }
})

test('on a Wednesday, a closure and a public holiday the page says there is no Mittagstisch that day', async ({
  page,
}) => {
  await openAt(page, '/mittagstisch', '2026-12-02')
  await expect(todayLine(page)).toHaveText(de.lunchText.noneToday.restDay)
  await openAt(page, '/', '2026-12-02')
  const block = teaser(page, de.lunchText.teaserHeading)
  await expect(block).toBeVisible()
  await expect(block.getByText(de.lunchText.todayBadge)).toBeHidden()

  await openAt(page, '/mittagstisch', '2026-12-17')
  await expect(todayLine(page)).toHaveText(de.lunchText.noneToday.closure)
  await expect(page.getByRole('region', { name: /Woche vom 14\./ })).toBeVisible()
  await expect(page.getByRole('region', { name: /Woche vom 30\./ })).toBeHidden()

  await openAt(page, '/en/lunch', '2026-12-25')
  await expect(todayLine(page)).toHaveText(en.lunchText.noneToday.holiday)
  await openAt(page, '/mittagstisch', '2026-12-25')
  await expect(todayLine(page)).toHaveText(de.lunchText.noneToday.holiday)
})

test('the home page’s block is highlighted „Heute Mittag“ until 14:00 and gone after its week; a week after the build the menu shows that week', async ({
  page,
}) => {
  await openAt(page, '/', '2026-12-03', '11:30')
  const block = teaser(page, de.lunchText.teaserHeading)
  await expect(block).toContainText('Chana Masala')
  await expect(block.getByText(de.lunchText.todayBadge)).toBeVisible()
  await openAt(page, '/', '2026-12-03', '14:30')
  await expect(block).toBeVisible()
  await expect(block.getByText(de.lunchText.todayBadge)).toBeHidden()

  // A week later, before the nightly build: the home page's block (the build's week) is gone …
  await openAt(page, '/', '2026-12-07', '11:30')
  await expect(teaser(page, de.lunchText.teaserHeading)).toBeHidden()
  // … and the menu dialog's dishes, fetched beside the page, show that week.
  await page.getByRole('link', { name: de.specialtiesText.menuButton }).click()
  const dialog = page.getByRole('dialog', { name: de.islandText.menuDialog.title })
  await expect(lunchSection(dialog).filter({ visible: true })).toContainText('Aloo Gobi')
  await expect(lunchSection(dialog).filter({ visible: true })).not.toContainText('Chana Masala')

  await openAt(page, '/speisekarte', '2026-12-07', '14:30')
  await expect(lunchSection(page).filter({ visible: true })).toContainText('Aloo Gobi')
  await expect(lunchSection(page).filter({ visible: true })).not.toContainText('Chana Masala')
})

test('the day’s correction as a page loads makes no Intl formatter and compares no text by locale (ADR 036)', async ({
  page,
}) => {
  // Either loads ICU's data on first use: a 30–60 ms task here, 120–240 ms on a phone.
  await page.addInitScript(() => {
    const calls: string[] = []
    ;(window as unknown as { icuCalls: string[] }).icuCalls = calls
    for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator', 'ListFormat'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object
      ;(Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
        construct(target, args) {
          calls.push(`Intl.${name}`)
          return Reflect.construct(target, args) as object
        },
        apply(target, self, args) {
          calls.push(`Intl.${name}`)
          return Reflect.apply(target as unknown as () => object, self, args) as object
        },
      })
    }
    const localeCompare = String.prototype.localeCompare
    String.prototype.localeCompare = function (
      this: string,
      ...args: Parameters<typeof localeCompare>
    ) {
      calls.push('localeCompare')
      return localeCompare.apply(this, args)
    }
  })
  // On each page a day on which the correction changes what the build prerendered (on the
  // Mittagstisch pages with two weeks to come, which it orders).
  const corrected: [string, string, () => Promise<void>][] = [
    ['/', '2026-12-07', () => expect(teaser(page, de.lunchText.teaserHeading)).toBeHidden()],
    [
      '/mittagstisch',
      '2026-12-01',
      () => expect(tuesdayRow()).toHaveAttribute('aria-current', 'date'),
    ],
    ['/en/lunch', '2026-12-01', () => expect(tuesdayRow()).toHaveAttribute('aria-current', 'date')],
    [
      '/speisekarte',
      '2026-12-07',
      () => expect(lunchSection(page).filter({ visible: true })).toContainText('Aloo Gobi'),
    ],
  ]
  const tuesdayRow = () => page.locator('[data-lunch-row="2026-12-01"]')
  for (const [path, date, correction] of corrected) {
    await openAt(page, path, date, '11:30')
    await correction()
    const calls = await page.evaluate(() => (window as unknown as { icuCalls: string[] }).icuCalls)
    expect(calls, path).toEqual([])
  }
})

test('after the last week there is no Mittagstisch anywhere but the page’s note', async ({
  page,
}) => {
  await openAt(page, '/', '2026-12-28')
  // Prerendered, the block of the build's week; it does not show.
  await expect(page.locator('article[data-lunch-week]')).toHaveCount(1)
  await expect(teaser(page, de.lunchText.teaserHeading)).toHaveCount(0)
  await openAt(page, '/speisekarte', '2026-12-28')
  await expect(lunchSection(page).filter({ visible: true })).toHaveCount(0)
  await expect(page.locator('[data-jump]').filter({ visible: true }).first()).not.toHaveText(
    de.lunchText.heading,
  )
  // The count follows the list once the search has hydrated, which it does as the visitor comes
  // to it (ADR 035); before, it is the build's.
  await page.getByRole('searchbox').hover()
  await waitForIsland(page, 'menu-search')
  await expect(page.getByRole('status').filter({ hasText: /Alle \d+ Gerichte/ })).toHaveText(
    de.islandText.menuDialog.resultCount(143, 143),
  )
  await openAt(page, '/mittagstisch', '2026-12-28')
  await expect(page.getByText(de.lunchText.noWeek)).toBeVisible()
  await expect(todayLine(page)).toHaveText(de.lunchText.noneThisDay)
})

test('a dish off until a date is marked on the menu in both languages, and back to normal the day after', async ({
  browser,
  page,
}) => {
  // Before hydration: the build's day, Monday.
  for (const [path, note] of [
    ['/speisekarte', 'Zurzeit nicht erhältlich – wieder ab Donnerstag, 3. Dezember'],
    ['/en/menu', 'Currently unavailable – back on Thursday, December 3'],
  ] as const) {
    const menu = await prerendered(browser, path)
    const row = menuRow(menu.page, 'Butter Chicken')
    await expect(row).toHaveAttribute('data-unavailable', '')
    await expect(row.getByText(note)).toBeVisible()
    await menu.close()
  }
  const home = await prerendered(browser, '/')
  const card = home.page.getByRole('article').filter({ hasText: 'Butter Chicken' })
  await expect(card.getByText(/Zurzeit nicht erhältlich – wieder ab Donnerstag/)).toBeVisible()
  await home.close()
  const lunch = await prerendered(browser, '/mittagstisch')
  await expect(menuRow(lunch.page, 'Lamm-Curry')).toContainText(
    'Zurzeit nicht erhältlich – wieder ab Mittwoch, 2. Dezember',
  )
  await lunch.close()

  // After hydration, on its last day off: still marked.
  await openAt(page, '/en/menu', '2026-12-02', '21:00')
  await expect(menuRow(page, 'Butter Chicken')).toHaveAttribute('data-unavailable', '')
  await expect(menuRow(page, 'Butter Chicken').getByText(/Currently unavailable/)).toBeVisible()

  // After hydration, the day after: back as every other dish, on the menu, the card and in the
  // home page's menu dialog.
  for (const path of ['/speisekarte', '/en/menu']) {
    await openAt(page, path, '2026-12-03')
    const row = menuRow(page, 'Butter Chicken')
    await expect(row).not.toHaveAttribute('data-unavailable')
    await expect(row.getByText(/nicht erhältlich|unavailable/)).toBeHidden()
  }
  await openAt(page, '/', '2026-12-03')
  const backCard = page.getByRole('article').filter({ hasText: 'Butter Chicken' })
  await expect(backCard.getByText(/nicht erhältlich/)).toBeHidden()
  await page.getByRole('link', { name: de.specialtiesText.menuButton }).click()
  const dialog = page.getByRole('dialog', { name: de.islandText.menuDialog.title })
  await expect(menuRow(dialog, 'Butter Chicken')).toBeVisible()
  await expect(menuRow(dialog, 'Butter Chicken').getByText(/nicht erhältlich/)).toBeHidden()
  await expect(menuRow(dialog, 'Lamm-Curry').getByText(/nicht erhältlich/)).toBeHidden()
})

test('with a reservation service „Tisch reservieren“ opens it in a new tab from /, /en/ and the Mittagstisch page', async ({
  browser,
}) => {
  for (const [path, name] of [
    ['/', de.reservationText.link],
    ['/en/', en.reservationText.link],
    ['/mittagstisch', de.reservationText.link],
    ['/en/lunch', en.reservationText.link],
  ] as const) {
    const { page, close } = await prerendered(browser, path)
    const link = page.getByRole('link', { name }).first()
    await expect(link).toHaveAttribute('href', service.url)
    await expect(link).toHaveAttribute('target', '_blank')
    // No frame of the service on our pages.
    await expect(page.locator(`iframe[src^="${new URL(service.url).origin}"]`)).toHaveCount(0)
    await close()
  }
  // The Datenschutzerklärung names the service, in German and in the English translation.
  for (const [path, heading] of [
    ['/datenschutz', 'Online-Reservierung'],
    ['/en/privacy', 'Reserving online'],
  ] as const) {
    const { page, close } = await prerendered(browser, path)
    // The legal documents' sections are unnamed <section>s under their h2 (ADR 031).
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })
    await expect(section).toContainText(service.name)
    await expect(section.getByRole('link', { name: service.privacyUrl })).toBeVisible()
    await close()
  }
})

test('without a reservation service there is no „Tisch reservieren“, and the Datenschutzerklärung names none', async ({
  page,
}) => {
  for (const [path, name] of [
    ['/', de.reservationText.link],
    ['/en/', en.reservationText.link],
    ['/mittagstisch', de.reservationText.link],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('link', { name })).toHaveCount(0)
  }
  await page.goto('/datenschutz')
  await expect(page.getByRole('heading', { name: 'Online-Reservierung' })).toHaveCount(0)
  await expect(page.getByText(/Reservierungsdienst/)).toHaveCount(0)
})
