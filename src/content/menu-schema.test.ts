import { describe, expect, it } from 'vitest'
import { type MenuCategory, type MenuItem, menu } from './menu'
import { locateMenuIssue, menuSchema } from './menu-schema'
import { assertValidContent, findContentProblems } from './validate'

const file = 'src/content/menu.ts'
const pizza = (items: unknown[]) => ({ id: 'pizza', title: 'Pizza', kind: 'food', items })
const salami: MenuItem = { number: '41', name: 'Pizza Salami', priceCents: 990 }
const problemsOf = (data: unknown) =>
  findContentProblems([{ file, schema: menuSchema, data, locate: locateMenuIssue }])

describe('the shipped menu', () => {
  it('passes validation', () => {
    expect(problemsOf(menu)).toEqual([])
  })

  it('has the 17 categories and at least 120 dishes and drinks', () => {
    expect(menu).toHaveLength(17)
    expect(menu.flatMap((category) => category.items).length).toBeGreaterThanOrEqual(120)
  })

  it('keeps the two home-page specialties at their prices', () => {
    const items = menu.flatMap((category) => category.items)
    expect(items.find((item) => item.name === 'Butter Chicken')?.priceCents).toBe(1490)
    expect(items.find((item) => item.name === 'Pizza Margherita')?.priceCents).toBe(890)
  })
})

describe('menu validation names category, item and field', () => {
  it('rejects a price in euros with a fraction', () => {
    expect(problemsOf([pizza([{ ...salami, priceCents: 9.9 }])])).toEqual([
      `${file}: category "Pizza", item "41 Pizza Salami": field "priceCents" must be a positive whole number of cents (got 9.9)`,
    ])
  })

  it('rejects a zero, negative or text price', () => {
    for (const priceCents of [0, -100, '9,90']) {
      expect(problemsOf([pizza([{ ...salami, priceCents }])])[0]).toContain(
        'item "41 Pizza Salami": field "priceCents" must be a positive whole number of cents',
      )
    }
  })

  it('rejects a dish number used twice', () => {
    const problems = problemsOf([
      pizza([salami, { number: '41', name: 'Pizza Funghi', priceCents: 950 }]),
    ])
    expect(problems).toEqual([
      `${file}: category "Pizza", item "41 Pizza Funghi": field "number" must be unique ("41" is also "Pizza Salami") (got "41")`,
    ])
  })

  it('rejects an unknown allergen letter and an unknown additive number', () => {
    const problems = problemsOf([pizza([{ ...salami, allergens: ['A', 'X'], additives: [2, 99] }])])
    expect(problems).toEqual([
      `${file}: category "Pizza", item "41 Pizza Salami": field "allergens.1" must be an allergen letter A–N (see menu-labels.ts) (got "X")`,
      `${file}: category "Pizza", item "41 Pizza Salami": field "additives.1" must be a known additive number (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12; see menu-labels.ts) (got 99)`,
    ])
  })

  it('requires a volume on every drink', () => {
    const drinks = {
      id: 'alkoholfreie-getraenke',
      title: 'Alkoholfreie Getränke',
      kind: 'drink',
      items: [{ number: '160', name: 'Coca-Cola', priceCents: 390, depositCents: 15 }],
    }
    expect(problemsOf([drinks])).toEqual([
      `${file}: category "Alkoholfreie Getränke", item "160 Coca-Cola": field "volumeLitres" is required for drinks (volume in litres, e.g. 0.33)`,
    ])
  })

  it('rejects a volume that is not whole millilitres', () => {
    const drinks = (volumeLitres: number) => ({
      id: 'weine',
      title: 'Weine',
      kind: 'drink',
      items: [{ number: '190', name: 'Riesling', priceCents: 2190, volumeLitres }],
    })
    expect(problemsOf([drinks(0.375)])).toEqual([])
    expect(problemsOf([drinks(0.1 + 0.2)])).toEqual([])
    expect(problemsOf([drinks(0.3333)])).toEqual([
      `${file}: category "Weine", item "190 Riesling": field "volumeLitres" must be whole millilitres, e.g. 0.33 or 0.375 (not 0.3333) (got 0.3333)`,
    ])
  })

  it('rejects an empty category', () => {
    expect(problemsOf([pizza([])])).toEqual([
      `${file}: category "Pizza": field "items" must list at least one dish (got [])`,
    ])
  })

  it('rejects a misspelt field instead of ignoring it', () => {
    const problems = problemsOf([pizza([{ ...salami, allergen: ['A'] }])])
    expect(problems[0]).toMatch(
      /^src\/content\/menu\.ts: category "Pizza", item "41 Pizza Salami":/,
    )
    expect(problems[0]).toContain('has an unknown field "allergen"')
  })

  it('fails the build through assertValidContent with every problem listed', () => {
    const broken: MenuCategory[] = [
      { ...menu[0]!, items: [{ ...menu[0]!.items[0]!, priceCents: 4.9 }] },
      { ...menu[1]!, items: [] },
    ]
    expect(() =>
      assertValidContent([{ file, schema: menuSchema, data: broken, locate: locateMenuIssue }]),
    ).toThrow(/item "1 Gemüse-Samosa \(2 Stück\)": field "priceCents"[\s\S]*category "Salate"/)
  })
})
