import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { cms } from './cms-meta'
import { deliverySchema } from './delivery'
import { describeItem, germanIssues, issueLine } from './german-issues'
import { homeSchema } from './home'
import { lunchSchema } from './lunch'
import { menuSchema } from './menu'

const offer = (name: string) => ({ name: { de: name }, price: '7,90', allergens: [] })
const week = (from: string, to: string, offers = [offer('Chana Masala')]) => ({ from, to, offers })

const dish = (fields: Record<string, unknown> = {}) => ({
  number: '41',
  name: { de: 'Chana Masala' },
  price: '9,90',
  ...fields,
})
const menu = (items: unknown[], category: Record<string, unknown> = {}) => ({
  categories: [
    { id: 'hauptgerichte', title: { de: 'Hauptgerichte' }, kind: 'food', items, ...category },
  ],
})
const linesOf = (schema: z.ZodType, raw: unknown) => germanIssues(schema, raw).map(issueLine)

describe('the CMS’s German problems, named as its lists name items', () => {
  it('a week that ends before it starts, one that overlaps another, an empty dish name', () => {
    const issues = germanIssues(lunchSchema('de'), {
      weeks: [
        week('2026-11-30', '2026-12-06'),
        week('2026-12-02', '2026-12-04'),
        week('2027-01-08', '2027-01-04'),
        week('2027-01-11', '2027-01-15', [offer('')]),
      ],
    })
    expect(issues.map(issueLine)).toEqual([
      'Mittagstisch › Woche 8.–4. Januar 2027 › Letzter Tag (einschließlich): liegt vor dem ersten Tag',
      'Mittagstisch › Woche 11.–15. Januar 2027 › Gericht 1 › Name (Deutsch): ist leer',
      'Mittagstisch › Woche 2.–4. Dezember 2026 › Erster Tag: überschneidet sich mit der Woche 30. November – 6. Dezember 2026',
    ])
    // The CMS finds the field by this path to put the message beside it.
    expect(issues.map(({ keyPath }) => keyPath)).toEqual([
      'weeks.2.to',
      'weeks.3.offers.0.name.de',
      'weeks.1.from',
    ])
  })

  it('has nothing to say about a valid file', () => {
    expect(germanIssues(lunchSchema('de'), { weeks: [week('2026-11-30', '2026-12-04')] })).toEqual(
      [],
    )
  })

  it('a dish’s mistyped values: a missing number, a price with a point, choices not offered', () => {
    const lines = linesOf(
      menuSchema('de'),
      menu([
        dish({
          number: '',
          price: '7.90',
          description: { de: ' ' },
          diet: true,
          spiceLevel: 7,
          depositType: 'pfand',
        }),
      ]),
    )
    expect(lines).toEqual([
      'Speisekarte › Hauptgerichte › Chana Masala › Nummer: fehlt',
      'Speisekarte › Hauptgerichte › Chana Masala › Beschreibung (Deutsch): ist leer',
      'Speisekarte › Hauptgerichte › Chana Masala › Preis: „7.90“ passt nicht. Bitte als Euro mit Komma und zwei Nachkommastellen eingeben, z. B. 14,90',
      'Speisekarte › Hauptgerichte › Chana Masala › Vegetarisch oder vegan: Der Wert ist keine der angebotenen Möglichkeiten',
      'Speisekarte › Hauptgerichte › Chana Masala › Schärfe: „7“ ist keine der angebotenen Möglichkeiten',
      'Speisekarte › Hauptgerichte › Chana Masala › Einweg oder Mehrweg: „pfand“ ist keine der angebotenen Möglichkeiten',
    ])
  })

  it('a value missing (absent or emptied to null) or of the wrong kind, fields the file does not have', () => {
    const lines = linesOf(
      menuSchema('de'),
      menu(
        [
          dish({ name: undefined, price: null, diet: null, allergens: 'A1', number: 41 }),
          dish({ number: '42', name: { de: 'Dal', fr: 'Dal', it: 'Dal' }, extra: 1 }),
        ],
        { kind: undefined },
      ),
    )
    expect(lines).toEqual([
      'Speisekarte › Hauptgerichte › Art: fehlt',
      'Speisekarte › Hauptgerichte › 41 › Nummer: hat nicht die passende Art',
      'Speisekarte › Hauptgerichte › 41 › Name: fehlt',
      'Speisekarte › Hauptgerichte › 41 › Preis: fehlt',
      'Speisekarte › Hauptgerichte › 41 › Allergene: hat nicht die passende Art',
      'Speisekarte › Hauptgerichte › 41 › Vegetarisch oder vegan: fehlt',
      'Speisekarte › Hauptgerichte › 42 Dal › Name: enthält unbekannte Felder: fr, it',
      'Speisekarte › Hauptgerichte › 42 Dal: enthält ein unbekanntes Feld: extra',
    ])
  })

  it('bounds of numbers and lists, counted by the list’s names', () => {
    const drink = dish({ volumeLitres: 0, alcoholByVolume: -1 })
    expect(linesOf(menuSchema('de'), menu([drink], { kind: 'alcoholic-drink' }))).toEqual([
      'Speisekarte › Hauptgerichte › 41 Chana Masala › Menge in Litern: muss größer als 0 sein',
      'Speisekarte › Hauptgerichte › 41 Chana Masala › Alkoholgehalt in % vol: muss mindestens 0 sein',
    ])
    const strong = dish({ volumeLitres: 6, alcoholByVolume: 81 })
    expect(linesOf(menuSchema('de'), menu([strong], { kind: 'alcoholic-drink' }))).toEqual([
      'Speisekarte › Hauptgerichte › 41 Chana Masala › Menge in Litern: darf höchstens 5 sein',
      'Speisekarte › Hauptgerichte › 41 Chana Masala › Alkoholgehalt in % vol: darf höchstens 80 sein',
    ])
    expect(linesOf(menuSchema('de'), menu([]))).toEqual([
      'Speisekarte › Hauptgerichte › Gerichte: braucht mindestens 1 Gericht',
    ])
    const deliveryWeek = { days: [] }
    expect(
      linesOf(deliverySchema('de'), { deliveryHours: [deliveryWeek, deliveryWeek] }).filter(
        (line) => line.includes('Lieferzeiten:'),
      ),
    ).toEqual(['Lieferung › Lieferzeiten: darf höchstens 1 Wochenplan haben'])
  })
})

