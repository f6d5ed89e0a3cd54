/**
 * A data file as the CMS edits it: checked by its zod schema before saving, in German at each
 * field (entryProblems), and written as the schema reads it (savedData).
 */
import { z } from 'zod'
import { type ContentFileName, contentSchemas, unwrapField } from '@/schemas'
import { type GermanIssue, germanIssues } from '@/schemas/german-issues'

/** The German schemas serve: a data file holds the same in every language. */
const schemas = contentSchemas('de')

/** The field at the top of every file's form that checks, finds and says (entry-tools.tsx). */
export const toolsFieldName = 'cmsTools'

/** What the build would refuse in `data`, the contents of `content/<file>.yaml`, in German. */
export function entryProblems(file: ContentFileName, data: unknown): GermanIssue[] {
  return germanIssues(schemas[file] as z.ZodType, withUploadsNamed(savedData(file, data)))
}

/**
 * A photo chosen but not yet saved is a `blob:` address in the entry; saving uploads it to the
 * media folder and writes its path there (`/media/<its name>`). Its type was checked when it was
 * chosen (photo-widget.tsx), so it is checked here as the photo it becomes.
 */
function withUploadsNamed(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith('blob:') ? '/media/neues-foto.jpg' : value
  if (Array.isArray(value)) return value.map(withUploadsNamed)
  if (!isRecord(value)) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, withUploadsNamed(inner)]),
  )
}

/**
 * `data` as the file should hold it: without the tools field and the editor's own keys in list
 * items, and without the empty values the
 * CMS puts into fields the owner never touched — an optional text left empty, an optional list
 * with no entry, an optional switch that is off (the schema reads a missing one as off) — so a
 * save changes only the lines the owner changed. Ticked choices are kept in the schema's order;
 * a new menu category gets its anchor from its heading.
 */
export function savedData(file: ContentFileName, data: unknown): unknown {
  if (!isRecord(data)) return data
  const rest = { ...(withoutEditorKeys(data) as Record<string, unknown>) }
  delete rest[toolsFieldName]
  const cleaned = withoutEmpty(schemas[file] as z.ZodType, rest)
  return file === 'menu' ? withCategoryAnchors(cleaned) : cleaned
}

/** The keys the editor keeps in a list's items for itself (`__sc_item_id`): never in the file. */
const editorKey = /^__sc_/

function withoutEditorKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEditorKeys)
  if (!isRecord(value)) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !editorKey.test(key))
      .map(([key, inner]) => [key, withoutEditorKeys(inner)]),
  )
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

function isEmpty(value: unknown, schema: z.ZodType): boolean {
  if (value === undefined || value === null || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  if (value === false) return schema instanceof z.ZodBoolean
  if (isRecord(value)) return Object.values(value).every((inner) => isEmpty(inner, schema))
  return false
}

/** `value` without the empty values of the optional fields of `schema`, at any depth. */
function withoutEmpty(outer: z.ZodType, value: unknown): unknown {
  const { schema } = unwrapField(outer)
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    const choices = choiceOrder(schema.element as z.ZodType)
    if (choices) return [...value].sort((a, b) => choices.indexOf(a) - choices.indexOf(b))
    return value.map((item) => withoutEmpty(schema.element as z.ZodType, item))
  }
  if (!(schema instanceof z.ZodObject) || !isRecord(value)) return value
  const shape = schema.shape as Record<string, z.ZodType>
  const kept: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    const field = shape[key]
    if (!field) {
      kept[key] = inner
      continue
    }
    const cleaned = withoutEmpty(field, inner)
    const fieldType = unwrapField(field)
    if (fieldType.optional && isEmpty(cleaned, fieldType.schema)) continue
    kept[key] = cleaned
  }
  return kept
}

/**
 * The choices of a list of choices (allergens, additives) in the schema's order, which the menu's
 * legend follows: ticked in any order, they are saved as the menu prints them („A, G“).
 */
function choiceOrder(element: z.ZodType): unknown[] | undefined {
  const { schema } = unwrapField(element)
  if (schema instanceof z.ZodEnum) return schema.options as unknown[]
  if (schema instanceof z.ZodLiteral) return [...schema.values]
  return undefined
}

/** `Alkoholfreie Getränke` → `alkoholfreie-getraenke`: a heading as an anchor. */
export function anchorOf(heading: string): string {
  const transliterated = heading
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
  return transliterated.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'kategorie'
}

/** Each category without an anchor (a new one: the anchor is the agency's) gets one of its own. */
function withCategoryAnchors(data: unknown): unknown {
  if (!isRecord(data) || !Array.isArray(data.categories)) return data
  const taken = new Set(
    data.categories.flatMap((category) =>
      isRecord(category) && typeof category.id === 'string' && category.id ? [category.id] : [],
    ),
  )
  const categories = data.categories.map((category) => {
    if (!isRecord(category) || (typeof category.id === 'string' && category.id)) return category
    const heading = isRecord(category.title) ? category.title.de : undefined
    const base = anchorOf(typeof heading === 'string' ? heading : '')
    let id = base
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`
    taken.add(id)
    return { ...category, id }
  })
  return { ...data, categories }
}
