import { describe, expect, it } from 'vitest'
import {
  addDays,
  berlinMoment,
  berlinOffset,
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

  it('gives the Berlin date even when it is still yesterday in UTC', () => {
    expect(berlinMoment(new Date('2026-06-30T22:30:00Z'))).toEqual({
      date: '2026-07-01',
      time: '00:30',
    })
  })
})

describe('calendar helpers', () => {
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
