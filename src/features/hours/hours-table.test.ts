import { describe, expect, it } from 'vitest'
import { uiTexts } from '@/i18n'
import type { OpeningHours } from '@/schemas'
import { hoursRows, rowIndexFor } from './hours-table'
import { loadSite } from '@/testing/site'

const { hours: openingHours } = loadSite()
const hoursText = uiTexts.de.islandText.hours

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

describe('hoursRows on the English pages', () => {
  const englishText = uiTexts.en.islandText.hours

  it('labels the rows with English day names: Mon–Tue · Wed · Thu–Fri · Sat · Sun & Holidays', () => {
    const rows = hoursRows(openingHours, englishText)
    expect(rows.map((row) => row.label)).toEqual([
      'Mon–Tue',
      'Wed',
      'Thu–Fri',
      'Sat',
      'Sun & Holidays',
    ])
  })

  it('gives holidays their own English row when their hours differ from Sunday', () => {
    const hours: OpeningHours = {
      ...openingHours,
      publicHolidays: { state: 'RP', intervals: [{ opens: '17:00', closes: '22:00' }] },
    }
    const labels = hoursRows(hours, englishText).map((row) => row.label)
    expect(labels.slice(-2)).toEqual(['Sun', 'Holidays'])
  })
})
