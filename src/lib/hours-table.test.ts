import { describe, expect, it } from 'vitest'
import { hoursText } from '@/content/home'
import type { OpeningHours } from '@/content/schema'
import { hoursRows, rowIndexFor } from './hours-table'
import { loadSite } from '@/content/load-site'

const { hours: openingHours } = loadSite()

describe('hoursRows', () => {
  it('groups the week as printed: Mo–Di · Mi · Do–Fr · Sa · So & Feiertage', () => {
    const rows = hoursRows(openingHours, hoursText)
    expect(rows.map((row) => row.label)).toEqual(['Mo–Di', 'Mi', 'Do–Fr', 'Sa', 'So & Feiertage'])
    expect(rows[1]?.intervals).toEqual([])
    expect(rows[3]?.intervals).toEqual([{ opens: '17:00', closes: '22:30' }])
  })

  it('gives holidays their own row when their hours differ from Sunday', () => {
    const hours: OpeningHours = {
      ...openingHours,
      publicHolidays: { state: 'RP', intervals: [{ opens: '17:00', closes: '22:00' }] },
    }
    const labels = hoursRows(hours, hoursText).map((row) => row.label)
    expect(labels.slice(-2)).toEqual(['So', 'Feiertage'])
  })
})

describe('rowIndexFor (today’s highlighted row)', () => {
  const rows = hoursRows(openingHours, hoursText)
  it('finds the weekday, the holiday row on a holiday, none during a closure', () => {
    expect(rowIndexFor(rows, 'regular', 'tue')).toBe(0)
    expect(rowIndexFor(rows, 'restDay', 'wed')).toBe(1)
    expect(rowIndexFor(rows, 'holiday', 'thu')).toBe(4)
    expect(rowIndexFor(rows, 'closure', 'mon')).toBe(-1)
  })
})
