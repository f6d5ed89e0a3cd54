// The hours card in the home page's visit section (issue 3, ADR 019): the weekly table as printed,
// prerendered without anything that depends on the build's clock; the live part (status, today's
// row, a closure announced ahead) loads only as the visitor comes to the card and shows Berlin's
// state: on the suite's Thursday, for a visitor in New York, on a holiday of Rhineland-Palatinate.
// The rules behind it (weekdays, the lunch gap, the Ruhetag, holidays, closures, daylight saving
// time, the English wording) are unit-tested beside the code in src/features/hours/.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { caseFor, escapeRegExp, unescapeHtml } from './languages.ts'
import { waitForIsland, waitForIslandsArmed } from './wait-for-hydration.ts'
import { suiteClosure } from '../site/suite-content.ts'

const { home, site, text } = caseFor('de')
const { heroText, islandText } = text
const { anchors, hours: hoursText } = islandText
const { days, holidays } = hoursText

const status = (page: Page) => page.getByTestId('opening-status')
const todayRow = (page: Page) => page.locator(`#${anchors.visit} tr[aria-current="date"]`)

/** The live hours state loads once the hours card comes near the viewport. */
async function showHours(page: Page) {
  await status(page).scrollIntoViewIfNeeded()
}

test('the table reads as printed; its live part loads only as the visitor comes to it and shows the suite’s Thursday with the closure ahead', async ({
  page,
  request,
}) => {
  // The prerendered HTML holds the table but nothing that depends on the build's clock.
  const html = unescapeHtml(await (await request.get(home)).text())
  expect(html).toContain(site.hours.closedDayLabel.text)
  expect(html).not.toContain('aria-current="date"')
  for (const label of Object.values(hoursText.status)) {
    if (typeof label === 'string') expect(html).not.toContain(`>${label} ·`)
  }

  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(home)
  await waitForIslandsArmed(page)
  const rows = await page
    .locator(`#${anchors.visit} table tr`)
    .evaluateAll((rows) =>
      rows.map((row) => (row as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
    )
  expect(rows).toEqual([
    'Mo–Di: 11:00–14:00 und 17:00–22:00 Uhr',
    `Mi: ${site.hours.closedDayLabel.text}`,
    'Do–Fr: 11:00–14:00 und 17:00–22:00 Uhr',
    'Sa: 17:00–22:30 Uhr',
    'So & Feiertage: 12:00–22:00 Uhr',
  ])

  // Another island's code loads as the visitor moves towards it; the calendar's does not.
  await page.getByRole('link', { name: heroText.orderButton }).hover()
  await waitForIsland(page, 'order-modal')
  await page.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(2)
  expect(scripts.filter((script) => script.includes('hours-now'))).toEqual([])
  await expect(status(page)).toBeEmpty()

  await showHours(page)
  // Thursday 11:30 in Berlin (tests/site/suite-site.ts): lunch is on.
  await expect(status(page)).toHaveText('Jetzt geöffnet · bis 14:00 Uhr')
  expect(scripts.filter((script) => script.includes('hours-now'))).toHaveLength(1)
  await expect(todayRow(page)).toHaveText(new RegExp(`^${days.thu}–${days.fri}:`))
  // The owner's closure two weeks ahead is announced already (tests/site/suite-content.ts).
  await expect(page.getByRole('note', { name: hoursText.closuresLabel })).toHaveText(
    suiteClosure.announcement.de,
  )
})

test.describe('for a visitor in New York', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('Monday 9:30 in New York is the lunch gap in Otterbach; Tuesday evening there is the Ruhetag', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-06-08T09:30:00-04:00'))
    await page.goto(home)
    await waitForIslandsArmed(page)
    await showHours(page)
    expect(await page.evaluate(() => new Date().getHours())).toBe(9)
    await expect(status(page)).toHaveText('Geschlossen · öffnet heute um 17:00 Uhr')
    await expect(todayRow(page)).toHaveText(new RegExp(`^${days.mon}–${days.tue}:`))

    // 19:00 on Tuesday in New York is 1:00 on Wednesday in Otterbach: the Ruhetag's row.
    await page.clock.setFixedTime(new Date('2026-06-09T19:00:00-04:00'))
    await page.reload()
    await waitForIslandsArmed(page)
    await showHours(page)
    await expect(status(page)).toHaveText('Ruhetag · öffnet morgen um 11:00 Uhr')
    await expect(todayRow(page)).toHaveText(`${days.wed}:${site.hours.closedDayLabel.text}`)
  })
})

test('Fronleichnam is named, highlights the holiday row and is open through the afternoon', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-06-04T15:00:00+02:00'))
  await page.goto(home)
  await waitForIslandsArmed(page)
  await showHours(page)
  // On a public holiday the status starts with its name (ADR 019).
  await expect(status(page)).toHaveText('Fronleichnam · Jetzt geöffnet · bis 22:00 Uhr')
  await expect(todayRow(page)).toHaveText(
    new RegExp(`^${escapeRegExp(`${days.sun} & ${holidays}`)}:`),
  )
})
