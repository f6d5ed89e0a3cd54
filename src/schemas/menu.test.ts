import { beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type CmsMeta, cmsMeta } from './cms-meta'
import { germanIssues, issueLine } from './german-issues'
import { menuSchema } from './menu'
import { templateText } from './summary-template'

const dish = (number: string, name: string, more: object = {}) => ({
  number,
  name: { de: name },
  price: '4,90',
  ...more,
})
const category = (id: string, title: string, kind: string, items: unknown[]) => ({
  id,
  title: { de: title },
  kind,
  items,
})
const beer = (number: string, name: string, more: object = {}) =>
  dish(number, name, { volumeLitres: 0.5, alcoholByVolume: 4.9, ...more })

/** What the build reports (English, by path) and the CMS says (German, by label) for `raw`. */
function problems(raw: unknown) {
  const result = menuSchema('de').safeParse(raw)
  return {
    english: result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
    german: germanIssues(menuSchema('de'), raw).map(issueLine),
  }
}

/** The CMS metadata of the field at `keys` (a list stands for its entries), as the CMS reads it. */
function metaAt(schema: z.ZodType, ...keys: string[]): CmsMeta {
  let meta: CmsMeta = {}
  for (let current: z.ZodType | undefined = schema; current;) {
    meta = { ...cmsMeta.get(current), ...meta }
    if (current instanceof z.ZodOptional || current instanceof z.ZodArray) {
      current = (current instanceof z.ZodArray ? current.element : current.unwrap()) as z.ZodType
    } else if (current instanceof z.ZodPipe) current = current.in as z.ZodType
    else if (current instanceof z.ZodObject && keys.length > 0) {
      current = current.shape[keys.shift()!] as z.ZodType
      meta = {}
    } else current = undefined
  }
  return meta
}

