import { describe, expect, it } from 'vitest'
import { cmsAt } from '@/testing/cms-at'
import { germanIssues, issueLine } from './german-issues'
import { lunchSchema } from './lunch'
import { templateText } from './summary-template'

const week = (from: string, to: string, offers: unknown[] = [offer]) => ({ from, to, offers })
const offer = {
  name: { de: 'Chana Masala', en: 'Chana masala' },
  description: { de: 'Kichererbsen in Tomaten-Zwiebel-Sauce' },
  price: '7,90',
  vegan: true,
  allergens: [],
}

/** What the CMS shows for a field of content/lunch.yaml (src/testing/cms-at.ts). */
const cmsField = (...path: (string | number)[]) => cmsAt(lunchSchema('de'), ...path)

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

  it('declares no allergens for a dish that lists none when the sides have none either', () => {
    const lunch = lunchSchema('de').parse({
      weeks: [week('2026-11-30', '2026-12-04', [{ ...offer, allergens: undefined }])],
    })
    expect(lunch.weeks[0]!.offers[0]!.allergens).toBeUndefined()
  })

  it('finds overlapping weeks whatever their order in the file, and only those', () => {
    const inOrderOfEntry = lunchSchema('de').safeParse({
      weeks: [
        week('2026-12-14', '2026-12-18'),
        week('2026-12-07', '2026-12-11'),
        week('2026-11-30', '2026-12-08'),
      ],
    })
    expect(
      inOrderOfEntry.error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toEqual([['weeks.1.from', 'overlaps the week 2026-11-30 – 2026-12-08']])
  })

  it('names every allergen of the sides that no vegan dish can have, in the legend’s order', () => {
    const raw = {
      sidesAllergens: ['N', 'J', 'G'],
      weeks: [week('2026-11-30', '2026-12-04')],
    }
    expect(lunchSchema('de').safeParse(raw).error?.issues).toEqual([
      {
        code: 'custom',
        path: ['weeks', 0, 'offers', 0, 'vegan'],
        message: 'cannot be vegan: the sides contain G, N (sidesAllergens)',
        params: { de: 'geht nicht: Die Beilagen enthalten G, N (Allergene der Beilagen)' },
      },
    ])
    expect(germanIssues(lunchSchema('de'), raw).map(issueLine)).toEqual([
      'Mittagstisch › Woche 30. November – 4. Dezember 2026 › Chana Masala › Vegan: geht nicht: Die Beilagen enthalten G, N (Allergene der Beilagen)',
    ])
  })

  it('names a bad field of a dish in the CMS by the dish and the field’s German label', () => {
    const raw = {
      note: { de: '' },
      weeks: [
        week('2026-11-30', '2026-12-04', [
          { ...offer, description: { de: '' }, price: '', vegetarian: 'ja', vegan: 1 },
        ]),
      ],
    }
    const dish = 'Mittagstisch › Woche 30. November – 4. Dezember 2026 › Chana Masala'
    expect(germanIssues(lunchSchema('de'), raw).map(issueLine)).toEqual([
      'Mittagstisch › Hinweis zum Mittagstisch (Deutsch): ist leer',
      `${dish} › Beschreibung (Deutsch): ist leer`,
      `${dish} › Preis: fehlt`,
      `${dish} › Vegetarisch: hat nicht die passende Art`,
      `${dish} › Vegan: hat nicht die passende Art`,
    ])
    expect(lunchSchema('de').safeParse(raw).error?.issues.slice(-2)).toMatchObject([
      { path: ['weeks', 0, 'offers', 0, 'vegetarian'], message: 'must be true or false' },
      { path: ['weeks', 0, 'offers', 0, 'vegan'], message: 'must be true or false' },
    ])
  })

  it('explains its fields in the CMS and folds a week to its days, a dish to its name and price', () => {
    expect(cmsField('note')).toMatchObject({
      label: 'Hinweis zum Mittagstisch',
      hint: expect.stringContaining('steht über den Gerichten'),
    })
    expect(cmsField('sidesAllergens')).toMatchObject({
      label: 'Allergene der Beilagen',
      hint: expect.stringContaining('nennt sie bei jedem Mittagsgericht mit'),
    })
    expect(cmsField('weeks')).toMatchObject({
      label: 'Wochen',
      singular: 'Woche',
      hint: expect.stringContaining('vergangene Wochen verschwinden von selbst'),
    })
    expect(cmsField('weeks', 0, 'to').hint).toContain('kommen aus den Öffnungszeiten')
    expect(templateText(cmsField('weeks').summary ?? '', week('2026-11-30', '2026-12-04'))).toBe(
      '30.11.–4.12.2026',
    )
    expect(templateText(cmsField('weeks', 0, 'offers').summary ?? '', offer)).toBe(
      'Chana Masala – 7,90 €',
    )
  })
})
