import { beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { cms, cmsMeta, cmsMetaOf } from './cms-meta'
import { exampleMarks, httpsUrl, localizedText, optionalPhoto, photo, strict, text } from './fields'
import { germanIssues, issueLine } from './german-issues'

/** The English messages the build and the content check print for `value`, by field path. */
const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map(({ path, message }) => [path.join('.'), message]) ?? []

/** The German lines the CMS shows for `value` in a data file labelled „Datei“. */
const germanLines = (schema: z.ZodType, value: unknown) =>
  germanIssues(schema, value).map(issueLine)

describe('a field the data file does not know', () => {
  const file = z.strictObject({ title: text }, strict)

  it('is named, each one', () => {
    expect(messages(file, { title: 'A', titel: 'B', untertitel: 'C' })).toEqual([
      ['', 'has an unknown field "titel", "untertitel"'],
    ])
  })

  it('leaves other problems of the object to their own message', () => {
    expect(messages(file, 'Gastraum')).toEqual([
      ['', 'Invalid input: expected object, received string'],
    ])
  })
})

describe('a text per language', () => {
  let field = localizedText('de')
  beforeEach(() => {
    field = localizedText('de')
  })

  it('trims the German value and shows it where the English is left out', () => {
    expect(field.parse({ de: '  Unser Gastraum ' })).toEqual({ text: 'Unser Gastraum' })
    expect(localizedText('en').parse({ de: 'Unser Gastraum', en: '' })).toEqual({
      text: 'Unser Gastraum',
      lang: 'de',
    })
  })

  it.each([
    [
      'no German value',
      { en: 'Dining room' },
      'de',
      'every visitor-facing text needs its German value',
    ],
    ['a German value that is not text', { de: 5 }, 'de', 'must be text'],
    ['a German value of spaces only', { de: '   ' }, 'de', 'must not be empty'],
    ['a third language', { de: 'Gastraum', fr: 'Salle' }, '', 'has an unknown field "fr"'],
    ['a plain text', 'Gastraum', '', 'must be a text per language, e.g. "de: Unser Gastraum"'],
  ])('refuses %s', (_, value, path, message) => {
    expect(messages(field, value)).toEqual([[path, message]])
  })

  it('shows its German value when collapsed in the CMS', () => {
    expect(cmsMetaOf(field).summary).toBe('{{fields.de}}')
  })
})

describe('an https:// address', () => {
  it.each([
    ['no address', 'kein link', 'must be a valid URL', 'ist keine Internetadresse'],
    [
      'a plain http address',
      'http://namaste.example/',
      'must be an https:// URL',
      'muss mit https:// beginnen',
    ],
  ])('refuses %s, in English and German', (_, value, english, german) => {
    expect(messages(httpsUrl, value)).toEqual([['', english]])
    expect(germanLines(httpsUrl, value)).toEqual([`Datei: ${german}`])
  })

  it('takes an https address', () => {
    expect(httpsUrl.safeParse('https://namaste.example/speisekarte').success).toBe(true)
  })
})

describe('a slot’s optional photo', () => {
  const photoFile = () => z.strictObject({ photo: optionalPhoto('de', 'hero') })
  let file = photoFile()
  beforeEach(() => {
    file = photoFile()
  })
  const alt = { de: 'Unser Gastraum' }
  const image = '/media/gastraum.jpg'

  it('is the one photo, or none', () => {
    expect(file.parse({ photo: [{ image, alt }] }).photo).toEqual({
      image,
      alt: { text: 'Unser Gastraum' },
    })
    expect(file.parse({}).photo).toBeUndefined()
  })

  it.each([
    [
      'a file of another type',
      [{ image: '/media/gastraum.gif', alt }],
      'photo.0.image',
      'must be a photo in content/media (JPEG, PNG, WebP or AVIF), e.g. "/media/dish.jpg"',
      'Datei › Foto › Foto: „/media/gastraum.gif“ passt nicht. Bitte ein Foto als JPEG, PNG, WebP oder AVIF hochladen',
    ],
    [
      'an image that is no file name',
      [{ image: 5, alt }],
      'photo.0.image',
      'must be an uploaded photo',
      'Datei › Foto › Foto: hat nicht die passende Art',
    ],
    [
      'a photo without its description',
      [{ image }],
      'photo.0.alt',
      'must be a text per language, e.g. "de: Unser Gastraum"',
      'Datei › Foto › Bildbeschreibung: fehlt',
    ],
    [
      'two photos',
      [
        { image, alt },
        { image, alt },
      ],
      'photo',
      'must be one photo at most',
      'Datei › Foto: darf höchstens 1 Foto haben',
    ],
    [
      'a photo not in a list',
      { image, alt },
      'photo',
      'Invalid input: expected array, received object',
      'Datei › Foto: hat nicht die passende Art',
    ],
  ])('refuses %s, in English and German', (_, value, path, english, german) => {
    expect(messages(file, { photo: value })).toEqual([[path, english]])
    expect(germanLines(file, { photo: value })).toEqual([german])
  })

  it('says in the CMS what it shows without one, and how large a photo must be', () => {
    expect(cmsMetaOf(file.shape.photo)).toMatchObject({
      summary: '{{fields.image}}',
      hint: 'Ohne Foto zeigt die Seite die gezeichnete Illustration.',
    })
    const { image, alt } = photo('de', 'card').shape
    expect(cmsMetaOf(image)).toMatchObject({
      upload: { minimum: { width: 1100, height: 825 } },
      hint: 'Mindestens 1100 × 825 Pixel (Breite × Höhe), querformatig, ohne Standort (GPS).',
    })
    expect(cmsMetaOf(alt).hint).toBe(
      'Was auf dem Foto zu sehen ist, für Menschen, die es nicht sehen können, z. B. „Ein Curry in einer Kupferschale, daneben frisches Fladenbrot“.',
    )
  })
})

describe('the marks of the fields that still hold the demo’s values', () => {
  const fields = {
    title: cms(text, { label: 'Titel' }),
    note: cms(text, { label: 'Notiz' }).optional(),
    anchor: text,
  }
  let marks = exampleMarks(fields)
  let file = z.strictObject({ ...fields, examples: marks })
  beforeEach(() => {
    marks = exampleMarks(fields)
    file = z.strictObject({ ...fields, examples: marks })
  })
  const data = { title: 'Namaste', anchor: 'a' }

  it('name each field of the file once', () => {
    expect(messages(file, { ...data, examples: ['title', 'note'] })).toEqual([])
    expect(messages(file, { ...data, examples: ['titel'] })).toEqual([
      ['examples.0', 'must name fields of this file: title, note, anchor'],
    ])
    expect(messages(file, { ...data, examples: ['title', 'title'] })).toEqual([
      ['examples', 'must not name a field twice'],
    ])
    expect(germanLines(file, { ...data, examples: ['title', 'title'] })).toEqual([
      'Datei › Noch Beispielwerte: nennt ein Feld zweimal',
    ])
  })

  it('are chosen by the fields’ labels, in a field only the agency sees', () => {
    expect(cmsMeta.get(marks.unwrap().element)?.choices).toEqual({
      title: 'Titel',
      note: 'Notiz',
      anchor: 'anchor',
    })
    expect(cmsMetaOf(marks)).toMatchObject({
      agencyOnly: true,
      hint: 'Felder, die noch die Werte der Vorlage enthalten. Nach dem Eintragen der echten Angaben hier abwählen; solange eines gewählt ist, geht die Website nicht online.',
    })
  })
})
