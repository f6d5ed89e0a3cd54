import { describe, expect, it } from 'vitest'
import { formatEuro } from './format-price'

describe('formatEuro', () => {
  it('formats cents as German euros with a comma and a non-breaking space', () => {
    expect(formatEuro(1490)).toBe('14,90\u00a0€')
    expect(formatEuro(890)).toBe('8,90\u00a0€')
    expect(formatEuro(220)).toBe('2,20\u00a0€')
  })
})
