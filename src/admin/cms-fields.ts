/**
 * The CMS's fields (Sveltia CMS), made from the zod schemas of the data files (src/schemas/):
 * the field type, the required flag, the pattern, the bounds and the choices come from the
 * schema's types and checks; labels, hints and what the types leave open (one line or several, a
 * photo upload, a date field, the choices' names, a field only the agency sets) from the CMS
 * metadata beside them (`cms(schema, { label })`). The CMS checks these fields as the owner types;
 * every other rule of the schema (across fields: a week that ends before it starts, weeks that
 * overlap) is checked by the schema itself before saving (entry-tools.tsx).
 */
import { z } from 'zod'
import {
  type AdditiveNumber,
  type AllergenCode,
  type ChoiceNames,
  type CmsMeta,
  type Diet,
  type PaymentMethod,
  type UnwrappedField,
  languages,
  type spiceLevels,
  unwrapField,
} from '@/schemas'
import { additiveNames, allergenNames, dietLabels, spiceLabels } from '@/i18n/de/menu'
import { islandText } from '@/i18n/de/island-text'
import { photoField } from './photo-field'

/** A field of the CMS's configuration: its name, label, type and the type's options. */
export interface CmsField {
  name: string
  label?: string
  widget: string
  required?: boolean
  hint?: string
  fields?: CmsField[]
  field?: CmsField
  [option: string]: unknown
}

/** The fields of a data file's schema (an object) as the CMS edits them. */
export function cmsFields(fileSchema: z.ZodType): CmsField[] {
  const { schema, meta } = unwrapField(fileSchema)
  if (!(schema instanceof z.ZodObject)) throw new Error('a data file must be an object')
  return groupFields(schema, meta, '', false)
}

/** The German label of a data file. */
export function cmsLabel(fileSchema: z.ZodType): string {
  return unwrapField(fileSchema).meta.label ?? fail('(the data file)', 'has no label')
}

function fail(path: string, problem: string): never {
  throw new Error(`CMS field ${path}: ${problem}`)
}

/**
 * The fields of a group. An optional group whose fields the build requires is written as a list
 * of at most one (ADR 017): the owner adds it as a whole. The one exception is a text per
 * language, whose German the build checks once the text is there (its English is optional).
 */
function groupFields(
  object: z.ZodObject,
  meta: CmsMeta,
  path: string,
  optional: boolean,
): CmsField[] {
  const shape = object.shape as Record<string, z.ZodType>
  const names = Object.keys(shape)
  const order = meta.order ?? names
  if (order.length !== names.length || !names.every((name) => order.includes(name))) {
    fail(path, `the order ${order.join(', ')} must name each of ${names.join(', ')} once`)
  }
  const isTextPerLanguage = [...names].sort().join() === [...languages].sort().join()
  if (optional && !isTextPerLanguage) {
    const required = names.filter((name) => !unwrapField(shape[name]!).optional)
    if (required.length > 0) {
      fail(
        path,
        `an optional group with required fields (${required}) must be a list of at most one`,
      )
    }
  }
  return order.map((name) => field(name, shape[name]!, path ? `${path}.${name}` : name, optional))
}

function field(name: string, schema: z.ZodType, path: string, inOptionalGroup: boolean): CmsField {
  const unwrapped = unwrapField(schema)
  const { schema: type, meta } = unwrapped
  // A value the owner does not change but the data file must keep, such as the time zone, and
  // one only the agency sets: kept as it is, out of the owner's view.
  if (type instanceof z.ZodLiteral && type.values.size === 1) {
    return { name, label: meta.label ?? name, widget: 'hidden', default: [...type.values][0] }
  }
  if (meta.agencyOnly) return { name, label: meta.label ?? name, widget: 'hidden' }
  const base = {
    name,
    label: meta.label ?? fail(path, 'has no label'),
    required: !unwrapped.optional && !inOptionalGroup,
    ...(meta.hint && { hint: meta.hint }),
  }
  if (type instanceof z.ZodObject) {
    return {
      ...base,
      widget: 'object',
      collapsed: meta.collapsed ?? false,
      ...(meta.summary && { summary: meta.summary }),
      fields: groupFields(type, meta, path, !base.required),
    }
  }
  if (type instanceof z.ZodArray) return listField(base, type, meta, path)
  if (type instanceof z.ZodEnum || type instanceof z.ZodLiteral) {
    return { ...base, widget: 'select', options: choices(unwrapped, path), multiple: false }
  }
  if (type instanceof z.ZodBoolean) {
    return {
      ...base,
      widget: 'boolean',
      ...(meta.default !== undefined && { default: meta.default }),
    }
  }
  if (type instanceof z.ZodNumber) return numberField(base, type, meta, path)
  if (type.type === 'string') return textField(base, type, meta, path)
  return fail(path, `the CMS has no field for a ${type.type}`)
}

type Base = { name: string; label: string; required: boolean; hint?: string }

/**
 * A list: of choices (several may be picked, each a box to tick), of groups of fields, or of
 * plain texts. The CMS counts an empty list as missing, so a list is required exactly when it
 * needs an entry.
 */
