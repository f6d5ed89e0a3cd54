import { describe, expect, it } from 'vitest'
import { lunchSchema } from './lunch'

const week = (from: string, to: string, offers: unknown[] = [offer]) => ({ from, to, offers })
const offer = {
  name: { de: 'Chana Masala', en: 'Chana masala' },
  description: { de: 'Kichererbsen in Tomaten-Zwiebel-Sauce' },
  price: '7,90',
  vegan: true,
  allergens: [],
}

describe('content/lunch.yaml', () => {
  it('reads the issue’s example: an offer in the menu’s shape, its diet from the switches', () => {
    const lunch = lunchSchema('en').parse({
      note: { de: 'Alle Mittagsgerichte mit Basmatireis und kleinem Salat' },
      weeks: [week('2026-11-30', '2026-12-04')],
    })
    expect(lunch.note).toEqual({
      text: 'Alle Mittagsgerichte mit Basmatireis und kleinem Salat',
      lang: 'de',
    })
    expect(lunch.weeks[0]!.offers[0]).toEqual({
      name: { text: 'Chana masala' },
      description: { text: 'Kichererbsen in Tomaten-Zwiebel-Sauce', lang: 'de' },
      priceCents: 790,
      diet: 'vegan',
      allergens: [],
    })
    const vegetarian = lunchSchema('de').parse({
      weeks: [week('2026-11-30', '2026-12-04', [{ ...offer, vegan: false, vegetarian: true }])],
    })
    expect(vegetarian.weeks[0]!.offers[0]!.diet).toBe('vegetarian')
  })

  it('takes no weeks at all: then there is no Mittagstisch', () => {
    expect(lunchSchema('de').parse({ weeks: [] }).weeks).toEqual([])
  })

  it('refuses a week without dishes, weeks that overlap and additive 5 without L', () => {
    const result = lunchSchema('de').safeParse({
      weeks: [
        week('2026-11-30', '2026-12-04', []),
        week('2026-12-07', '2026-12-11', [{ ...offer, additives: [5] }]),
        week('2026-12-11', '2026-12-18'),
      ],
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['weeks.0.offers', 'must list at least one dish'],
      [
        'weeks.1.offers.0.allergens',
        'must include L (sulphur dioxide and sulphites): the dish has additive 5 ("geschwefelt")',
      ],
      ['weeks.2.from', 'overlaps the week 2026-12-07 – 2026-12-11'],
    ])
  })

  it('gives every dish the allergens of the sides it comes with, in the legend’s order', () => {
    const lunch = lunchSchema('de').parse({
      sidesAllergens: ['J', 'G'],
      weeks: [
        week('2026-11-30', '2026-12-04', [
          { ...offer, vegan: false, vegetarian: true, allergens: ['H4', 'A1', 'G'] },
          { ...offer, vegan: false, allergens: undefined },
        ]),
      ],
    })
    expect(lunch.weeks[0]!.offers.map((dish) => dish.allergens)).toEqual([
      ['A1', 'G', 'H4', 'J'],
      ['G', 'J'],
    ])
  })

  it('refuses a vegan dish whose sides contain milk, and a bare A or H', () => {
    const result = lunchSchema('de').safeParse({
      sidesAllergens: ['G'],
      weeks: [week('2026-11-30', '2026-12-04', [{ ...offer, allergens: ['A', 'H'] }])],
    })
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'weeks.0.offers.0.allergens.0',
      'weeks.0.offers.0.allergens.1',
    ])
    const vegan = lunchSchema('de').safeParse({
      sidesAllergens: ['G'],
      weeks: [week('2026-11-30', '2026-12-04')],
    })
    expect(vegan.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['weeks.0.offers.0.vegan', 'cannot be vegan: the sides contain G (sidesAllergens)'],
    ])
  })
})