/** A file „Probe“ with one field of `schema`, labelled as `meta` says. */
const probe = (schema: z.ZodType, meta: Parameters<typeof cms>[1] = { label: 'Feld' }) =>
  cms(z.strictObject({ field: cms(schema, meta) }), { label: 'Probe' })
const probeLines = (schema: z.ZodType, value: unknown, meta?: Parameters<typeof cms>[1]) =>
  linesOf(probe(schema, meta), { field: value })

describe('rules and shapes the content files do not use yet, in the same words', () => {
  it.each([
    ['a text too long', z.string().max(40), 'x'.repeat(41), 'ist länger als 40 Zeichen'],
    ['a decimal minimum', z.number().min(0.5), 0.25, 'muss mindestens 0,5 sein'],
    ['a decimal lower bound', z.number().gt(0.5), 0.5, 'muss größer als 0,5 sein'],
    ['a decimal maximum', z.number().max(2.5), 3, 'darf höchstens 2,5 sein'],
    ['a decimal upper bound', z.number().lt(1.5), 1.5, 'muss kleiner als 1,5 sein'],
    ['a union', z.union([z.string(), z.number()]), true, 'ist so nicht möglich'],
    ['a rule without German', z.string().refine(() => false), 'x', 'ist so nicht möglich'],
    ['a pattern without a message', z.string().regex(/^\d+$/), 'zwölf', '„zwölf“ passt nicht.'],
    [
      'a pattern on a value that is no text',
      cms(z.boolean().transform(String).pipe(z.string().regex(/^ja$/)), {
        patternMessage: 'Nur „ja“',
      }),
      false,
      'Nur „ja“',
    ],
  ])('%s', (_case, schema, value, message) => {
    expect(probeLines(schema, value)).toEqual([`Probe › Feld: ${message}`])
  })

  it.each([
    [
      'at least two, named',
      { label: 'Größen', singular: 'Größe' },
      z.array(z.string()).min(2),
      [],
      'Größen: braucht mindestens 2 Größen',
    ],
    [
      'at least one, unnamed',
      {},
      z.array(z.string()).min(1),
      [],
      'field: braucht mindestens 1 Eintrag',
    ],
    [
      'at most two, unnamed',
      {},
      z.array(z.string()).max(2),
      ['a', 'b', 'c'],
      'field: darf höchstens 2 Einträge haben',
    ],
  ])('a list’s count: %s', (_case, meta, schema, value, line) => {
    expect(probeLines(schema, value, meta)).toEqual([`Probe › ${line}`])
  })

  it('names a file without a label „Datei“, an item without a name by its place', () => {
    const rows = z.array(z.strictObject({ dish: z.string().min(1) }))
    expect(linesOf(z.strictObject({ rows }), { rows: [{ dish: 'Dal' }, { dish: '' }] })).toEqual([
      'Datei › Eintrag 2 › dish: ist leer',
    ])
  })

  it('a text per language whose English comes first', () => {
    const greeting = z.strictObject({
      en: cms(z.string(), { label: 'Englisch' }),
      de: cms(z.string().min(1), { label: 'Deutsch' }),
    })
    expect(probeLines(greeting, { en: 'Hello', de: '' }, { label: 'Gruß' })).toEqual([
      'Probe › Gruß (Deutsch): ist leer',
    ])
  })

  it('names steps the schema does not know as they are', () => {
    const sizes = z.record(z.string(), z.array(z.string().min(1)))
    const issues = germanIssues(probe(sizes, { label: 'Größen' }), { field: { klein: [''] } })
    expect(issues.map(issueLine)).toEqual(['Probe › Größen › klein › 0: ist leer'])
    expect(issues[0]!.keyPath).toBe('field.klein.0')
    const checked = z.array(z.string()).superRefine((_list, context) => {
      context.addIssue({
        code: 'custom',
        path: ['total'],
        message: 'x',
        params: { de: 'passt nicht' },
      })
    })
    expect(probeLines(checked, ['a'], { label: 'Zutaten', singular: 'Zutat' })).toEqual([
      'Probe › Zutaten › total: passt nicht',
    ])
  })
})

