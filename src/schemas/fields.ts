/**
 * Field types shared by the schemas of the owner's data files (content/*.yaml). Messages read as
 * the second half of a sentence that starts with the field and its value:
 * `price: "9,9O" is not a price like 9,90`.
 */
import { z } from 'zod'
import { cms, cmsLabelOf } from './cms-meta.ts'

export const languages = ['de', 'en'] as const
export type Language = (typeof languages)[number]

/**
 * Each language's field in the CMS, the German one first. German is required; English is the
 * owner's choice (ADR 027): where it is left empty, the English pages show the German text.
 */
const languageFields: Record<Language, { label: string; hint?: string }> = {
  de: { label: 'Deutsch' },
  en: {
    label: 'Englisch',
    hint: 'Freiwillig, für die englische Fassung der Website (/en/). Bleibt das Feld leer, steht dort der deutsche Text.',
  },
}

/** A misspelt field name ("allergen") must fail loudly instead of being ignored. */
export const strict = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys'
      ? `has an unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}`
      : undefined,
}

const localizedTextErrors = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'invalid_type'
      ? 'must be a text per language, e.g. "de: Unser Gastraum"'
      : strict.error(issue),
}

export const text = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, { error: 'must not be empty' })

/** The German value of a visitor-facing text: required, since the site is German first. */
function germanText(multiline: boolean) {
  const value = z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? 'every visitor-facing text needs its German value'
          : 'must be text',
    })
    .trim()
    .min(1, { error: 'must not be empty' })
  return cms(value, { ...languageFields.de, multiline })
}

/** The English value: optional, and an empty one (as the CMS saves a cleared field) is none. */
function englishText(multiline: boolean) {
  const value = z.string({ error: 'must be text' }).trim()
  return cms(value, { ...languageFields.en, multiline }).optional()
}

/**
 * A text the owner wrote, as a page in one language shows it. `lang` is set only where the text
 * is not in the page's language — the German text on an English page whose English the owner
 * left out — and the page puts it on the text's element (`lang="de"`), so a screen reader reads
 * it as German. Absent everywhere else, it adds nothing to the page.
 */
export interface OwnerText {
  text: string
  lang?: Language
}

/**
 * A text visitors read, with a value per language (`{ de: …, en: … }`): German required, English
 * optional (ADR 027; the content check lists the texts without one). The schemas of one language
 * resolve it to the text that language's pages show, the German one where the English is missing
 * (`{ text, lang: 'de' }`). In the CMS, a group of the two (`multiline`: of several lines each).
 */
export function localizedText(language: Language, { multiline = false } = {}) {
  const texts = z.strictObject(
    { de: germanText(multiline), en: englishText(multiline) },
    localizedTextErrors,
  )
  return cms(texts, { summary: '{{fields.de}}' }).transform((value): OwnerText => {
    const own = value[language]
    return own ? { text: own } : { text: value.de, lang: 'de' }
  })
}

/** The CMS checks the same pattern (its fields are made from these schemas: src/admin/). */
export const pricePattern = /^\d{1,4},\d{2}$/

/** A price as the menu prints it ("14,90"), parsed to whole cents (1490). */
export const price = cms(
  z
    .string({ error: 'is not a price like 9,90' })
    .regex(pricePattern, { error: 'is not a price like 9,90' })
    .transform((value) => Number(value.replace(',', '')))
    .refine((cents) => cents > 0, {
      error: 'must be more than 0,00',
      params: { de: 'muss mehr als 0,00 € sein' },
    }),
  {
    hint: 'In Euro, z. B. 14,90',
    patternMessage: 'Bitte als Euro mit Komma und zwei Nachkommastellen eingeben, z. B. 14,90',
  },
)

export const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/
export const time = cms(
  z
    .string({ error: 'must be a time of day as HH:MM, e.g. "11:00"' })
    .regex(timePattern, { error: 'must be a time of day as HH:MM, e.g. "11:00"' }),
  {
    hint: 'z. B. 11:00',
    patternMessage: 'Bitte als Uhrzeit mit zwei Stellen eingeben, z. B. 11:00 oder 22:30',
  },
)

