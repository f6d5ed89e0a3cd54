/**
 * A data file's problems in the CMS's German, each at the field it is about: the file's label, the
 * items on the way as the CMS names them, the field's label and what is wrong, e.g.
 * „Mittagstisch › Woche 14.–18. Dezember 2026 › Letzter Tag (einschließlich): liegt vor dem ersten Tag“.
 * Made from the same zod issues the build reports in English (describe-issue.ts): the schema's
 * rules are the one source, its CMS metadata (cms-meta.ts) gives the labels, the names of list
 * items (`itemName` or `summary`) and the pattern messages, and a rule of its own says its German
 * beside its English (`params: { de }`, german-dates.ts for its dates).
 */
import { z } from 'zod'
import { type CmsMeta, unwrapField } from './cms-meta.ts'
import { withMonthNames } from './german-dates.ts'
import { templateText, valueAt } from './summary-template.ts'

export interface GermanIssue {
  /** The field's place in the data as the CMS addresses it: `weeks.0.to`. */
  keyPath: string
  /** The data file's label, the items on the way and the field's label. */
  where: string[]
  /** What is wrong, in words that follow the field's label and a colon. */
  message: string
}

/** `Mittagstisch › Woche 14.–18. Dezember 2026 › Letzter Tag (einschließlich): liegt vor dem ersten Tag` */
export const issueLine = ({ where, message }: GermanIssue) => `${where.join(' › ')}: ${message}`

/** The German problems of `raw`, the contents of a data file, read by its `fileSchema`. */
export function germanIssues(fileSchema: z.ZodType, raw: unknown): GermanIssue[] {
  const result = fileSchema.safeParse(raw)
  return result.success ? [] : describeGerman(fileSchema, raw, result.error.issues)
}

/** `issues`, found by `fileSchema` in `raw`, in German. */
export function describeGerman(
  fileSchema: z.ZodType,
  raw: unknown,
  issues: readonly z.core.$ZodIssue[],
): GermanIssue[] {
  return issues.map((issue) => {
    const place = locate(fileSchema, raw, issue.path)
    return {
      keyPath: issue.path.map(String).join('.'),
      where: place.where,
      message: germanMessage(issue, place, valueAt(raw, issue.path)),
    }
  })
}

interface Place {
  where: string[]
  /** The schema at the end of the path, unwrapped, and its metadata. */
  schema: z.ZodType | undefined
  meta: CmsMeta
}

const isTextPerLanguage = (schema: z.ZodType) =>
  schema instanceof z.ZodObject && Object.keys(schema.shape).sort().join() === 'de,en'

/** Walks `path` through the file's schema and data, naming each step as the CMS shows it. */
function locate(fileSchema: z.ZodType, raw: unknown, path: readonly PropertyKey[]): Place {
  const file = unwrapField(fileSchema)
  const where = [file.meta.label ?? 'Datei']
  let current: { schema: z.ZodType; meta: CmsMeta } | undefined = file
  path.forEach((key, index) => {
    const schema = current?.schema
    if (schema instanceof z.ZodArray && typeof key === 'number') {
      const listMeta: CmsMeta = current!.meta
      const item = valueAt(raw, path.slice(0, index + 1))
      const name = withMonthNames(
        templateText(listMeta.itemName ?? listMeta.summary ?? '', item).trim(),
      )
      where.push(name || `${listMeta.singular ?? 'Eintrag'} ${key + 1}`)
      current = unwrapField(schema.element as z.ZodType)
    } else if (schema instanceof z.ZodObject && Object.hasOwn(schema.shape, key)) {
      const child = unwrapField(schema.shape[key as string] as z.ZodType)
      const label = child.meta.label ?? String(key)
      // A text's language joins its label: „Name (Deutsch)“; a list's item stands for its list.
      if (isTextPerLanguage(schema)) where.push(`${where.pop()} (${label})`)
      else if (!(child.schema instanceof z.ZodArray && typeof path[index + 1] === 'number')) {
        where.push(label)
      }
      current = child
    } else {
      where.push(String(key))
      current = undefined
    }
  })
  return { where, schema: current?.schema, meta: current?.meta ?? {} }
}

const quoted = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? `„${value}“` : undefined

