import { describe, expect, it } from 'vitest'
import type { AllergenCode, MenuCategory, MenuItem } from '@/schemas'
import { loadSite } from '@/testing/site'

const { menu } = loadSite()

/*
 * Checks a menu can pass zod and still fail a guest on: a big bottle cheaper than a small one,
 * Pfand on wine, a cashew sauce without the nut letter. Each rule is written from the guest's or
 * the law's side, so a failure names the entry the owner has to look at.
 */

const entries = menu.flatMap((category) => category.items.map((item) => ({ category, item })))
const label = ({ item }: { item: MenuItem }) => `${item.number} ${item.name.text}`

describe('drink prices and deposits', () => {
  it('charges more for a bottle of at least 1.5 times the volume in the same category', () => {
    // Wine is the exception the menu explains: the big bottle is the simpler Landwein.
    const cheaperBigger = menu
      .filter((category) => category.kind === 'drink' && category.id !== 'weine')
      .flatMap((category) =>
        category.items.flatMap((big) =>
          category.items
            .filter((small) => big.volumeLitres! >= small.volumeLitres! * 1.5)
            .filter((small) => big.priceCents <= small.priceCents)
            .map((small) => `${big.name.text} ${big.volumeLitres} l ≤ ${small.name.text}`),
        ),
      )
    expect(cheaperBigger).toEqual([])
  })

  it('sells the 1,5-l bottle at the price of a 0,7-l one only as the simpler Landwein', () => {
    const wines = menu.find((category) => category.id === 'weine')!.items
    const magnums = wines.filter((wine) => wine.volumeLitres === 1.5)
    expect(magnums.length).toBeGreaterThan(0)
    for (const magnum of magnums) {
      const pricier = wines.filter(
        (wine) => wine.volumeLitres! < 1.5 && wine.priceCents >= magnum.priceCents,
      )
      if (pricier.length === 0) continue
      expect(magnum.description?.text, magnum.name.text).toMatch(/Landwein/)
      for (const wine of pricier)
        expect(wine.description?.text, wine.name.text).toMatch(/Qualitätswein/)
    }
  })

  it('puts Pfand only on bottles and cans that carry one, at the amounts that exist', () => {
    const wrong = entries.filter(({ category, item }) => {
      if (item.depositCents === undefined) return false
      return (
        category.kind === 'food' ||
        category.id === 'weine' ||
        category.id === 'lassi' ||
        /karton/i.test(item.description?.text ?? '') ||
        ![8, 15, 25].includes(item.depositCents)
      )
    })
    expect(wrong.map(label)).toEqual([])
  })

  it('puts the Einwegpfand of 0,25 € on every can', () => {
    const cans = entries.filter(({ item }) => /\bdose\b/i.test(item.description?.text ?? ''))
    expect(cans.length).toBeGreaterThan(0)
    expect(cans.filter(({ item }) => item.depositCents !== 25).map(label)).toEqual([])
  })

  it('states the alcohol by volume of every beer and wine, in the range of its kind', () => {
    const alcoholic = entries.filter(({ category }) => category.kind === 'alcoholic-drink')
    expect(alcoholic.length).toBeGreaterThan(0)
    const implausible = alcoholic.filter(({ category, item }) => {
      const percent = item.alcoholByVolume ?? -1
      return category.id === 'weine' ? percent < 8 || percent > 15 : percent < 0.5 || percent > 8
    })
    expect(implausible.map(label)).toEqual([])
  })

  it('states the residual alcohol of an alcohol-free drink, and lists it with the soft drinks', () => {
    const alcoholFree = entries.filter(({ item }) => /alkoholfrei/i.test(item.name.text))
    expect(alcoholFree.length).toBeGreaterThan(0)
    for (const { category, item } of alcoholFree) {
      expect(item.description?.text, label({ item })).toMatch(/0,5 % vol/)
      expect(category.kind, label({ item })).toBe('drink')
    }
  })
})

/**
 * Ingredients named in a dish's text (name, description, category note) and the code they need:
 * the cereal and the nut by their kind (LMIV Annex II No. 1 and 8).
 */
const ingredientAllergens: { pattern: RegExp; allergen: AllergenCode }[] = [
  {
    pattern:
      /naan|roti|paratha|samosa|pizza|flammkuchen|brot|brötchen|weizen|paniert|nuggets|burger|wrap|tortilla|kuchen|küchlein|tiramisu/,
    allergen: 'A1',
  },
  { pattern: /bier|pils|radler|malz/, allergen: 'A3' },
  { pattern: /garnele|meeresfrüchte|krabbe|krebs/, allergen: 'B' },
  { pattern: /\bei\b|eier|mayonnaise|paniert/, allergen: 'C' },
  { pattern: /fisch|lachs|thunfisch|tonno/, allergen: 'D' },
  { pattern: /erdnuss|erdnüss/, allergen: 'E' },
  {
    pattern:
      /paneer|käse|(?<!kokos)milch|sahne|rahm|joghurt|butter|mozzarella|cheddar|schmand|mascarpone|raita|kulfi/,
    allergen: 'G',
  },
  { pattern: /mandel/, allergen: 'H1' },
  { pattern: /haselnuss|haselnüss/, allergen: 'H2' },
  { pattern: /walnuss|walnüss/, allergen: 'H3' },
  { pattern: /cashew/, allergen: 'H4' },
  { pattern: /pistazie/, allergen: 'H7' },
  { pattern: /\bsenf/, allergen: 'J' },
  { pattern: /sesam/, allergen: 'K' },
  { pattern: /wein\b|balsamico/, allergen: 'L' },
]

const dishText = (category: MenuCategory, item: MenuItem) =>
  [item.name.text, item.description?.text, category.note?.text].join(' ').toLowerCase()

describe('allergen codes', () => {
  it('declare every allergen an ingredient in the text of a dish points to', () => {
    const missing = entries.flatMap(({ category, item }) =>
      ingredientAllergens
        .filter(({ pattern }) => pattern.test(dishText(category, item)))
        .filter(({ allergen }) => !item.allergens?.includes(allergen))
        .map(({ allergen }) => `${label({ item })}: ${allergen}`),
    )
    expect(missing).toEqual([])
  })

  it('mark every pizza and naan with wheat and (unless vegan) milk', () => {
    const breads = entries.filter(({ item }) => /pizza|naan/i.test(item.name.text))
    expect(breads.length).toBeGreaterThan(20)
    for (const { item } of breads) {
      expect(item.allergens, label({ item })).toContain('A1')
      if (item.diet !== 'vegan') expect(item.allergens, label({ item })).toContain('G')
    }
  })

  it('never put milk, egg, fish or shellfish letters on a vegan dish', () => {
    const animal: AllergenCode[] = ['B', 'C', 'D', 'G', 'N']
    const wrong = entries.filter(
      ({ item }) => item.diet === 'vegan' && animal.some((code) => item.allergens?.includes(code)),
    )
    expect(wrong.map(label)).toEqual([])
  })
})

describe('the guest looking for the cheapest pizza', () => {
  it('finds it first under "Pizza"', () => {
    const pizzas = menu
      .find((category) => category.id === 'pizza')!
      .items.filter((item) => item.name.text.startsWith('Pizza '))
    const cheapest = Math.min(...pizzas.map((pizza) => pizza.priceCents))
    expect(pizzas[0]?.priceCents).toBe(cheapest)
  })
})