function listField(base: Base, array: z.ZodArray, meta: CmsMeta, path: string): CmsField {
  const { min, max } = bounds(array)
  const required = base.required && (min ?? 0) > 0
  const element = unwrapField(array.element as z.ZodType)
  const counts = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) }
  if (element.schema instanceof z.ZodEnum || element.schema instanceof z.ZodLiteral) {
    const options = choices(element, path)
    return {
      ...base,
      required,
      widget: 'select',
      options,
      multiple: true,
      // Every choice a box of its own: one tap adds or removes it (a dropdown took four).
      dropdown_threshold: options.length,
      ...counts,
    }
  }
  const list = {
    ...base,
    required,
    label_singular: meta.singular ?? fail(path, 'a list needs the name of one entry'),
    widget: 'list' as const,
    // An optional group (a list of at most one) shows its entry open.
    collapsed: meta.collapsed ?? max !== 1,
    ...(meta.summary && { summary: meta.summary }),
    ...counts,
  }
  const itemPath = `${path}[]`
  if (element.schema instanceof z.ZodObject) {
    return { ...list, fields: groupFields(element.schema, element.meta, itemPath, false) }
  }
  const name = element.meta.name ?? fail(itemPath, 'the value of a list of texts needs a name')
  return { ...list, field: field(name, array.element as z.ZodType, itemPath, false) }
}

/** The least and greatest number or length the schema's checks allow. */
function bounds(schema: z.ZodType) {
  const found: { min?: number; max?: number; above?: number; below?: number; int?: boolean } = {}
  for (const check of (schema.def.checks ?? []) as z.core.$ZodChecks[]) {
    const def = check._zod.def
    switch (def.check) {
      case 'min_length':
        found.min = Math.max(found.min ?? -Infinity, def.minimum)
        break
      case 'max_length':
        found.max = Math.min(found.max ?? Infinity, def.maximum)
        break
      case 'length_equals':
        found.min = Math.max(found.min ?? -Infinity, def.length)
        found.max = Math.min(found.max ?? Infinity, def.length)
        break
      case 'greater_than':
        if (def.inclusive) found.min = Math.max(found.min ?? -Infinity, Number(def.value))
        else found.above = Number(def.value)
        break
      case 'less_than':
        if (def.inclusive) found.max = Math.min(found.max ?? Infinity, Number(def.value))
        else found.below = Number(def.value)
        break
      case 'number_format':
        found.int = def.format.includes('int')
        break
    }
  }
  return found
}

/**
 * A number. The CMS's bounds include their value, so a bound the schema excludes
 * (`z.number().positive()`) is the next value on the field's step.
 */
function numberField(base: Base, number: z.ZodNumber, meta: CmsMeta, path: string): CmsField {
  const { min, max, above, below, int } = bounds(number)
  const step = () => meta.step ?? fail(path, 'an excluded bound needs a step')
  const least = above !== undefined ? above + step() : min
  const greatest = below !== undefined ? below - step() : max
  return {
    ...base,
    widget: 'number',
    value_type: int ? 'int' : 'float',
    ...(least !== undefined && { min: least }),
    ...(greatest !== undefined && { max: greatest }),
    ...(meta.step !== undefined && { step: meta.step }),
  }
}

/** Berlin's days: „Heute“ in a date field is the Berlin date, wherever the phone thinks it is. */
export const dateTimeZone = 'Europe/Berlin'

/** A text: one line or several, a date picked in a calendar, or an uploaded photo. */
function textField(base: Base, text: z.ZodType, meta: CmsMeta, path: string): CmsField {
  const patterns = [text.def, ...(text.def.checks ?? []).map((check) => check._zod.def)].flatMap(
    (def) => ('pattern' in def && def.pattern instanceof RegExp ? [def.pattern] : []),
  )
  if (patterns.length > 1) fail(path, 'the CMS checks one pattern per field')
  const [regex] = patterns
  const message = () => meta.patternMessage ?? fail(path, 'a pattern needs its message')
  // A photo is checked by the schema's pattern before saving (entry-tools.tsx), and its size and
  // location when it is chosen (photo-widget.tsx).
  if (meta.upload) return photoField(base, meta.upload.minimum)
  if (regex?.flags) {
    fail(path, `the CMS checks patterns without flags, not /${regex.source}/${regex.flags}`)
  }
  const pattern = regex && { pattern: [regex.source, message()] as [string, string] }
  if (meta.datePicker) {
    return {
      ...base,
      widget: 'datetime',
      type: 'date',
      format: meta.datePicker.format,
      input_timezone: dateTimeZone,
      ...pattern,
    }
  }
  return { ...base, widget: meta.multiline ? 'text' : 'string', ...pattern }
}

type Choice = string | number

/** The German name of each choice the site's own texts name (src/i18n/de/menu.ts). */
const siteNames: Record<ChoiceNames, (value: Choice) => string | undefined> = {
  allergens: (code) => withValue(code, allergenNames[code as AllergenCode]),
  additives: (number) => withValue(number, additiveNames[number as AdditiveNumber]),
  diets: (diet) => dietLabels[diet as Diet],
  spiceLevels: (level) => withValue(level, spiceLabels[level as (typeof spiceLevels)[number]]),
  paymentMethods: (method) => islandText.order.paymentMethodNames[method as PaymentMethod],
}

/** „A – glutenhaltiges Getreide“: the letter or number the menu prints, and its name. */
function withValue(value: Choice, name: string | undefined) {
  return name && `${value} – ${name}`
}

/** The options of a choice: each value the schema allows, with its German label. */
function choices({ schema, meta }: UnwrappedField, path: string) {
  const values = (
    schema instanceof z.ZodEnum ? schema.options : [...(schema as z.ZodLiteral).values]
  ) as Choice[]
  const names = meta.choices ?? fail(path, 'the choices need their German names')
  const label =
    typeof names === 'string' ? siteNames[names] : (value: Choice) => names[String(value)]
  if (typeof names !== 'string') {
    const stale = Object.keys(names).filter((key) => !values.map(String).includes(key))
    if (stale.length > 0) fail(path, `names choices the schema does not have: ${stale}`)
  }
  return values.map((value) => ({
    label: label(value) ?? fail(path, `the choice ${value} has no German name`),
    value,
  }))
}
