import { beforeEach, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { cmsMeta, cmsMetaOf } from './cms-meta'
import { germanIssues, issueLine } from './german-issues'
import { homeSchema, specialtiesSchema } from './home'

/** The English messages the build prints for `value`, by field path. */
const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map(({ path, message }) => [path.join('.'), message]) ?? []

describe('content/home.yaml', () => {
  // Built in each test, not while Vitest collects them: StrykerJS credits a mutant to the tests
  // that run its code.
  let schema = homeSchema('de')
  beforeEach(() => {
    schema = homeSchema('de')
  })
  const home = (change: object) => ({
    hero: { tagline: { de: 'Indische Küche in Otterbach' } },
    about: { paragraphs: [{ de: 'Seit 2010 kochen wir für Sie.' }] },
    cuisines: ['Indian'],
    ...change,
  })

  it.each([
    [
      'an empty tagline',
      { hero: { tagline: { de: ' ' } } },
      ['hero.tagline.de', 'must not be empty'],
      'Startseite › Titelbild › Unterzeile (Deutsch): ist leer',
    ],
    [
      'no paragraph about the restaurant',
      { about: { paragraphs: [] } },
      ['about.paragraphs', 'must have at least one paragraph'],
      'Startseite › Über uns › Absätze: braucht mindestens 1 Absatz',
    ],
    [
      'a paragraph’s English that is not text',
      { about: { paragraphs: [{ de: 'Willkommen', en: 5 }] } },
      ['about.paragraphs.0.en', 'must be text'],
      'Startseite › Über uns › Willkommen (Englisch): hat nicht die passende Art',
    ],
    [
      'no cuisine',
      { cuisines: [] },
      ['cuisines', 'must name at least one cuisine, e.g. "Indian"'],
      'Startseite › Küchen (für Suchmaschinen): braucht mindestens 1 Küche',
    ],
  ])('refuses %s, in English and German', (_, change, english, german) => {
    expect(messages(schema, home(change))).toEqual([english])
    expect(germanIssues(schema, home(change)).map(issueLine)).toEqual([german])
  })

  it('helps the owner in the CMS with each text', () => {
    const { hero, cuisines } = schema.shape
    expect(cmsMetaOf(hero.shape.tagline).hint).toBe(
      'Steht unter dem Namen: ein kurzer Satz über Ihre Küche.',
    )
    const { paragraphs } = schema.shape.about.shape
    expect(cmsMetaOf(paragraphs).summary).toBe('{{fields.de}}')
    // A paragraph is written in a field of several lines per language, the tagline in one line.
    const multiline = (text: typeof hero.shape.tagline) =>
      [text.in.shape.de, text.in.shape.en].map((field) => cmsMetaOf(field).multiline)
    expect(multiline(paragraphs.element)).toEqual([true, true])
    expect(multiline(hero.shape.tagline)).toEqual([false, false])
    expect(cmsMetaOf(cuisines)).toMatchObject({
      summary: '{{fields.cuisine}}',
      collapsed: false,
      hint: 'Auf Englisch, wie Suchmaschinen sie lesen: eine Küche je Eintrag, z. B. Indian.',
    })
    expect(cmsMeta.get(cuisines.element)).toMatchObject({ name: 'cuisine', label: 'Küche' })
  })
})

describe('content/specialties.yaml', () => {
  let schema = specialtiesSchema('de')
  beforeEach(() => {
    schema = specialtiesSchema('de')
  })
  const specialty = (dish: string) => ({ dish, artwork: 'butter-chicken' })

  it('refuses a dish on both cards, in English and German', () => {
    const data = { specialties: [specialty('50'), specialty('50')] }
    expect(messages(schema, data)).toEqual([['specialties.1.dish', 'is already specialty 1']])
    expect(germanIssues(schema, data).map(issueLine)).toEqual([
      'Spezialitäten › Gericht Nr. 50 › Gericht (Nummer auf der Speisekarte): ist schon Spezialität 1',
    ])
  })

  it('refuses an unknown drawing, in English and German', () => {
    const data = { specialties: [specialty('50'), { dish: '7', artwork: 'tiger' }] }
    expect(messages(schema, data)).toEqual([
      [
        'specialties.1.artwork',
        'must be one of the drawings "butter-chicken", "pizza-margherita", "about"',
      ],
    ])
    expect(germanIssues(schema, data).map(issueLine)).toEqual([
      'Spezialitäten › Gericht Nr. 7 › Zeichnung: „tiger“ ist keine der angebotenen Möglichkeiten',
    ])
  })

  it('refuses a third card, in English and German', () => {
    const data = { specialties: [specialty('50'), specialty('41'), specialty('7')] }
    expect(messages(schema, data)).toEqual([
      ['specialties', 'must list exactly two dishes (the home page shows two cards)'],
    ])
    expect(germanIssues(schema, data).map(issueLine)).toEqual([
      'Spezialitäten › Spezialitäten: darf höchstens 2 Spezialitäten haben',
    ])
  })

  it('helps the owner in the CMS with each card', () => {
    const { specialties } = schema.shape
    expect(cmsMetaOf(specialties)).toMatchObject({
      singular: 'Spezialität',
      hint: 'Die zwei Karten auf der Startseite.',
    })
    const { dish, artwork } = specialties.element.shape
    expect([cmsMetaOf(dish).hint, cmsMetaOf(artwork).hint]).toEqual([
      'Die Nummer auf der Speisekarte, z. B. 50; Name, Beschreibung und Preis kommen von dort.',
      'Wird gezeigt, solange kein Foto hochgeladen ist.',
    ])
  })
})