describe('asking before removing a list item', () => {
  it('a week, with what goes', () => {
    const data = { weeks: [week('2026-11-30', '2026-12-06', [offer('A'), offer('B')])] }
    expect(describeItem(lunchSchema('de'), data, ['weeks', 0])).toEqual({
      name: 'Woche 30. November – 6. Dezember 2026',
      contents: ['2 Gerichten'],
    })
  })

  it('a category with one dish, a dish by its number and name', () => {
    const data = menu([dish({ allergens: [] })])
    expect(describeItem(menuSchema('de'), data, ['categories', 0])).toEqual({
      name: 'Kategorie „Hauptgerichte“',
      contents: ['1 Gericht'],
    })
    expect(describeItem(menuSchema('de'), data, ['categories', 0, 'items', 0])).toEqual({
      name: '41 Chana Masala',
      contents: [],
    })
  })

  it('a dish without a number, whose name has a digit, with its allergens', () => {
    const data = menu([
      dish({ number: undefined, name: { de: 'Chicken 65' }, allergens: ['A1', 'G'] }),
    ])
    expect(describeItem(menuSchema('de'), data, ['categories', 0, 'items', 0])).toEqual({
      name: 'Gericht „Chicken 65“',
      contents: ['2 Allergenen'],
    })
  })

  it('a dish with one allergen and one additive names each in the singular', () => {
    const data = menu([dish({ allergens: ['G'], additives: [5] })])
    expect(describeItem(menuSchema('de'), data, ['categories', 0, 'items', 0])).toEqual({
      name: '41 Chana Masala',
      contents: ['1 Allergen', '1 Zusatzstoff'],
    })
  })

  it('a plain text of a list, and nothing where the path leads nowhere', () => {
    const home = { cuisines: ['Indian', 'Nepalese'] }
    expect(describeItem(homeSchema('de'), home, ['cuisines', 1])).toEqual({
      name: 'Küche 2',
      contents: [],
    })
    expect(describeItem(homeSchema('de'), home, ['nothing', 0])).toBeUndefined()
  })

  it('an item of a list without a singular, lists counted only when named', () => {
    const table = z.strictObject({
      name: z.string(),
      plates: cms(z.array(z.string()), { label: 'Teller' }),
      cups: z.array(z.string()),
    })
    const tables = cms(z.array(table), { label: 'Tische', summary: '{{fields.name}}' })
    const data = {
      tables: [
        { name: 'Fenster', plates: ['a'], cups: ['b'] },
        { name: 'Ecke', plates: ['a', 'b', 'c'] },
      ],
    }
    const schema = z.strictObject({ tables })
    expect(describeItem(schema, data, ['tables', 0])).toEqual({
      name: 'Eintrag „Fenster“',
      contents: ['1 Teller'],
    })
    expect(describeItem(schema, data, ['tables', 1])).toEqual({
      name: 'Eintrag „Ecke“',
      contents: ['3 Tellern'],
    })
  })
})
