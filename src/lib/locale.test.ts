import { describe, expect, it } from 'vitest'
import { calendarDate, dateFormat, listFormat, numberFormat } from './locale'

describe('formatters', () => {
  it('lists as each language writes a list: „A, B und C“, “A, B, and C”', () => {
    expect(listFormat('de').format(['Reis', 'Naan', 'Raita'])).toBe('Reis, Naan und Raita')
    expect(listFormat('en').format(['rice', 'naan', 'raita'])).toBe('rice, naan, and raita')
  })

  it('makes each formatter once and keeps it, since making one loads the locale’s data', () => {
    const price = { style: 'currency', currency: 'EUR' } as const
    expect(numberFormat('de', price)).toBe(numberFormat('de', { ...price }))
    expect(numberFormat('en', price)).not.toBe(numberFormat('de', price))
    expect(dateFormat('de', { weekday: 'long' })).toBe(dateFormat('de', { weekday: 'long' }))
    expect(dateFormat('de', { weekday: 'short' })).not.toBe(dateFormat('de', { weekday: 'long' }))
    expect(listFormat('en')).toBe(listFormat('en'))
    expect(listFormat('en')).not.toBe(listFormat('de'))
  })

  it('prints a day in Berlin, the German way and the American way', () => {
    // 23:30 UTC on 23 November is already the 24th in Berlin.
    const instant = new Date('2026-11-23T23:30:00Z')
    expect(calendarDate(instant, 'de')).toBe('24.11.2026')
    expect(calendarDate(instant, 'en')).toBe('November 24, 2026')
  })
})