describe('content/menu.yaml: the fields of a dish', () => {
  it('names each wrong value by its field, in English for the build and German for the CMS', () => {
    const { english, german } = problems({
      categories: [
        category('vorspeisen', 'Vorspeisen', 'food', [
          dish('1', 'Samosa', { diet: 'fleischlos', description: 'knusprig', price: '4.90' }),
          dish('2', 'Pakora', { allergens: ['G', 'A1', 'G'], additives: [1, 1] }),
        ]),
        category('Bier!', 'Biere', 'alcoholic-drink', [
          beer('40', 'Pils', { volumeLitres: 'groß', alcoholByVolume: 'stark', deposit: '8' }),
          beer('41', 'Weizen', { volumeLitres: 0.3333, alcoholByVolume: 4.95 }),
          beer('42', 'Radler', { volumeLitres: 0, alcoholByVolume: -1, depositType: 'pfand' }),
          beer('43', 'Rum', { volumeLitres: 700, alcoholByVolume: 90 }),
        ]),
        { id: 'saefte', title: 'Säfte', note: 'frisch', kind: 'saft', items: [] },
        category('limo', 'Limo', 'drink', [{ price: '2,00', volumeLitres: 0.33 }]),
      ],
    })
    expect(english).toEqual([
      [
        'categories.0.items.0.description',
        'must be a text per language, e.g. "de: Unser Gastraum"',
      ],
      ['categories.0.items.0.price', 'is not a price like 9,90'],
      ['categories.0.items.0.diet', 'must be "vegetarian" or "vegan"'],
      ['categories.0.items.1.allergens', 'must not list an allergen twice'],
      ['categories.0.items.1.additives', 'must not list a number twice'],
      [
        'categories.1.id',
        'must be lower case letters, digits and hyphens, e.g. "alkoholfreie-getraenke"',
      ],
      ['categories.1.items.0.volumeLitres', 'must be a volume in litres, e.g. 0.33'],
      [
        'categories.1.items.0.alcoholByVolume',
        'must be the alcohol by volume in percent, e.g. 4.9',
      ],
      ['categories.1.items.0.deposit', 'is not a price like 9,90'],
      [
        'categories.1.items.1.volumeLitres',
        'must be whole millilitres, e.g. 0.33 or 0.375 (not 0.3333)',
      ],
      ['categories.1.items.1.alcoholByVolume', 'must have at most one decimal, e.g. 4.9'],
      ['categories.1.items.2.volumeLitres', 'must be a volume in litres, e.g. 0.33'],
      [
        'categories.1.items.2.alcoholByVolume',
        'must be the alcohol by volume in percent, e.g. 4.9',
      ],
      ['categories.1.items.2.depositType', 'must be "einweg" or "mehrweg"'],
      [
        'categories.1.items.3.volumeLitres',
        'must be a volume in litres, e.g. 0.33 (not millilitres)',
      ],
      [
        'categories.1.items.3.alcoholByVolume',
        'must be the alcohol by volume in percent, e.g. 4.9 (in percent, not a fraction)',
      ],
      ['categories.2.title', 'must be a text per language, e.g. "de: Unser Gastraum"'],
      ['categories.2.note', 'must be a text per language, e.g. "de: Unser Gastraum"'],
      ['categories.2.kind', 'must be one of "food", "drink", "alcoholic-drink"'],
      ['categories.2.items', 'must list at least one dish'],
      ['categories.3.items.0.number', 'must be a dish number such as "41"'],
      ['categories.3.items.0.name', 'must be a text per language, e.g. "de: Unser Gastraum"'],
    ])
    const priceHint = 'Bitte als Euro mit Komma und zwei Nachkommastellen eingeben, z. B. 14,90'
    expect(german).toEqual([
      'Speisekarte › Vorspeisen › 1 Samosa › Beschreibung: hat nicht die passende Art',
      `Speisekarte › Vorspeisen › 1 Samosa › Preis: „4.90“ passt nicht. ${priceHint}`,
      'Speisekarte › Vorspeisen › 1 Samosa › Vegetarisch oder vegan: „fleischlos“ ist keine der angebotenen Möglichkeiten',
      'Speisekarte › Vorspeisen › 2 Pakora › Allergene: nennt ein Allergen zweimal',
      'Speisekarte › Vorspeisen › 2 Pakora › Zusatzstoffe: nennt einen Zusatzstoff zweimal',
      'Speisekarte › Biere › Kurzname für Links: „Bier!“ passt nicht. Nur Kleinbuchstaben, Ziffern und Bindestriche, z. B. mittagstisch',
      'Speisekarte › Biere › 40 Pils › Menge in Litern: hat nicht die passende Art',
      'Speisekarte › Biere › 40 Pils › Alkoholgehalt in % vol: hat nicht die passende Art',
      `Speisekarte › Biere › 40 Pils › Pfand: „8“ passt nicht. ${priceHint}`,
      'Speisekarte › Biere › 41 Weizen › Menge in Litern: muss ganze Milliliter ergeben, z. B. 0.33 oder 0.375',
      'Speisekarte › Biere › 41 Weizen › Alkoholgehalt in % vol: darf höchstens eine Nachkommastelle haben, z. B. 4.9',
      'Speisekarte › Biere › 42 Radler › Menge in Litern: muss größer als 0 sein',
      'Speisekarte › Biere › 42 Radler › Alkoholgehalt in % vol: muss mindestens 0 sein',
      'Speisekarte › Biere › 42 Radler › Einweg oder Mehrweg: „pfand“ ist keine der angebotenen Möglichkeiten',
      'Speisekarte › Biere › 43 Rum › Menge in Litern: darf höchstens 5 sein',
      'Speisekarte › Biere › 43 Rum › Alkoholgehalt in % vol: darf höchstens 80 sein',
      'Speisekarte › Kategorie 3 › Überschrift: hat nicht die passende Art',
      'Speisekarte › Kategorie 3 › Hinweis unter der Überschrift: hat nicht die passende Art',
      'Speisekarte › Kategorie 3 › Art: „saft“ ist keine der angebotenen Möglichkeiten',
      'Speisekarte › Kategorie 3 › Gerichte: braucht mindestens 1 Gericht',
      'Speisekarte › Limo › Gericht 1 › Nummer: fehlt',
      'Speisekarte › Limo › Gericht 1 › Name: fehlt',
    ])
  })

  it('takes whole millilitres and one decimal of alcohol, and nothing a millionth beyond', () => {
    const pils = (volumeLitres: number, alcoholByVolume: number) => ({
      categories: [
        category('biere', 'Biere', 'alcoholic-drink', [
          beer('40', 'Pils', { volumeLitres, alcoholByVolume }),
        ]),
      ],
    })
    expect(problems(pils(0.375, 12.5)).english).toBeUndefined()
    // The tolerance for the binary fractions of 0.33 and 4.9 is under a millionth, not at it.
    expect(problems(pils(1e-6 / 1000, 1e-6 / 10)).english).toEqual([
      [
        'categories.0.items.0.volumeLitres',
        'must be whole millilitres, e.g. 0.33 or 0.375 (not 0.3333)',
      ],
      ['categories.0.items.0.alcoholByVolume', 'must have at most one decimal, e.g. 4.9'],
    ])
  })

  it('asks for the volume of a drink, the strength of an alcoholic one and the container of one with Pfand', () => {
    const { english, german } = problems({
      categories: [
        category('vorspeisen', 'Vorspeisen', 'food', [
          dish('1', 'Samosa', { additives: [5] }),
          dish('2', 'Pakora', { additives: [5], allergens: ['G'], alcoholByVolume: 0 }),
          dish('3', 'Bhaji', { additives: [5], allergens: ['L'] }),
        ]),
        category('limo', 'Limo', 'drink', [dish('20', 'Cola', { deposit: '0,25' })]),
        category('biere', 'Biere', 'alcoholic-drink', [
          dish('40', 'Pils', { depositType: 'mehrweg' }),
        ]),
      ],
    })
    const sulphites =
      'must include L (sulphur dioxide and sulphites): the dish has additive 5 ("geschwefelt")'
    expect(english).toEqual([
      ['categories.0.items.0.allergens', sulphites],
      ['categories.0.items.1.allergens', sulphites],
      [
        'categories.0.items.1.alcoholByVolume',
        'is only for a category of alcoholic drinks (kind: alcoholic-drink)',
      ],
      [
        'categories.1.items.0.depositType',
        'must be "einweg" or "mehrweg": a drink with a deposit shows EINWEG or MEHRWEG beside its price (§ 32 VerpackG)',
      ],
      ['categories.1.items.0.volumeLitres', 'is required for drinks (volume in litres, e.g. 0.33)'],
      ['categories.2.items.0.depositType', 'must be left out: the drink has no deposit'],
      ['categories.2.items.0.volumeLitres', 'is required for drinks (volume in litres, e.g. 0.33)'],
      [
        'categories.2.items.0.alcoholByVolume',
        'is required for alcoholic drinks (alcohol by volume in percent, e.g. 4.9)',
      ],
    ])
    expect(german).toEqual([
      'Speisekarte › Vorspeisen › 1 Samosa › Allergene: muss L (Schwefeldioxid und Sulphite) enthalten: Zusatzstoff 5 ist „geschwefelt“',
      'Speisekarte › Vorspeisen › 2 Pakora › Allergene: muss L (Schwefeldioxid und Sulphite) enthalten: Zusatzstoff 5 ist „geschwefelt“',
      'Speisekarte › Vorspeisen › 2 Pakora › Alkoholgehalt in % vol: gehört nur zu einer Kategorie alkoholischer Getränke',
      'Speisekarte › Limo › 20 Cola › Einweg oder Mehrweg: fehlt: Getränke mit Pfand zeigen „EINWEG“ oder „MEHRWEG“ neben dem Preis (§ 32 VerpackG)',
      'Speisekarte › Limo › 20 Cola › Menge in Litern: fehlt: Getränke brauchen ihre Menge in Litern, z. B. 0.33',
      'Speisekarte › Biere › 40 Pils › Einweg oder Mehrweg: muss leer bleiben: Das Getränk hat kein Pfand',
      'Speisekarte › Biere › 40 Pils › Menge in Litern: fehlt: Getränke brauchen ihre Menge in Litern, z. B. 0.33',
      'Speisekarte › Biere › 40 Pils › Alkoholgehalt in % vol: fehlt: alkoholische Getränke brauchen ihren Alkoholgehalt, z. B. 4.9',
    ])
  })

  it('gives the price and the Pfand in cents, and no Pfand field to a drink without one', () => {
    const menu = menuSchema('de').parse({
      categories: [
        category('biere', 'Biere', 'alcoholic-drink', [
          beer('40', 'Pils', { price: '3,90', deposit: '0,08', depositType: 'mehrweg' }),
          beer('41', 'Weizen', { price: '4,20' }),
        ]),
      ],
    })
    expect(menu.categories[0]!.items).toStrictEqual([
      {
        number: '40',
        name: { text: 'Pils' },
        priceCents: 390,
        volumeLitres: 0.5,
        alcoholByVolume: 4.9,
        depositType: 'mehrweg',
        depositCents: 8,
      },
      {
        number: '41',
        name: { text: 'Weizen' },
        priceCents: 420,
        volumeLitres: 0.5,
        alcoholByVolume: 4.9,
      },
    ])
  })
})

