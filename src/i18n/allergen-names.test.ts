import { describe, expect, it } from 'vitest'
import { allergenCodes } from '@/schemas'
import { uiTexts } from '@/i18n'

describe('the allergens’ names', () => {
  it.each(['de', 'en'] as const)(
    'name every code the data may declare, in order (%s)',
    (language) => {
      expect(Object.keys(uiTexts[language].allergenNames)).toEqual([...allergenCodes])
    },
  )

  it('name the cereal and the nut with their allergen', () => {
    expect(uiTexts.de.allergenNames.A1).toBe('glutenhaltiges Getreide: Weizen')
    expect(uiTexts.de.allergenNames.H4).toBe('Schalenfrüchte: Cashewnüsse')
    expect(uiTexts.en.allergenNames.H4).toBe('tree nuts: cashews')
    expect(uiTexts.de.allergenNames.G).toBe('Milch (einschließlich Laktose)')
  })
})
