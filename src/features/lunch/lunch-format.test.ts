import { describe, expect, it } from 'vitest'
import { uiTexts } from '@/i18n'
import { lunchDays } from './lunch-days'
import { dayOfWeek, intervalsText, servedOn, weekDates } from './lunch-format'

const midday = [{ opens: '11:00', closes: '14:00' }]
const week = lunchDays([
  { date: '2026-11-30', kind: 'regular', intervals: midday },
  { date: '2026-12-01', kind: 'regular', intervals: midday },
  { date: '2026-12-02', kind: 'restDay', intervals: [] },
  { date: '2026-12-03', kind: 'regular', intervals: midday },
  { date: '2026-12-04', kind: 'regular', intervals: midday },
  { date: '2026-12-05', kind: 'regular', intervals: [{ opens: '17:00', closes: '22:30' }] },
])

describe('the Mittagstisch’s dates and hours', () => {
  it('print a week in each language’s way', () => {
    // Word spaces around a spaced dash, not ICU's thin ones (the heading font's core lacks them).
    const dates = (from: string, to: string, language: 'de' | 'en') =>
      weekDates({ from, to }, language)
    expect(dates('2026-11-23', '2026-11-29', 'de')).toBe('23.–29. November')
    expect(dates('2026-11-30', '2026-12-06', 'de')).toBe('30. November – 6. Dezember')
    expect(dates('2026-11-23', '2026-11-29', 'en')).toBe('November 23 – 29')
    expect(dayOfWeek('2026-11-30', 'de')).toBe('Montag, 30.11.')
    expect(dayOfWeek('2026-11-30', 'en')).toBe('Monday, 11/30')
  })

  it('say the days it is served with their hours, days of the same hours together', () => {
    expect(servedOn(week, 'de', uiTexts.de.islandText.hours)).toBe(
      'Mo, Di, Do und Fr 11:00–14:00 Uhr',
    )
    expect(servedOn(week, 'en', uiTexts.en.islandText.hours)).toBe(
      'Mon, Tue, Thu, and Fri 11:00–14:00',
    )
    const later = lunchDays([
      { date: '2026-11-30', kind: 'regular', intervals: midday },
      { date: '2026-12-01', kind: 'regular', intervals: [{ opens: '12:00', closes: '14:30' }] },
    ])
    expect(servedOn(later, 'de', uiTexts.de.islandText.hours)).toBe(
      'Mo 11:00–14:00 Uhr; Di 12:00–14:30 Uhr',
    )
    expect(servedOn([], 'de', uiTexts.de.islandText.hours)).toBe('')
    expect(intervalsText(midday, uiTexts.de.islandText.hours)).toBe('11:00–14:00 Uhr')
  })
})
