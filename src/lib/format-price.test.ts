import { describe, expect, it } from 'vitest'
import { formatEuro } from './format-price'

describe('formatEuro', () => {
  it('formats cents as German euros with a comma and a non-breaking space', () => {
    expect(formatEuro(1490, 'de')).toBe('14,90\u00a0€')
    expect(formatEuro(890, 'de')).toBe('8,90\u00a0€')
    expect(formatEuro(220, 'de')).toBe('2,20\u00a0€')
  })

  it('formats cents as euros the way American readers write prices', () => {
    expect(formatEuro(1490, 'en')).toBe('€14.90')
    expect(formatEuro(220, 'en')).toBe('€2.20')
    expect(formatEuro(123456, 'en')).toBe('€1,234.56')
  })
})
