import { describe, expect, it } from 'vitest'
import { isLunchAhead, lunchDay, lunchDays, lunchEndsAttribute } from './lunch-days'
import { weeksNotEnded, weeksShown } from './lunch-weeks'

const split = [
  { opens: '11:00', closes: '14:00' },
  { opens: '17:00', closes: '22:00' },
]

describe('a Mittagstisch day', () => {
  it('is a regular day’s midday opening, not the evening', () => {
    expect(lunchDay({ date: '2026-11-30', kind: 'regular', intervals: split })).toEqual({
      date: '2026-11-30',
      intervals: [{ opens: '11:00', closes: '14:00' }],
    })
  })

  it('is none on a day open from noon into the evening, or only in the evening', () => {
    const sunday = [{ opens: '12:00', closes: '22:00' }]
    const saturday = [{ opens: '17:00', closes: '22:30' }]
    expect(lunchDay({ date: '2026-12-06', kind: 'regular', intervals: sunday })).toEqual({
      date: '2026-12-06',
      intervals: [],
      reason: 'noMidday',
    })
    expect(lunchDay({ date: '2026-12-05', kind: 'regular', intervals: saturday })).toMatchObject({
      reason: 'noMidday',
    })
  })

  it('is none on the Ruhetag, a public holiday or a closure, saying which', () => {
    const days = lunchDays([
      { date: '2026-12-02', kind: 'restDay', intervals: [] },
      { date: '2026-12-25', kind: 'holiday', intervals: [{ opens: '12:00', closes: '22:00' }] },
      { date: '2026-12-17', kind: 'closure', intervals: [] },
    ])
    expect(days.map((day) => 'reason' in day && day.reason)).toEqual([
      'restDay',
      'holiday',
      'closure',
    ])
  })
})

describe('„Heute Mittag“', () => {
  const days = lunchDays([
    { date: '2026-11-30', kind: 'regular', intervals: split },
    { date: '2026-12-02', kind: 'restDay', intervals: [] },
    { date: '2026-12-03', kind: 'regular', intervals: split },
  ])
  const ends = lunchEndsAttribute(days)

  it('names each lunch day with the time its lunch ends', () => {
    expect(ends).toBe('2026-11-30T14:00 2026-12-03T14:00')
  })

  it('is on a lunch day until the lunch is over, never on another day', () => {
    expect(isLunchAhead(ends, '2026-11-30', '09:30')).toBe(true)
    expect(isLunchAhead(ends, '2026-11-30', '13:59')).toBe(true)
    expect(isLunchAhead(ends, '2026-11-30', '14:00')).toBe(false)
    expect(isLunchAhead(ends, '2026-12-02', '12:00')).toBe(false)
    expect(isLunchAhead(ends, '2026-12-01', '12:00')).toBe(false)
  })
})

describe('the weeks shown', () => {
  const weeks = [
    { from: '2026-12-07', to: '2026-12-13' },
    { from: '2026-11-23', to: '2026-11-29' },
    { from: '2026-11-30', to: '2026-12-06' },
    { from: '2026-12-14', to: '2026-12-20' },
  ]

  it('leave out a week that ended yesterday', () => {
    expect(weeksNotEnded(weeks, '2026-11-30').map((week) => week.from)).toEqual([
      '2026-11-30',
      '2026-12-07',
      '2026-12-14',
    ])
  })

  it('are the running one on the home page and the menu, that and the next on the page', () => {
    expect(weeksShown(weeks, '2026-12-06', 'current')).toEqual([weeks[2]])
    expect(weeksShown(weeks, '2026-12-06', 'coming')).toEqual([weeks[2], weeks[0]])
    // Its last day is inclusive; the day after, the next one runs.
    expect(weeksShown(weeks, '2026-12-07', 'current')).toEqual([weeks[0]])
  })

  it('are none on the home page between weeks, the next two on the page', () => {
    const gap = [weeks[1]!, { from: '2026-12-01', to: '2026-12-04' }, weeks[3]!]
    expect(weeksShown(gap, '2026-11-30', 'current')).toEqual([])
    expect(weeksShown(gap, '2026-11-30', 'coming')).toEqual([gap[1], gap[2]])
    expect(weeksShown(gap, '2027-01-04', 'coming')).toEqual([])
  })
})
