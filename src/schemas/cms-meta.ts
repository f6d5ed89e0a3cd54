/**
 * How the CMS at /admin/ shows the fields of the data files: German labels and hints for the
 * owner, and what the schema's types leave open (a text of one line or several, a photo upload, a
 * date picker, the choices' names). The schemas carry it as metadata (`cms(schema, { label })`),
 * and src/admin/ makes the CMS's fields from them, taking the widget, the required flag, the pattern
 * and the bounds from the schema itself: one description of each field, so the CMS refuses what
 * the build refuses.
 */
import { z } from 'zod'

/**
 * Choices whose German names are the site's own texts (src/i18n/de/menu.ts): the CMS names them
 * so, and this layer imports no texts.
 */
export type ChoiceNames = 'allergens' | 'additives' | 'diets' | 'spiceLevels' | 'paymentMethods'

export interface CmsMeta {
  /** The field's label in the CMS (German); a data file's is its collection's. */
  label?: string
  /** The line under the field. */
  hint?: string
  /** What the CMS says when a value does not match the schema's pattern. */
  patternMessage?: string
  /** A text of several lines (the CMS's text field) instead of one. */
  multiline?: boolean
  /**
   * A photo the owner uploads into the media folder: checked by its file name (ADR 017) and, when
   * chosen, refused if it is smaller than `minimum` pixels or carries its location (ADR 028).
   */
  upload?: { minimum: { readonly width: number; readonly height: number } }
  /**
   * A date picked in a calendar: stored as `format` (as the schema's pattern reads it), shown as
   * `dateFormat` (the CMS's `format` and `date_format`).
   */
  datePicker?: { format: string; dateFormat: string }
  /** The choices' German labels by value, or where the site's texts name them. */
  choices?: Readonly<Record<string, string>> | ChoiceNames
  /** A list: what one entry is called ("Gericht"), for „Gericht hinzufügen“. */
  singular?: string
  /**
   * A list or group: the line a collapsed entry shows, e.g. `{{fields.title.de}}` (dates as
   * `{{fields.from | date('D.M.YYYY')}}`: summary-template.ts).
   */
  summary?: string
  /**
   * A list: how the CMS's messages name one of its entries where the summary says more than its
   * name (a dish by number and name, without its price); the summary where absent.
   */
  itemName?: string
  /**
   * A field only the agency sets up (a category's anchor, the marks of example values, where the
   * site is published): the CMS keeps its value but does not show it to the owner.
   */
  agencyOnly?: boolean
  /** Whether a list's entries start collapsed (default: yes, except in a list of at most one). */
  collapsed?: boolean
  /** A number: the step of its arrows. */
  step?: number
  /** A yes/no field's value in a new file. */
  default?: boolean
  /** The value of a list of plain texts: its key in the CMS's form (the data has none). */
  name?: string
  /** A group: the order the CMS shows its fields in, where it is not the data file's. */
  order?: readonly string[]
}

export const cmsMeta = /* @__PURE__ */ z.registry<CmsMeta>()

/** A field without the wrappers that do not change what the data file holds, with its metadata. */
export interface UnwrappedField {
  /** What the data file holds: an object, a list, a text, a number, a choice… */
  schema: z.ZodType
  /** Whether the data file may leave it out. */
  optional: boolean
  /** The CMS metadata of the schema and of each wrapper, the outermost winning. */
  meta: CmsMeta
}

/**
 * `outer` as the CMS reads it (src/admin/cms-fields.ts) and its German messages name it
 * (german-issues.ts): through an optional field and a transform's input (what the data file holds;
 * the output is what pages receive), keeping the metadata of each.
 */
export function unwrapField(outer: z.ZodType): UnwrappedField {
  let schema = outer
  let optional = false
  let meta: CmsMeta = {}
  for (;;) {
    meta = { ...cmsMeta.get(schema), ...meta }
    if (schema instanceof z.ZodOptional) {
      optional = true
      schema = schema.unwrap() as z.ZodType
    } else if (schema instanceof z.ZodPipe) {
      schema = schema.in as z.ZodType
    } else {
      return { schema, optional, meta }
    }
  }
}

/** A field's metadata as the CMS reads it (see unwrapField). */
export const cmsMetaOf = (schema: z.ZodType): CmsMeta => unwrapField(schema).meta

/** A field's German label (see cmsMetaOf). */
export const cmsLabelOf = (schema: z.ZodType): string | undefined => cmsMetaOf(schema).label

/**
 * `schema` as a field of the CMS: a copy that carries `meta`, so that a shared type (a text, a
 * price) is labelled per use. Metadata of the schema it copies is kept unless `meta` overrides it.
 */
export function cms<Schema extends z.ZodType>(schema: Schema, meta: CmsMeta): Schema {
  const copy = schema.clone()
  cmsMeta.add(copy as z.ZodType, meta)
  return copy
}
