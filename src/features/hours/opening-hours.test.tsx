import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Closure } from '@/features/hours/opening-hours-status'
import { loadSite } from '@/testing/site'
import type { Language } from '@/schemas/fields'
import { inPage } from '@/testing/render-in-page'
import { OpeningHours } from './opening-hours'

// The owner's dated closures, set per test (the content ships with none).
const { hours } = loadSite()
const content = { closures: [] as Closure[] }

/** IntersectionObserver under the test's control: `scrollNear()` brings the observed card near. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  readonly targets = new Set<Element>()
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this)
  }
  observe(target: Element) {
    this.targets.add(target)
  }
  unobserve(target: Element) {
    this.targets.delete(target)
  }
  disconnect() {
    this.targets.clear()
  }
  takeRecords() {
    return []
  }
}

function scrollNear() {
  act(() => {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = [...observer.targets].map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      )
      if (entries.length > 0)
        observer.callback(entries, observer as unknown as IntersectionObserver)
    }
  })
}

beforeAll(async () => {
  // The card loads its clock logic on demand: have it ready, so that a status shown too early
  // would appear within the test's wait below.
  await import('@/features/hours/hours-now')
})

beforeEach(() => {
  FakeIntersectionObserver.instances = []
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  // Only the clock: Testing Library's waiting needs real timers.
  vi.useFakeTimers({ toFake: ['Date'] })
})

afterEach(() => {
  content.closures = []
})

/**
 * Renders the card at `time` (an ISO date-time) and scrolls it near, which starts its live status;
 * on a page in `language`, with that language's hours (its label for the closed day).
 */
function showCardAt(time: string, language: Language = 'de') {
  vi.setSystemTime(new Date(time))
  const { hours } = loadSite(language)
  render(<OpeningHours hours={{ ...hours, closures: content.closures }} />, {
    wrapper: inPage(language),
  })
  scrollNear()
}

const status = () => screen.getByRole('status')
const highlightedRows = () => document.querySelectorAll('tr[aria-current="date"]')

describe('OpeningHours', () => {
  it('shows the weekly table, but nothing that depends on the clock before the card is near', async () => {
    vi.setSystemTime(new Date('2026-11-26T12:00:00+01:00'))
    render(<OpeningHours hours={{ ...hours, closures: content.closures }} />, {
      wrapper: inPage(),
    })
    expect(screen.getByRole('row', { name: /^Do–Fr:/ }).textContent).toContain('11:00–14:00')
    // Give the (never started) live status every chance to appear.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(status().textContent).toBe('')
    expect(highlightedRows()).toHaveLength(0)
  })

  it('Thursday 12:00 in Berlin: open until the end of lunch, the Do–Fr row marked as today', async () => {
    showCardAt('2026-11-26T12:00:00+01:00')
    expect(await screen.findByText('Jetzt geöffnet · bis 14:00 Uhr')).toBeDefined()
    expect(highlightedRows()).toHaveLength(1)
    expect(highlightedRows()[0]).toBe(screen.getByRole('row', { name: /^Do–Fr:/ }))
  })

  it('Thursday 18:00 in Berlin (17:00 UTC): open until 22:00', async () => {
    showCardAt('2026-11-26T17:00:00Z')
    expect(await screen.findByText('Jetzt geöffnet · bis 22:00 Uhr')).toBeDefined()
  })

  it('Wednesday, the Ruhetag: closed, reopening tomorrow, the Mi row marked', async () => {
    showCardAt('2026-11-25T12:00:00+01:00')
    expect(await screen.findByText('Ruhetag · öffnet morgen um 11:00 Uhr')).toBeDefined()
    expect(highlightedRows()[0]).toBe(screen.getByRole('row', { name: /^Mi:/ }))
  })
})

describe('OpeningHours’ table, as printed', () => {
  const rowTexts = () =>
    [...document.querySelectorAll('tr')].map((row) => row.textContent?.replace(/\s+/g, ' '))

  it('in German: the days grouped, „und“ between the times, „Uhr“ after them', () => {
    showCardAt('2026-11-26T12:00:00+01:00')
    expect(rowTexts()).toEqual([
      'Mo–Di:11:00–14:00 und 17:00–22:00 Uhr',
      `Mi:${hours.closedDayLabel.text}`,
      'Do–Fr:11:00–14:00 und 17:00–22:00 Uhr',
      'Sa:17:00–22:30 Uhr',
      'So & Feiertage:12:00–22:00 Uhr',
    ])
  })

  it('in English: English days, „and“ between the times, the 24-hour clock without a suffix', () => {
    showCardAt('2026-11-26T12:00:00+01:00', 'en')
    expect(rowTexts()).toEqual([
      'Mon–Tue:11:00–14:00 and 17:00–22:00',
      `Wed:${loadSite('en').hours.closedDayLabel.text}`,
      'Thu–Fri:11:00–14:00 and 17:00–22:00',
      'Sat:17:00–22:30',
      'Sun & Holidays:12:00–22:00',
    ])
  })
})

describe('OpeningHours with a Betriebsurlaub in the content', () => {
  const announcement =
    'Betriebsurlaub vom 21. bis 27. Dezember – ab 28. Dezember sind wir wieder da!'
  beforeEach(() => {
    content.closures = [
      { from: '2026-12-21', to: '2026-12-27', announcement: { text: announcement } },
    ]
  })

  it('announces it ahead of time, while the status still follows the week', async () => {
    showCardAt('2026-12-17T12:00:00+01:00')
    expect(await screen.findByText('Jetzt geöffnet · bis 14:00 Uhr')).toBeDefined()
    expect(screen.getByRole('note').textContent).toBe(announcement)
  })

  it('during the closure: closed whatever the weekday, no row marked as today', async () => {
    showCardAt('2026-12-24T12:00:00+01:00')
    expect(await screen.findByText(/^Betriebsurlaub · öffnet/)).toBeDefined()
    expect(screen.getByRole('note').textContent).toBe(announcement)
    expect(highlightedRows()).toHaveLength(0)
  })

  it('after the closure has ended: no announcement any more', async () => {
    showCardAt('2026-12-28T12:00:00+01:00')
    expect(await screen.findByText('Jetzt geöffnet · bis 14:00 Uhr')).toBeDefined()
    expect(screen.queryByRole('note')).toBeNull()
  })
})

describe('OpeningHours on the English pages', () => {
  it('Thursday 12:00 in Berlin: English heading, rows and status, the Thu–Fri row marked', async () => {
    showCardAt('2026-11-26T12:00:00+01:00', 'en')
    expect(screen.getByRole('heading', { name: 'Hours' })).toBeDefined()
    expect(await screen.findByText('Open now · closes at 14:00')).toBeDefined()
    const row = screen.getByRole('row', { name: /^Thu–Fri:/ })
    expect(row.textContent).toBe('Thu–Fri:11:00–14:00 and 17:00–22:00')
    expect(highlightedRows()[0]).toBe(row)
    expect(screen.getByRole('row', { name: /^Sun & Holidays:/ })).toBeDefined()
    expect(document.body.textContent).not.toMatch(/Uhr|Geöffnet|geöffnet/)
  })

  it('Wednesday: closed today, reopening tomorrow, the Wed row marked', async () => {
    showCardAt('2026-11-25T12:00:00+01:00', 'en')
    expect(await screen.findByText('Closed today · opens tomorrow at 11:00')).toBeDefined()
    expect(highlightedRows()[0]).toBe(screen.getByRole('row', { name: /^Wed:/ }))
  })
})
