import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uiTexts } from '@/i18n'
import { hoursRows, rowIndexFor } from './hours-table'
import { openingStatus, scheduleFor } from './opening-hours-status'
import { statusText } from './opening-status-text'
import { berlinMoment } from '@/lib/berlin-time'
import { loadSite } from '@/testing/site'

const { hours: openingHours } = loadSite()
const hoursText = uiTexts.de.islandText.hours

// A visitor in New York: the process runs in America/New_York, the answers stay Berlin's.
const originalTz = process.env.TZ
beforeAll(() => {
  process.env.TZ = 'America/New_York'
})
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ
  else process.env.TZ = originalTz
})

describe('a visitor in New York', () => {
  it('really runs in New York time here', () => {
    expect(new Date('2026-06-08T15:30:00+02:00').getHours()).toBe(9)
  })

  it('at 9:30 in New York it is 15:30 in Otterbach: the lunch gap', () => {
    const instant = new Date('2026-06-08T09:30:00-04:00')
    expect(berlinMoment(instant)).toEqual({ date: '2026-06-08', time: '15:30' })
    expect(statusText(openingStatus(openingHours, instant), hoursText.status, 'de')).toBe(
      'Geschlossen · öffnet heute um 17:00 Uhr',
    )
  })

  it('Tuesday 19:00 in New York is already the Berlin Wednesday (Ruhetag)', () => {
    const instant = new Date('2026-06-09T19:00:00-04:00')
    const today = berlinMoment(instant)
    expect(today.date).toBe('2026-06-10')
    expect(statusText(openingStatus(openingHours, instant), hoursText.status, 'de')).toBe(
      'Ruhetag · öffnet morgen um 11:00 Uhr',
    )
    const rows = hoursRows(openingHours, hoursText)
    const kind = scheduleFor(openingHours, today.date).kind
    expect(rows[rowIndexFor(rows, kind, 'wed')]?.label).toBe('Mi')
  })
})
