import { describe, expect, it } from 'vitest'
import { germanDateRange, withMonthNames } from './german-dates'

describe('ranges of days with their months named', () => {
  it('in one month, across months, across a new year', () => {
    expect(germanDateRange('2026-12-14', '2026-12-18')).toBe('14.–18. Dezember 2026')
    expect(germanDateRange('2026-11-30', '2026-12-06')).toBe('30. November – 6. Dezember 2026')
    expect(germanDateRange('2026-12-28', '2027-01-03')).toBe('28. Dezember 2026 – 3. Januar 2027')
    expect(germanDateRange('2026-03-02', '2026-03-06')).toBe('2.–6. März 2026')
  })

  it('leaves what is not a date as it is, in the order it came', () => {
    expect(germanDateRange('2026-08-03', 'bis auf Weiteres')).toBe('2026-08-03–bis auf Weiteres')
    expect(germanDateRange('ab 2026-08-03', '2026-08-16')).toBe('ab 2026-08-03–2026-08-16')
    expect(germanDateRange('2026-08-03', '2026-08-16 abends')).toBe('2026-08-03–2026-08-16 abends')
    expect(germanDateRange('2026-08-3', '2026-08-16')).toBe('2026-08-3–2026-08-16')
  })

  it('rewrites the numbers Sveltia’s templates give, wherever they stand in a text', () => {
    expect(withMonthNames('Woche 30.11.–6.12.2026')).toBe('Woche 30. November – 6. Dezember 2026')
    expect(withMonthNames('Schließzeit 28.12.–3.1.2027 (Urlaub)')).toBe(
      'Schließzeit 28. Dezember 2026 – 3. Januar 2027 (Urlaub)',
    )
    expect(withMonthNames('Woche 8.1.–4.1.2027')).toBe('Woche 8.–4. Januar 2027')
    // Not a range of days: left alone.
    expect(withMonthNames('14,90 € ab 1.1.2027')).toBe('14,90 € ab 1.1.2027')
    expect(withMonthNames('Woche 1.13.–2.13.2027')).toBe('Woche 1.13.–2.13.2027')
    expect(withMonthNames('Woche 1.12.–2.13.2027')).toBe('Woche 1.12.–2.13.2027')
    expect(withMonthNames('Woche 1.0.–2.12.2027')).toBe('Woche 1.0.–2.12.2027')
  })
})