describe('content/menu.yaml: the categories', () => {
  it('refuses an empty menu, an anchor twice and a dish number twice, naming the other dish', () => {
    expect(problems({ categories: [] })).toEqual({
      english: [['categories', 'must list at least one category']],
      german: ['Speisekarte › Kategorien: braucht mindestens 1 Kategorie'],
    })
    expect(
      problems({
        categories: [
          category('speisen', 'Vorspeisen', 'food', [dish('1', 'Samosa'), dish('2', 'Pakora')]),
          category('speisen', 'Hauptgerichte', 'food', [dish('3', 'Dal'), dish('1', 'Korma')]),
        ],
      }),
    ).toEqual({
      english: [
        ['categories.1.id', 'must be unique ("speisen" is used twice)'],
        ['categories.1.items.1.number', 'is used twice (also "Samosa")'],
      ],
      german: [
        'Speisekarte › Hauptgerichte › Kurzname für Links: „speisen“ gibt es zweimal',
        'Speisekarte › Hauptgerichte › 1 Korma › Nummer: gibt es zweimal (auch bei „Samosa“)',
      ],
    })
  })
})

describe('content/menu.yaml in the CMS', () => {
  let menu = menuSchema('de')
  beforeEach(() => {
    menu = menuSchema('de')
  })
  const item = (...keys: string[]) => metaAt(menu, 'categories', 'items', ...keys)

  it('lists a dish collapsed by number, name and price, and a category by its title', () => {
    const samosa = dish('1', 'Gemüse-Samosa', { price: '4,90' })
    expect(templateText(item().summary!, samosa)).toBe('1 Gemüse-Samosa – 4,90 €')
    expect(metaAt(menu, 'categories')).toMatchObject({ label: 'Kategorien', singular: 'Kategorie' })
    expect(metaAt(menu, 'categories', 'items')).toMatchObject({
      label: 'Gerichte',
      singular: 'Gericht',
    })
  })

  it('shows a hint where the owner could type it wrong: a point in numbers, a comma in the Pfand', () => {
    expect(item('number').hint).toBe('Wie auf der Speisekarte, z. B. 41 oder 12a.')
    expect(item('volumeLitres')).toMatchObject({
      step: 0.01,
      hint: expect.stringMatching(/0\.33 \(Punkt statt Komma\)\.$/),
    })
    expect(item('alcoholByVolume')).toMatchObject({
      step: 0.1,
      hint: expect.stringMatching(/4\.9 für Bier .* \(Punkt statt Komma\)\.$/),
    })
    expect(item('deposit').hint).toBe('Nur bei Flaschen, z. B. 0,25')
    expect(item('depositType').hint).toMatch(
      /^Nur bei Getränken mit Pfand: steht als „EINWEG“ oder „MEHRWEG“/,
    )
  })

  it('names the choices as the menu shows them, and keeps the anchor from the owner', () => {
    expect(item('depositType').choices).toEqual({ einweg: 'EINWEG', mehrweg: 'MEHRWEG' })
    expect(item('diet').choices).toBe('diets')
    expect(metaAt(menu, 'categories', 'kind')).toMatchObject({
      label: 'Art',
      choices: {
        food: 'Speisen',
        drink: 'Getränke (Menge in Litern nötig)',
        'alcoholic-drink': 'Alkoholische Getränke (Menge und Alkoholgehalt nötig)',
      },
    })
    expect(metaAt(menu, 'categories', 'id')).toMatchObject({
      agencyOnly: true,
      hint: 'Kleinbuchstaben ohne Umlaute, z. B. hauptgerichte',
    })
  })
})