export const datePattern = /^\d{4}-\d{2}-\d{2}$/
/** A calendar date: picked in the CMS's date field, shown the phone's way, stored as YYYY-MM-DD. */
export const isoDate = cms(
  z
    .string({ error: 'must be a date as YYYY-MM-DD, e.g. "2026-12-24"' })
    .regex(datePattern, { error: 'must be a date as YYYY-MM-DD, e.g. "2026-12-24"' })
    .refine(isCalendarDate, {
      error: 'is not a date in the calendar',
      params: { de: 'ist kein Tag im Kalender' },
    }),
  {
    datePicker: { format: 'YYYY-MM-DD', dateFormat: 'DD.MM.YYYY' },
    patternMessage: 'Bitte ein Datum wählen',
  },
)

/** The days an entry (a closure, an announcement) applies to, both inclusive. */
interface DateRange {
  from: string
  to: string
}

/** A dated entry must not end before it starts: the problem is its end date. */
export function startingBeforeItEnds<Schema extends z.ZodType<DateRange>>(schema: Schema) {
  return schema.refine((range: DateRange) => range.from <= range.to, {
    error: 'ends before it starts',
    params: { de: 'liegt vor dem ersten Tag' },
    path: ['to'],
  })
}

/** Date parsing rolls "2026-02-30" over to 2 March: only a real date reads back as itself. */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

export const httpsUrl = z
  .string({ error: 'must be an https:// URL' })
  .superRefine((value, context) => {
    if (!URL.canParse(value)) {
      context.addIssue({
        code: 'custom',
        message: 'must be a valid URL',
        params: { de: 'ist keine Internetadresse' },
      })
    } else if (!value.startsWith('https://')) {
      context.addIssue({
        code: 'custom',
        // Stryker disable next-line StringLiteral: equivalent — an issue without a message takes the string's error, these words
        message: 'must be an https:// URL',
        params: { de: 'muss mit https:// beginnen' },
      })
    }
  })

/** A dish number as printed on the menu, e.g. "41" or "12a". */
export const dishNumberPattern = /^\d{1,3}[a-z]?$/
export const dishNumber = cms(
  z
    .string({ error: 'must be a dish number such as "41"' })
    .regex(dishNumberPattern, { error: 'must be a dish number such as "41"' }),
  { patternMessage: 'Bitte die Nummer wie auf der Speisekarte eingeben, z. B. 41 oder 12a' },
)

/** The card-shaped drawings in art/: a specialty card's picture where the owner has no photo. */
export const artworkNames = ['butter-chicken', 'pizza-margherita', 'about'] as const
export type ArtworkName = (typeof artworkNames)[number]
export const artwork = cms(
  z.enum(artworkNames, {
    error: `must be one of the drawings ${artworkNames.map((name) => `"${name}"`).join(', ')}`,
  }),
  {
    choices: {
      'butter-chicken': 'Zeichnung „Curry“',
      'pizza-margherita': 'Zeichnung „Pizza“',
      about: 'Zeichnung „Gewürze“',
    } satisfies Record<ArtworkName, string>,
  },
)

/** Where the CMS stores uploads (content/media/) and how the data files refer to them. */
export const mediaFolder = 'content/media'
export const mediaPublicPath = '/media/'

/**
 * The smallest photo each kind of slot takes, so that it is sharp where it is shown largest
 * (the CMS says it beside the upload and refuses a smaller one when it is chosen,
 * builder/content/check-photos.ts one added by hand):
 * - hero: 1600 px wide, since it spans a 1440 px desktop (and the preset goes up to 1920 px);
 *   1200 px high, since phones show a 2:3 crop of the photo's full height: 1200 px of height give
 *   an 800 px wide crop, which fills a 400 px wide phone at 2× (the 800 px rendition the phone's
 *   load time is measured with, ADR 009).
 * - card (specialty cards, „Über uns“): at most 34rem = 544 px wide in a 4:3 frame, 1088 × 816
 *   pixels on a 2× screen, so 1100 × 825 (4:3); a photo wider than 4:3 fills the frame's height,
 *   which is why the height counts too.
 */
