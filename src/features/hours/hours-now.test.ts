import { describe, expect, it } from 'vitest'
import { uiTexts } from '@/i18n'
import type { OpeningHours } from '@/schemas'
import { hoursNow } from './hours-now'
import { hoursRows } from './hours-table'
import { loadSite } from '@/testing/site'

const { hours: openingHours } = loadSite()

const hoursText = uiTexts.de.islandText.hours
const rows = hoursRows(openingHours, hoursText)

describe('hoursNow (what the hours card shows at a moment)', () => {
  it('Saturday 22:15: open, Sa row highlighted, no announcement', () => {
    expect(
      hoursNow(openingHours, rows, new Date('2026-06-13T22:15:00+02:00'), hoursText.status, 'de'),
    ).toEqual({
      open: true,
      status: 'Jetzt geöffnet · bis 22:30 Uhr',
      todayRow: 3,
      closures: [],
    })
  })

  it('during a closure: no row highlighted, the announcement shown', () => {
    const closure = {
      from: '2026-08-03',
      to: '2026-08-16',
      announcement: { text: 'Betriebsurlaub!' },
    }
    const hours: OpeningHours = { ...openingHours, closures: [closure] }
    const now = hoursNow(hours, rows, new Date('2026-08-10T12:00:00+02:00'), hoursText.status, 'de')
    expect(now.open).toBe(false)
    expect(now.todayRow).toBe(-1)
    expect(now.closures).toEqual([closure])
  })

  it('in English: the same row, the status line in English', () => {
    const englishText = uiTexts.en.islandText.hours
    const englishRows = hoursRows(openingHours, englishText)
    const instant = new Date('2026-06-13T22:15:00+02:00')
    const now = hoursNow(openingHours, englishRows, instant, englishText.status, 'en')
    expect(now).toMatchObject({ open: true, status: 'Open now · closes at 22:30', todayRow: 3 })
    expect(englishRows[now.todayRow]?.label).toBe('Sat')
  })
})

describe('hoursNow on a public holiday of Rhineland-Palatinate (ADR 019)', () => {
  const fronleichnam = new Date('2026-06-04T15:00:00+02:00')

  it('names it before the status and marks the holiday row, in German', () => {
    const now = hoursNow(openingHours, rows, fronleichnam, hoursText.status, 'de')
    expect(now.status).toBe('Fronleichnam · Jetzt geöffnet · bis 22:00 Uhr')
    expect(rows[now.todayRow]?.label).toBe('So & Feiertage')
  })

  it('and in English', () => {
    const englishText = uiTexts.en.islandText.hours
    const englishRows = hoursRows(openingHours, englishText)
    const now = hoursNow(openingHours, englishRows, fronleichnam, englishText.status, 'en')
    expect(now.status).toBe('Corpus Christi · Open now · closes at 22:00')
    expect(englishRows[now.todayRow]?.label).toBe('Sun & Holidays')
  })
})
