import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { LunchOffer } from '@/schemas'
import { inPage } from '@/testing/render-in-page'
import { unavailableAttributes } from '@/lib/unavailable'
import { UnavailableNote } from '@/ui/unavailable-note'
import { type LunchDay, lunchDays } from './lunch-days'
import { LunchTeaser } from './lunch-teaser'
import { LunchToday } from './lunch-today'
import { LunchWeekSection } from './lunch-week-section'
import { weeksShown } from './lunch-weeks'
import { showCurrentLunch } from './show-current-lunch'

const midday = [{ opens: '11:00', closes: '14:00' }]
const offer = (name: string, extra: Partial<LunchOffer> = {}): LunchOffer => ({
  name: { text: name },
  priceCents: 790,
  ...extra,
})

/** A Monday-to-Friday week from `from` (a Monday) with the Ruhetag on Wednesday. */
function week(from: string, offers: LunchOffer[]) {
  const [year, month, day] = from.split('-').map(Number)
  const dates = [0, 1, 2, 3, 4].map((days) =>
    new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10),
  )
  const days: LunchDay[] = lunchDays(
    dates.map((date, index) =>
      index === 2
        ? { date, kind: 'restDay', intervals: [] }
        : { date, kind: 'regular', intervals: midday },
    ),
  )
  return { week: { from, to: dates[4]!, offers }, days }
}

const weeks = [
  week('2026-11-30', [
    offer('Chana Masala'),
    offer('Lamm-Curry', { unavailableUntil: '2026-12-02' }),
  ]),
  week('2026-12-07', [offer('Aloo Gobi')]),
]

/** The page's parts as the build renders them on Monday, 30 November, 10:00 in Berlin. */
function prerendered() {
  const today = '2026-11-30'
  const InPage = inPage()
  const shown = new Set(
    weeksShown(
      weeks.map(({ week }) => week),
      today,
      'coming',
    ),
  )
  const root = document.createElement('div')
  root.innerHTML = renderToStaticMarkup(
    <InPage>
      <LunchToday days={weeks.flatMap(({ days }) => days)} today={today} time="10:00" />
      <div data-lunch-weeks="coming">
        {weeks.map(({ week, days }) => (
          <LunchWeekSection
            key={week.from}
            week={week}
            days={days}
            shown={shown.has(week)}
            today={today}
            offers={
              // As the menu's rows mark a dish off (the page renders them).
              <ul>
                {week.offers.map((dish) => (
                  <li
                    key={dish.name.text}
                    className="menu-item"
                    {...unavailableAttributes(dish.unavailableUntil, today)}
                  >
                    {dish.name.text}
                    <UnavailableNote until={dish.unavailableUntil} today={today} />
                  </li>
                ))}
              </ul>
            }
          />
        ))}
        <p data-lunch-empty="" hidden>
          none
        </p>
      </div>
      {weeks.map(({ week, days }) => (
        <LunchTeaser
          key={week.from}
          week={week}
          days={days}
          today={today}
          time="10:00"
          href="/mittagstisch"
        />
      ))}
    </InPage>,
  )
  return root
}

const visible = (root: HTMLElement, selector: string) =>
  [...root.querySelectorAll<HTMLElement>(selector)].filter(
    (element) => !element.closest('[hidden]'),
  )
const statusLine = (root: HTMLElement) =>
  visible(root, '[data-lunch-status]').map((line) => line.textContent)
const sections = (root: HTMLElement) =>
  visible(root, 'section[data-lunch-week]').map((section) => section.dataset.from)
const teasers = (root: HTMLElement) =>
  visible(root, 'article[data-lunch-week]').map((teaser) => [
    teaser.dataset.from,
    teaser.hasAttribute('data-lunch-now'),
  ])
/** Noon or another time in Berlin in winter (UTC+1). */
const berlin = (date: string, time = '12:00') => new Date(`${date}T${time}:00+01:00`)

describe('the Mittagstisch in the browser', () => {
  it('is prerendered for the build’s moment: this week and the next, „Heute Mittag“ on', () => {
    const root = prerendered()
    expect(statusLine(root)).toEqual(['Heute Mittag: 11:00–14:00 Uhr'])
    expect(sections(root)).toEqual(['2026-11-30', '2026-12-07'])
    expect(teasers(root)).toEqual([['2026-11-30', true]])
    expect(root.querySelector('[aria-current="date"]')?.getAttribute('data-lunch-row')).toBe(
      '2026-11-30',
    )
  })

  it('says there is none on the Ruhetag, and „Heute Mittag“ is off after the lunch', () => {
    const root = prerendered()
    showCurrentLunch(root, berlin('2026-12-02'))
    expect(statusLine(root)).toEqual(['Heute kein Mittagstisch: Ruhetag'])
    expect(teasers(root)).toEqual([['2026-11-30', false]])
    expect(root.querySelector('[aria-current="date"]')?.getAttribute('data-lunch-row')).toBe(
      '2026-12-02',
    )
    showCurrentLunch(root, berlin('2026-12-03', '14:00'))
    expect(statusLine(root)).toEqual(['Heute Mittag: 11:00–14:00 Uhr'])
    expect(visible(root, '[data-lunch-status][data-lunch-now]')).toEqual([])
    expect(teasers(root)).toEqual([['2026-11-30', false]])
  })

  it('shows the next week once it runs, however old the build', () => {
    const root = prerendered()
    showCurrentLunch(root, berlin('2026-12-07', '11:30'))
    expect(sections(root)).toEqual(['2026-12-07'])
    expect(teasers(root)).toEqual([['2026-12-07', true]])
    expect(statusLine(root)).toEqual(['Heute Mittag: 11:00–14:00 Uhr'])
  })

  it('shows nothing but its notes after the last week', () => {
    const root = prerendered()
    showCurrentLunch(root, berlin('2027-01-05'))
    expect(sections(root)).toEqual([])
    expect(teasers(root)).toEqual([])
    expect(visible(root, '[data-lunch-empty]')).toHaveLength(1)
    expect(statusLine(root)).toEqual(['Heute kein Mittagstisch'])
  })

  it('takes a dish back the day after its last day off', () => {
    const root = prerendered()
    const lamb = () =>
      [...root.querySelectorAll<HTMLElement>('li.menu-item')].find((row) =>
        row.textContent?.includes('Lamm-Curry'),
      )!
    expect(lamb().hasAttribute('data-unavailable')).toBe(true)
    expect(visible(lamb(), '[data-unavailable-note]')[0]?.textContent).toBe(
      'Zurzeit nicht erhältlich – wieder ab Donnerstag, 3. Dezember',
    )
    showCurrentLunch(root, berlin('2026-12-02', '23:59'))
    expect(lamb().hasAttribute('data-unavailable')).toBe(true)
    showCurrentLunch(root, berlin('2026-12-03', '00:00'))
    expect(lamb().hasAttribute('data-unavailable')).toBe(false)
    expect(visible(lamb(), '[data-unavailable-note]')).toEqual([])
  })
})