export const photoMinimums = {
  hero: { width: 1600, height: 1200 },
  card: { width: 1100, height: 825 },
} as const

export type PhotoSlotKind = keyof typeof photoMinimums

/** The image presets (builder/images/image-presets.ts) a photo in a slot of each kind is made in. */
export const slotPresets = {
  hero: ['hero', 'hero-portrait'],
  card: ['card'],
} as const satisfies Record<PhotoSlotKind, readonly string[]>

export type PhotoPreset = (typeof slotPresets)[PhotoSlotKind][number]

/** The file types a photo may have; the image pipeline converts each to AVIF, WebP and JPEG. */
export const photoExtensions = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const

export const photoPathPattern = new RegExp(
  `^${mediaPublicPath}[^/]+\\.(${photoExtensions.join('|')})$`,
  'i',
)

/**
 * A photo the owner uploaded, with the text a screen reader reads instead; in the CMS, the upload
 * says the least size of the slot it is for, and refuses a smaller photo or one that carries its
 * location when it is chosen (src/admin/photo-widget.tsx).
 */
export function photo(language: Language, slot: PhotoSlotKind) {
  const { width, height } = photoMinimums[slot]
  return z.strictObject(
    {
      image: cms(
        z.string({ error: 'must be an uploaded photo' }).regex(photoPathPattern, {
          error: `must be a photo in ${mediaFolder} (JPEG, PNG, WebP or AVIF), e.g. "${mediaPublicPath}dish.jpg"`,
        }),
        {
          label: 'Foto',
          upload: { minimum: photoMinimums[slot] },
          patternMessage: 'Bitte ein Foto als JPEG, PNG, WebP oder AVIF hochladen',
          hint: `Mindestens ${width} × ${height} Pixel (Breite × Höhe), querformatig, ohne Standort (GPS).`,
        },
      ),
      alt: cms(localizedText(language), {
        label: 'Bildbeschreibung',
        hint: 'Was auf dem Foto zu sehen ist, für Menschen, die es nicht sehen können, z. B. „Ein Curry in einer Kupferschale, daneben frisches Fladenbrot“.',
      }),
    },
    strict,
  )
}

/**
 * A slot's optional photo, written as a list of at most one: the CMS adds it with „Foto
 * hinzufügen“ and only then requires the file and its description (the CMS checks the fields of an
 * optional group even when it is left empty; ADR 017). Pages receive the photo or undefined.
 */
export function optionalPhoto(language: Language, slot: PhotoSlotKind) {
  const photos = z.array(photo(language, slot)).max(1, { error: 'must be one photo at most' })
  return cms(photos, {
    label: 'Foto',
    singular: 'Foto',
    summary: '{{fields.image}}',
    itemName: 'Foto',
    hint: 'Ohne Foto zeigt die Seite die gezeichnete Illustration.',
  })
    .optional()
    .transform((photos) => photos?.[0])
}

/**
 * Which fields of a data file still hold the demo's values (`examples: [owner, …]`): the agency
 * or the owner takes a field off the list once its value is the restaurant's own, and
 * `npm run check:launch` stops the deploy while any is on it (ADR 032). The CMS shows it as a
 * choice of the file's fields by their labels.
 */
export function exampleMarks(fields: Record<string, z.ZodType>) {
  const names = Object.keys(fields) as [string, ...string[]]
  const labels = Object.fromEntries(names.map((name) => [name, cmsLabelOf(fields[name]!) ?? name]))
  return cms(
    z
      .array(
        cms(z.enum(names, { error: `must name fields of this file: ${names.join(', ')}` }), {
          choices: labels,
        }),
      )
      .refine((marked) => new Set(marked).size === marked.length, {
        error: 'must not name a field twice',
        params: { de: 'nennt ein Feld zweimal' },
      }),
    {
      label: 'Noch Beispielwerte',
      agencyOnly: true,
      hint: 'Felder, die noch die Werte der Vorlage enthalten. Nach dem Eintragen der echten Angaben hier abwählen; solange eines gewählt ist, geht die Website nicht online.',
    },
  ).optional()
}
