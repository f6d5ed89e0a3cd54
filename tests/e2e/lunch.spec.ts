// The restaurant's week end to end (issue 44) on the suites' site (tests/site/suite-content.ts),
// built on the suite's Thursday, 3 December 2026, 11:30, a lunch day of the running Mittagstisch
// week: without JavaScript the pages show the build's moment; in the browser, each state of the
// week under its own clock — a Wednesday (the Ruhetag), a closure, a public holiday, the running
// week's last day (a Sunday, without lunch), the next week, no current week after the last one, and
// a dish off until Friday back on Saturday. Also the reservation service's links. The logic of the
// days and weeks is unit-tested beside the code (src/features/lunch/*.test.ts).
import type { Locator, Page } from '@playwright/test'
import { uiTexts } from '#src/i18n/index.ts'
import { addDays } from '#src/lib/berlin-time.ts'
import {
  suiteClosure,
  suiteLunch,
  suiteMenu,
  suiteReservationService as service,
} from '../site/suite-content.ts'
import { suiteInstant } from '../site/suite-site.ts'
import { expect, test } from './fixtures.ts'
import { firstLayoutStrikes, maxFirstLayoutStrikesWithDishes } from './font-strikes.ts'
import { caseFor, menuItems, plain } from './languages.ts'
import { menuSections } from './menu-rows.ts'
import { waitForIsland, waitForIslandsArmed } from './wait-for-hydration.ts'

const { de, en } = uiTexts
const { running, next, withClosure, withChristmas, ended, dishOff, germanOnly } = suiteLunch
/** Christmas Day, a public holiday in the week with Christmas. */
const christmas = '2026-12-25'
/** The running week's Wednesday, the Ruhetag. */
const wednesday = '2026-12-02'
/** The day after the last week the owner entered. */
const afterLastWeek = addDays(withChristmas.to, 1)

/** A page in the browser at a Berlin wall-clock time (winter: UTC+1), its islands armed. */
async function openAt(page: Page, path: string, date: string, time = '12:00') {
  await page.clock.setFixedTime(new Date(`${date}T${time}:00+01:00`))
  await page.goto(path)
  await waitForIslandsArmed(page)
}

const teaser = (page: Page, heading: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: heading }) })
/** Today's line on the Mittagstisch page: one per day prerendered, the day's shown. */
const todayLine = (page: Page) => page.locator('[data-lunch-status]').filter({ visible: true })
/** A row of a Mittagstisch week (which has dishes of the menu's names: scope it). */
const menuRow = (within: Page | Locator, name: string) =>
  within.locator('li.menu-item').filter({ hasText: name }).first()
const lunchSection = (within: Page | Locator) =>
  within.locator('section[data-category^="mittagstisch"]')
/** The row of the menu's own dish numbered `number`. */
function dishRow(within: Page | Locator, number: string): Locator {
  const page = 'goto' in within ? within : within.page()
  return within.locator(`${menuSections} li.menu-item`).filter({
    has: page.locator('.menu-item-number', { hasText: new RegExp(`^${number}$`) }),
  })
}
/** A week's region on the Mittagstisch page, by its first day: „Woche vom 30. November …“. */
const weekRegion = (page: Page, from: string) =>
  page.getByRole('region', { name: new RegExp(`^Woche vom ${Number(from.slice(8))}\\.`) })

/** The day a dish off until `until` is back: the note names it. */
const backOn = (until: string) => addDays(until, 1)

test('the suite’s data are what these tests say of them', () => {
  expect(suiteInstant.toISOString()).toBe('2026-12-03T10:30:00.000Z')
  expect([running.from, running.to]).toEqual(['2026-11-30', '2026-12-06'])
  expect(backOn(dishOff.until)).toBe('2026-12-05')
  expect(backOn(suiteMenu.dishOff.until)).toBe('2026-12-05')
  expect(suiteClosure.from <= '2026-12-17' && '2026-12-17' <= suiteClosure.to).toBe(true)
  expect(withClosure.from <= suiteClosure.from && suiteClosure.to <= withClosure.to).toBe(true)
  expect(withChristmas.from <= christmas && christmas <= withChristmas.to).toBe(true)
})

