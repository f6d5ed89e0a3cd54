import { describe, expect, it } from 'vitest'
import {
  addDays,
  berlinMoment,
  berlinOffset,
  byFirstDay,
  longDate,
  weekdayName,
  weekdayOf,
} from './berlin-time'

describe('berlinMoment', () => {
  it('reads winter time as UTC+1 and summer time as UTC+2', () => {
    expect(berlinMoment(new Date('2026-01-15T10:00:00Z'))).toEqual({
      date: '2026-01-15',
      time: '11:00',
    })
    expect(berlinMoment(new Date('2026-07-15T10:00:00Z'))).toEqual({
      date: '2026-07-15',
      time: '12:00',
    })
  })

  it('skips the missing hour on the spring DST switch', () => {
    expect(berlinMoment(new Date('2026-03-29T00:59:00Z')).time).toBe('01:59')
    expect(berlinMoment(new Date('2026-03-29T01:00:00Z')).time).toBe('03:00')
  })

  it('falls back at 03:00 on the last Sunday of October, to 02:00 once more', () => {
    expect(berlinMoment(new Date('2026-10-25T00:59:00Z')).time).toBe('02:59')
    expect(berlinMoment(new Date('2026-10-25T01:00:00Z')).time).toBe('02:00')
  })

  it('agrees with the tz database (ICU) every day from 2000 to 2050, at each side of 01:00 UTC (the hour of every switch)', () => {
    const reference = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    const expected = (instant: Date) => {
      const part = Object.fromEntries(
        reference.formatToParts(instant).map((p) => [p.type, p.value]),
      )
      return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` }
    }
    const disagreements: string[] = []
    const check = (instant: Date) => {
      const actual = berlinMoment(instant)
      const wanted = expected(instant)
      if (actual.date !== wanted.date || actual.time !== wanted.time)
        disagreements.push(`${instant.toISOString()}: ${JSON.stringify(actual)}`)
    }
    // The switches come at 01:00 UTC: each day's minute before and minute of it, noon and late
    // evening (the date in Berlin already the next).
    const minute = 60_000
    for (let day = Date.UTC(2000, 0, 1); day < Date.UTC(2051, 0, 1); day += 24 * 60 * minute) {
      for (const at of [59, 60, 12 * 60, 23 * 60 + 30]) check(new Date(day + at * minute))
    }
    expect(disagreements).toEqual([])
  })

  it('gives the Berlin date even when it is still yesterday in UTC', () => {
    expect(berlinMoment(new Date('2026-06-30T22:30:00Z'))).toEqual({
      date: '2026-07-01',
      time: '00:30',
    })
  })
})

describe('calendar helpers', () => {
  it('orders by first day, earliest first', () => {
    const weeks = [{ from: '2027-01-04' }, { from: '2026-12-28' }, { from: '2026-12-07' }]
    expect(weeks.sort(byFirstDay).map((week) => week.from)).toEqual([
      '2026-12-07',
      '2026-12-28',
      '2027-01-04',
    ])
  })

  it('is a comparator every browser sorts by: negative, zero for the same day, positive', () => {
    // Engines differ in which of these they read (V8 only "< 0"; a merge sort "<= 0"), so each
    // must be right: things of one day keep their order, later ones go after earlier ones.
    expect(byFirstDay({ from: '2026-12-07' }, { from: '2026-12-28' })).toBeLessThan(0)
    expect(byFirstDay({ from: '2026-12-28' }, { from: '2026-12-07' })).toBeGreaterThan(0)
    expect(byFirstDay({ from: '2026-12-07' }, { from: '2026-12-07' })).toBe(0)
    const closures = [
      { from: '2026-12-24', note: 'Heiligabend' },
      { from: '2026-12-21', note: 'Betriebsferien' },
      { from: '2026-12-24', note: 'Weihnachten' },
    ]
    expect(closures.sort(byFirstDay).map((closure) => closure.note)).toEqual([
      'Betriebsferien',
      'Heiligabend',
      'Weihnachten',
    ])
  })

  it('adds days across month, year and DST boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30')
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26')
  })

  it('knows weekdays and their names in German and English', () => {
    expect(weekdayOf('2026-06-10')).toBe(3)
    expect(weekdayName('2026-06-11', 'de')).toBe('Donnerstag')
    expect(longDate('2026-08-17', 'de')).toBe('Montag, 17. August')
    expect(weekdayName('2026-06-11', 'en')).toBe('Thursday')
    expect(longDate('2026-08-17', 'en')).toBe('Monday, August 17')
  })
})

describe('berlinOffset', () => {
  it('is UTC+1 in winter and UTC+2 in summer, from the day of the switch', () => {
    expect(berlinOffset('2026-11-30')).toBe('+01:00')
    expect(berlinOffset('2026-07-15')).toBe('+02:00')
    expect(berlinOffset('2026-03-29')).toBe('+02:00')
    expect(berlinOffset('2026-10-25')).toBe('+01:00')
  })
})
