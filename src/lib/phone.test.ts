import { describe, expect, it } from 'vitest'
import { displayPhone, telHref } from './phone'

describe('phone numbers', () => {
  it('show German readers the national form and English readers the international one', () => {
    expect(displayPhone('+49 631 3101 234', 'de')).toBe('0631 3101 234')
    expect(displayPhone('+49 631 3101 234', 'en')).toBe('+49 631 3101 234')
  })

  it('keep a number outside Germany international for German readers too', () => {
    expect(displayPhone('+43 1 234 5678', 'de')).toBe('+43 1 234 5678')
  })

  it('dial the international number, digits only', () => {
    expect(telHref('+49 631 3101 234')).toBe('tel:+496313101234')
  })
})