/** What is wrong with the value at `place`, after its label and a colon. */
function germanMessage(issue: z.core.$ZodIssue, place: Place, value: unknown): string {
  // A list's own problems (too few entries) count its entries by its names.
  const { meta } = place
  switch (issue.code) {
    case 'custom': {
      const german = (issue.params as { de?: unknown } | undefined)?.de
      return typeof german === 'string' ? german : 'ist so nicht möglich'
    }
    case 'invalid_format':
      if (value === '') return 'fehlt'
      return [quoted(value) && `${quoted(value)} passt nicht.`, meta.patternMessage]
        .filter(Boolean)
        .join(' ')
    case 'invalid_type':
      return value === undefined || value === null ? 'fehlt' : 'hat nicht die passende Art'
    case 'too_small':
      return tooSmall(issue, meta)
    case 'too_big':
      return tooBig(issue, meta)
    case 'invalid_value':
      return value === undefined || value === null
        ? 'fehlt'
        : `${quoted(value) ?? 'Der Wert'} ist keine der angebotenen Möglichkeiten`
    case 'unrecognized_keys':
      return `enthält ${issue.keys.length === 1 ? 'ein unbekanntes Feld' : 'unbekannte Felder'}: ${issue.keys.join(', ')}`
    default:
      return 'ist so nicht möglich'
  }
}

function countOf(count: number, list: CmsMeta) {
  const noun = count === 1 ? (list.singular ?? 'Eintrag') : (list.label ?? 'Einträge')
  return `${count} ${noun}`
}

function tooSmall(issue: z.core.$ZodIssueTooSmall, list: CmsMeta): string {
  const minimum = Number(issue.minimum)
  if (issue.origin === 'string') return 'ist leer'
  if (issue.origin === 'array') return `braucht mindestens ${countOf(minimum, list)}`
  return issue.inclusive
    ? `muss mindestens ${germanNumber(minimum)} sein`
    : `muss größer als ${germanNumber(minimum)} sein`
}

function tooBig(issue: z.core.$ZodIssueTooBig, list: CmsMeta): string {
  const maximum = Number(issue.maximum)
  if (issue.origin === 'string') return `ist länger als ${maximum} Zeichen`
  if (issue.origin === 'array') return `darf höchstens ${countOf(maximum, list)} haben`
  return issue.inclusive
    ? `darf höchstens ${germanNumber(maximum)} sein`
    : `muss kleiner als ${germanNumber(maximum)} sein`
}

const germanNumber = (value: number) => String(value).replace('.', ',')

/** A list item as the CMS asks before removing it: its name, and the lists in it with counts. */
export interface ItemDescription {
  /** „Woche 14.–18. Dezember 2026“, „Kategorie „Vorspeisen““, „3 Onion Bhaji“ */
  name: string
  /** What goes with it, counted in the dative: „3 Gerichten“. */
  contents: string[]
}

/** Describes the list item at `path` (ending in its position) in `raw`, read by `fileSchema`. */
export function describeItem(
  fileSchema: z.ZodType,
  raw: unknown,
  path: readonly PropertyKey[],
): ItemDescription | undefined {
  const place = locate(fileSchema, raw, path)
  const listPath = path.slice(0, -1)
  const list = locate(fileSchema, raw, listPath).meta
  const item = valueAt(raw, path)
  if (!(place.schema instanceof z.ZodObject) && item === undefined) return undefined
  // The file's label comes first: there is always a last step.
  const named = place.where.at(-1)!
  const singular = list.singular ?? 'Eintrag'
  const name = named.startsWith(singular) || /^\d/.test(named) ? named : `${singular} „${named}“`
  const contents =
    place.schema instanceof z.ZodObject
      ? Object.entries(place.schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) => {
          const inner = unwrapField(field)
          const entries = valueAt(item, [key])
          if (!(inner.schema instanceof z.ZodArray) || !Array.isArray(entries)) return []
          if (entries.length === 0 || !inner.meta.label) return []
          return [
            `${entries.length} ${entries.length === 1 ? (inner.meta.singular ?? inner.meta.label) : dative(inner.meta.label)}`,
          ]
        })
      : []
  return { name, contents }
}

/** The dative plural of a German plural noun: Gerichte → Gerichten, Wochen → Wochen. */
const dative = (plural: string) => (/[ns]$/.test(plural) ? plural : `${plural}n`)
