/**
 * Building blocks of the CMS configuration (cms-config.ts): one function per kind of field the
 * data files have, so a price, a date or a text in two languages looks and validates the same in
 * every collection. Patterns come from the zod schemas (src/content/schema/), and
 * cms-config.test.ts checks that the CMS and the schemas describe the same fields.
 */
import type { CmsField } from 'decap-cms-core'
import { datePattern, photoExtensions, pricePattern, timePattern } from '@/content/schema'

type Options = { required?: boolean; hint?: string }

/** Decap checks patterns as strings; the schemas' regular expressions are the source. */
const pattern = (regex: RegExp, message: string): [string, string] => [regex.source, message]

/** What every field has: its key in the data file, its German label, whether it must be filled. */
function field(name: string, label: string, { required = true, hint }: Options) {
  return { name, label, required, ...(hint && { hint }) }
}

export function textField(
  name: string,
  label: string,
  { multiline = false, ...options }: Options & { multiline?: boolean } = {},
): CmsField {
  return { ...field(name, label, options), widget: multiline ? 'text' : 'string' }
}

export function patternField(
  name: string,
  label: string,
  regex: RegExp,
  message: string,
  options: Options = {},
): CmsField {
  return { ...textField(name, label, options), pattern: pattern(regex, message) }
}

/**
 * A text visitors read, in German and (for the English pages) in English, side by side in one
 * group: the data files store it as `{ de: …, en: … }` (src/content/schema/fields.ts).
 */
export function localizedField(
  name: string,
  label: string,
  { multiline = false, ...options }: Options & { multiline?: boolean } = {},
): CmsField {
  return {
    ...field(name, label, options),
    widget: 'object',
    collapsed: false,
    summary: '{{fields.de}}',
    fields: languageFields({ required: options.required, multiline }),
  }
}

/**
 * The German and the English value of a text, side by side, both required unless the whole text is
 * optional: the site is built in both languages.
 */
export function languageFields({ required = true, multiline = false } = {}): CmsField[] {
  return [
    textField('de', 'Deutsch', { required, multiline }),
    textField('en', 'Englisch', {
      required,
      multiline,
      hint: 'Für die englische Fassung der Website (/en/).',
    }),
  ]
}

export function priceField(name: string, label: string, { required = true, hint }: Options = {}) {
  return patternField(
    name,
    label,
    pricePattern,
    'Bitte als Euro mit Komma und zwei Nachkommastellen eingeben, z. B. 14,90',
    { required, hint: hint ?? 'In Euro, z. B. 14,90' },
  )
}

export function timeField(name: string, label: string): CmsField {
  return patternField(
    name,
    label,
    timePattern,
    'Bitte als Uhrzeit mit zwei Stellen eingeben, z. B. 11:00 oder 22:30',
    { hint: 'z. B. 11:00' },
  )
}

/** A calendar date, picked in a date picker and stored as YYYY-MM-DD. */
export function dateField(name: string, label: string): CmsField {
  return {
    name,
    label,
    widget: 'datetime',
    format: 'YYYY-MM-DD',
    date_format: 'DD.MM.YYYY',
    time_format: false,
    picker_utc: true,
    pattern: pattern(datePattern, 'Bitte ein Datum wählen'),
  }
}

export function numberField(
  name: string,
  label: string,
  { min, max, step, ...options }: Options & { min?: number; max?: number; step?: number },
): CmsField {
  return {
    ...field(name, label, options),
    widget: 'number',
    value_type: 'float',
    ...(min !== undefined && { min }),
    ...(max !== undefined && { max }),
    ...(step !== undefined && { step }),
  }
}

export function selectField(
  name: string,
  label: string,
  choices: { label: string; value: string | number }[],
  { multiple = false, ...options }: Options & { multiple?: boolean } = {},
): CmsField {
  return { ...field(name, label, options), widget: 'select', options: choices, multiple }
}

export function objectField(
  name: string,
  label: string,
  fields: CmsField[],
  { summary, ...options }: Options & { summary?: string } = {},
): CmsField {
  return {
    ...field(name, label, options),
    widget: 'object',
    collapsed: false,
    fields,
    ...(summary && { summary }),
  }
}

/**
 * A list of groups of fields; `summary` is the line a collapsed entry shows. Decap counts an empty
 * list as missing, so a list is required exactly when it needs at least one entry (`min`).
 */
export function listField(
  name: string,
  label: string,
  singular: string,
  fields: CmsField[],
  { summary, hint, min, max }: { summary: string; hint?: string; min?: number; max?: number },
): CmsField {
  return {
    ...field(name, label, { required: (min ?? 0) > 0, hint }),
    label_singular: singular,
    widget: 'list',
    collapsed: true,
    summary,
    fields,
    ...(min !== undefined && { min }),
    ...(max !== undefined && { max }),
  }
}

/** A list of short texts, each in its own open text box, such as the cuisines. */
export function textListField(
  name: string,
  label: string,
  item: { name: string; label: string },
  { hint, min }: { hint?: string; min?: number },
): CmsField {
  return {
    ...field(name, label, { required: (min ?? 0) > 0, hint }),
    label_singular: item.label,
    widget: 'list',
    collapsed: false,
    summary: `{{fields.${item.name}}}`,
    field: textField(item.name, item.label),
    ...(min !== undefined && { min }),
  }
}

/** A value the owner does not change but the data file must keep. */
export function fixedField(name: string, value: string): CmsField {
  return { name, label: name, widget: 'hidden', default: value }
}

/**
 * An optional group of fields, such as a photo or a register entry: a list of at most one, shown
 * open. Decap checks the required fields of an optional object even when it is left empty (ADR
 * 017); those of a list entry only once the owner adds it.
 */
export function optionalGroupField(
  name: string,
  label: string,
  singular: string,
  fields: CmsField[],
  { summary, hint }: { summary: string; hint: string },
): CmsField {
  const list = listField(name, label, singular, fields, { summary, hint, max: 1 })
  return { ...list, collapsed: false } as CmsField
}

/**
 * The upload's file name: Decap checks an image field's pattern against the name alone (not the
 * `/media/…` path the schema checks) and without flags, so each extension's letters are spelt in
 * both cases (`jpg` → `[jJ][pP][gG]`).
 */
const photoFileNamePattern = new RegExp(`^[^/]+\\.(${photoExtensions.map(inBothCases).join('|')})$`)

function inBothCases(word: string): string {
  return [...word].map((letter) => `[${letter}${letter.toUpperCase()}]`).join('')
}

/**
 * An optional photo for a slot of the home page, uploaded to content/media/: the build makes every
 * width and format of it and fails if it is narrower than the slot needs (build/content/check-photos.ts).
 */
export function photoField(
  name: string,
  label: string,
  minimum: { width: number; height: number },
): CmsField {
  return optionalGroupField(
    name,
    label,
    'Foto',
    [
      {
        name: 'image',
        label: 'Foto',
        widget: 'image',
        choose_url: false,
        pattern: pattern(
          photoFileNamePattern,
          'Bitte ein Foto als JPEG, PNG, WebP oder AVIF hochladen',
        ),
        hint: `Mindestens ${minimum.width} × ${minimum.height} Pixel (Breite × Höhe), querformatig.`,
      },
      localizedField('alt', 'Bildbeschreibung', {
        hint: 'Was auf dem Foto zu sehen ist, für Menschen, die es nicht sehen können, z. B. „Ein Curry in einer Kupferschale, daneben frisches Fladenbrot“.',
      }),
    ],
    {
      summary: '{{fields.image}}',
      hint: 'Ohne Foto zeigt die Seite die gezeichnete Illustration.',
    },
  )
}