test.describe('without JavaScript, the build’s moment (the suite’s Thursday, a lunch day)', () => {
  test.use({ javaScriptEnabled: false })

  test('the running week shows with prices on its page, the home page and the menu, the next on its page, the one that ended nowhere', async ({
    page,
  }) => {
    await page.goto('/mittagstisch')
    await expect(todayLine(page)).toHaveText(de.lunchText.today('11:00–14:00 Uhr'))
    const runningWeek = weekRegion(page, running.from)
    await expect(runningWeek).toHaveAccessibleName(/^Woche vom 30\. November/)
    await expect(menuRow(runningWeek, 'Chana Masala')).toContainText(plain('7,90 €'))
    await expect(menuRow(runningWeek, 'Chana Masala')).toContainText('vegan')
    // The next week too, the one after not yet; the week that ended nowhere.
    await expect(weekRegion(page, next.from)).toContainText(next.dish)
    await expect(page.getByText(withClosure.dish)).toBeHidden()
    expect(await page.content()).not.toContain(ended.dish)

    await page.goto('/en/lunch')
    await expect(todayLine(page)).toHaveText(en.lunchText.today('11:00–14:00'))
    await expect(menuRow(page, 'Chana Masala')).toContainText('€7.90')
    // A description without its English: the German one, marked German.
    const german = menuRow(page, germanOnly.name).locator('.menu-item-description')
    await expect(german).toHaveText(germanOnly.description)
    await expect(german).toHaveAttribute('lang', 'de')

    for (const [path, text] of [
      ['/', de],
      ['/en/', en],
    ] as const) {
      await page.goto(path)
      const block = teaser(page, text.lunchText.teaserHeading)
      await expect(block).toBeVisible()
      await expect(block.getByText(text.lunchText.todayBadge)).toBeVisible()
      await expect(block).toContainText('Chana Masala')
      await expect(block).toContainText(path === '/' ? plain('7,90 €') : '€7.90')
      await expect(block.getByRole('link', { name: text.lunchText.teaserLink })).toHaveAttribute(
        'href',
        path === '/' ? '/mittagstisch' : '/en/lunch',
      )
      expect(await page.content()).not.toContain(ended.dish)
    }

    await page.goto('/speisekarte')
    await expect(lunchSection(page).first()).toBeVisible()
    await expect(page.locator('section[data-category]').first()).toContainText('Chana Masala')
    await expect(page.locator('[data-jump]').first()).toHaveText(de.lunchText.heading)
    expect(await page.content()).not.toContain(ended.dish)
  })

  test('a dish off until Friday is marked on the menu in both languages and on the Mittagstisch, with the day it is back', async ({
    page,
  }) => {
    for (const [path, note] of [
      ['/speisekarte', 'Zurzeit nicht erhältlich – wieder ab Samstag, 5. Dezember'],
      ['/en/menu', 'Currently unavailable – back on Saturday, December 5'],
    ] as const) {
      await page.goto(path)
      const row = dishRow(page, suiteMenu.dishOff.number)
      await expect(row).toHaveAttribute('data-unavailable', '')
      await expect(row.getByText(note)).toBeVisible()
    }
    await page.goto('/mittagstisch')
    await expect(menuRow(page, dishOff.name)).toContainText(
      'Zurzeit nicht erhältlich – wieder ab Samstag, 5. Dezember',
    )
  })

  test('„Tisch reservieren“ opens the reservation service in a new tab from /, /en/ and the Mittagstisch pages; the privacy policy names it', async ({
    page,
  }) => {
    for (const [path, name] of [
      ['/', de.reservationText.link],
      ['/en/', en.reservationText.link],
      ['/mittagstisch', de.reservationText.link],
      ['/en/lunch', en.reservationText.link],
    ] as const) {
      await page.goto(path)
      const link = page.getByRole('link', { name }).first()
      await expect(link).toHaveAttribute('href', service.url)
      await expect(link).toHaveAttribute('target', '_blank')
      // No frame of the service on our pages.
      await expect(page.locator(`iframe[src^="${new URL(service.url).origin}"]`)).toHaveCount(0)
    }
    // The Datenschutzerklärung names the service, in German and in the English translation.
    for (const [path, heading] of [
      ['/datenschutz', 'Online-Reservierung'],
      ['/en/privacy', 'Reserving online'],
    ] as const) {
      await page.goto(path)
      // The legal documents' sections are unnamed <section>s under their h2 (ADR 031).
      const section = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })
      await expect(section).toContainText(service.name)
      await expect(section.getByRole('link', { name: service.privacyUrl })).toBeVisible()
    }
  })
})

test('„Mittagstisch bestellen“, the page’s first action, leads to ordering in both languages (issue 52)', async ({
  page,
}) => {
  for (const [path, name, target] of [
    ['/mittagstisch', de.lunchText.orderLink, '/bestellen'],
    ['/en/lunch', en.lunchText.orderLink, '/en/order'],
  ] as const) {
    await page.goto(path)
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(target)
  }
})

test('the structured data carries the running week as a MenuSection with its offers and when they are served', async ({
  request,
}) => {
  const jsonLd = async (path: string) => {
    const html = await (await request.get(path)).text()
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
    availabilityStarts: `${running.from}T11:00:00+01:00`,
    availabilityEnds: `${running.from}T14:00:00+01:00`,
  })
  expect(JSON.stringify(page)).not.toContain(ended.dish)
  const menu = await jsonLd('/speisekarte')
  expect(menu.hasMenuSection[0]).toEqual(section)
})

test('on a lunch day the Mittagstisch page fits a phone of 320 and 390 px without scrolling sideways', async ({
  page,
}) => {
  for (const path of ['/mittagstisch', '/en/lunch']) {
    await page.setViewportSize({ width: 320, height: 800 })
    await page.goto(path)
    await waitForIslandsArmed(page)
    await expect(todayLine(page)).toBeVisible()
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 })
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

test('on the suite’s Thursday the home page’s block is highlighted „Heute Mittag“ until 14:00, and not after', async ({
  page,
}) => {
  await openAt(page, '/', '2026-12-03', '11:30')
  const block = teaser(page, de.lunchText.teaserHeading)
  await expect(block).toContainText('Chana Masala')
  await expect(block.getByText(de.lunchText.todayBadge)).toBeVisible()
  await openAt(page, '/', '2026-12-03', '14:30')
  await expect(block).toBeVisible()
  await expect(block.getByText(de.lunchText.todayBadge)).toBeHidden()
})

test('on a Wednesday, the Ruhetag, the page says there is no Mittagstisch today and the home page’s block is not highlighted', async ({
  page,
}) => {
  await openAt(page, '/mittagstisch', wednesday)
  await expect(todayLine(page)).toHaveText(de.lunchText.noneToday.restDay)
  await openAt(page, '/', wednesday)
  const block = teaser(page, de.lunchText.teaserHeading)
  await expect(block).toBeVisible()
  await expect(block.getByText(de.lunchText.todayBadge)).toBeHidden()
})

test('on a day of a closure the page says it is closed, and shows the week of the closure, not the build’s', async ({
  page,
}) => {
  await openAt(page, '/mittagstisch', suiteClosure.from)
  await expect(todayLine(page)).toHaveText(de.lunchText.noneToday.closure)
  await expect(weekRegion(page, withClosure.from)).toBeVisible()
  await expect(weekRegion(page, running.from)).toBeHidden()
})

test('on a public holiday the page says there is no Mittagstisch, in both languages', async ({
  page,
}) => {
  await openAt(page, '/en/lunch', christmas)
  await expect(todayLine(page)).toHaveText(en.lunchText.noneToday.holiday)
  await openAt(page, '/mittagstisch', christmas)
  await expect(todayLine(page)).toHaveText(de.lunchText.noneToday.holiday)
})

test.describe('on the running week’s last day, a Sunday without lunch', () => {
  // Lighthouse's phone, where the first layout's strikes are counted (ADR 010, font-strikes.ts).
  test.use({ viewport: { width: 412, height: 823 } })

  test('the page says there is none today, shows the week and the next, and its first layout uses at most 9 font sizes and weights', async ({
    page,
  }) => {
    for (const [path, text] of [
      ['/mittagstisch', de],
      ['/en/lunch', en],
    ] as const) {
      await openAt(page, path, running.to, '11:30')
      await expect(todayLine(page)).toHaveText(text.lunchText.noneToday.noMidday)
      const weeks = page.locator('section[data-lunch-week]').filter({ visible: true })
      await expect(weeks).toHaveCount(2)
      await expect(weeks.first()).toHaveAttribute('data-from', running.from)
      await expect(weeks.nth(1)).toHaveAttribute('data-from', next.from)
      await expect(page.locator(`[data-lunch-row="${running.to}"]`)).toHaveAttribute(
        'aria-current',
        'date',
      )
      // As the page contract counts them on the suite's Thursday.
      const strikes = await firstLayoutStrikes(page)
      expect(strikes.length, `${path}:\n${strikes.join('\n')}`).toBeLessThanOrEqual(
        maxFirstLayoutStrikesWithDishes,
      )
    }
  })
})

test('once the next week runs, however old the build: the home page’s block (the build’s week) is gone, the menu dialog and page show that week', async ({
  page,
}) => {
  await openAt(page, '/', next.from, '11:30')
  await expect(teaser(page, de.lunchText.teaserHeading)).toBeHidden()
  // The menu dialog's dishes, fetched beside the page, show that week.
  await page.getByRole('link', { name: de.specialtiesText.menuButton }).click()
  const dialog = page.getByRole('dialog', { name: de.islandText.menuDialog.title })
  await expect(lunchSection(dialog).filter({ visible: true })).toContainText(next.dish)
  await expect(lunchSection(dialog).filter({ visible: true })).not.toContainText('Chana Masala')

  await openAt(page, '/speisekarte', next.from, '14:30')
  await expect(lunchSection(page).filter({ visible: true })).toContainText(next.dish)
  await expect(lunchSection(page).filter({ visible: true })).not.toContainText('Chana Masala')
})

test('the filters and the search narrow the running week’s dishes like any other section, in the menu dialog and on the menu page (issue 52)', async ({
  page,
}) => {
  const { filters, resultCount } = de.islandText.menuDialog
  const total = menuItems(caseFor('de')).length
  const vegetarianInMenu = menuItems(caseFor('de')).filter((item) => item.diet).length
  await openAt(page, '/', running.from, '11:30')
  await page.getByRole('link', { name: de.specialtiesText.menuButton }).click()
  const dialog = page.getByRole('dialog', { name: de.islandText.menuDialog.title })
  await waitForIsland(page, 'menu-dialog')
  for (const within of [dialog, page]) {
    if (within === page) {
      await openAt(page, '/speisekarte', running.from, '11:30')
      await page.getByRole('searchbox').hover()
      await waitForIsland(page, 'menu-search')
    }
    const week = lunchSection(within).filter({ visible: true })
    const weekLink = within.locator('[data-jump^="mittagstisch"]').filter({ visible: true })
    const status = within.getByRole('status').filter({ hasText: /Gericht|Treffer/ })
    await within.getByRole('button', { name: filters.vegetarian, exact: true }).click()
    // Chana Masala (vegan, so vegetarian too) and Paneer Tikka stay, the Lamm-Curry goes; the
    // count is what the list shows: the menu's vegetarian dishes and the week's two.
    await expect(week).toHaveCount(1)
    await expect(menuRow(week, 'Chana Masala')).toBeVisible()
    await expect(menuRow(week, germanOnly.name)).toBeVisible()
    await expect(menuRow(week, dishOff.name)).toBeHidden()
    await expect(weekLink).toHaveCount(1)
    await expect(status).toHaveText(resultCount(vegetarianInMenu + 2, total))
    await within.getByRole('button', { name: filters.vegetarian, exact: true }).click()

    const search = within.getByRole('searchbox', { name: de.islandText.menuDialog.searchLabel })
    await search.fill('tikka')
    await expect(menuRow(week, germanOnly.name)).toBeVisible()
    await expect(menuRow(week, 'Chana Masala')).toBeHidden()
    // A search the week has no dish for: the week steps aside with its jump link.
    await search.fill('margherita')
    await expect(week).toHaveCount(0)
    await expect(weekLink).toHaveCount(0)
    await search.fill('')
    await expect(status).toHaveText(resultCount(total, total))
    await expect(menuRow(week, dishOff.name)).toBeVisible()
  }
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
  // On each page a day on which the correction changes what the build prerendered.
  const friday = '2026-12-04'
  const fridayRow = () => page.locator(`[data-lunch-row="${friday}"]`)
  const corrected: [string, string, () => Promise<void>][] = [
    ['/', next.from, () => expect(teaser(page, de.lunchText.teaserHeading)).toBeHidden()],
    ['/mittagstisch', friday, () => expect(fridayRow()).toHaveAttribute('aria-current', 'date')],
    ['/en/lunch', friday, () => expect(fridayRow()).toHaveAttribute('aria-current', 'date')],
    [
      '/speisekarte',
      next.from,
      () => expect(lunchSection(page).filter({ visible: true })).toContainText(next.dish),
    ],
  ]
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
  await openAt(page, '/', afterLastWeek)
  // Prerendered, the block of the build's week; it does not show.
  await expect(page.locator('article[data-lunch-week]')).toHaveCount(1)
  await expect(teaser(page, de.lunchText.teaserHeading)).toHaveCount(0)
  await openAt(page, '/speisekarte', afterLastWeek)
  await expect(lunchSection(page).filter({ visible: true })).toHaveCount(0)
  await expect(page.locator('[data-jump]').filter({ visible: true }).first()).not.toHaveText(
    de.lunchText.heading,
  )
  // The count follows the list once the search has hydrated, which it does as the visitor comes
  // to it (ADR 035); before, it is the build's.
  await page.getByRole('searchbox').hover()
  await waitForIsland(page, 'menu-search')
  const total = menuItems(caseFor('de')).length
  await expect(page.getByRole('status').filter({ hasText: /Alle \d+ Gerichte/ })).toHaveText(
    de.islandText.menuDialog.resultCount(total, total),
  )
  await openAt(page, '/mittagstisch', afterLastWeek)
  await expect(page.getByText(de.lunchText.noWeek)).toBeVisible()
  await expect(todayLine(page)).toHaveText(de.lunchText.noneThisDay)
})

test('a dish off until Friday is still marked on Friday evening, and back to normal on Saturday on the menu pages and in the menu dialog', async ({
  page,
}) => {
  // After hydration, on its last day off: still marked.
  await openAt(page, '/en/menu', suiteMenu.dishOff.until, '21:00')
  const row = dishRow(page, suiteMenu.dishOff.number)
  await expect(row).toHaveAttribute('data-unavailable', '')
  await expect(row.getByText(/Currently unavailable/)).toBeVisible()

  // After hydration, the day after: back as every other dish, on the menu and in the home page's
  // menu dialog (the Mittagstisch's dish too).
  const saturday = backOn(suiteMenu.dishOff.until)
  for (const path of ['/speisekarte', '/en/menu']) {
    await openAt(page, path, saturday)
    await expect(row).not.toHaveAttribute('data-unavailable')
    await expect(row.getByText(/nicht erhältlich|unavailable/)).toBeHidden()
  }
  await openAt(page, '/', saturday)
  await page.getByRole('link', { name: de.specialtiesText.menuButton }).click()
  const dialog = page.getByRole('dialog', { name: de.islandText.menuDialog.title })
  const dialogRow = dishRow(dialog, suiteMenu.dishOff.number)
  await expect(dialogRow).toBeVisible()
  await expect(dialogRow).not.toHaveAttribute('data-unavailable')
  await expect(dialogRow.getByText(/nicht erhältlich/)).toBeHidden()
  const lunchDish = menuRow(lunchSection(dialog), dishOff.name)
  await expect(lunchDish).toBeVisible()
  await expect(lunchDish.getByText(/nicht erhältlich/)).toBeHidden()
})
