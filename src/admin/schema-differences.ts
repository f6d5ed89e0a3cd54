/* eslint-disable @typescript-eslint/no-explicit-any -- walks JSON Schema and Decap's field config, both untyped trees */
/**
 * How the CMS configuration and a zod schema differ, one line per difference (cms-config.test.ts
 * expects none): the same fields at every level, the same required ones, choices, patterns, list
 * bounds and number ranges, and the date picker for every date. The schema side is JSON Schema,
 * zod's own export of what a data file may contain (`z.toJSONSchema(schema, { io: 'input' })`).
 * Used by tests only.
 */
import type { CmsField } from 'decap-cms-core'
import { datePattern } from '@/content/schema'

/** The differences between the fields of a group in the CMS and its schema. */
export function differences(
  fields: CmsField[],
  schema: any,
  path: string,
  groupRequired = true,
): string[] {
  const properties: Record<string, any> = schema.properties ?? {}
  const names = new Set([...fields.map((field) => field.name), ...Object.keys(properties)])
  return [...names].flatMap((name) => {
    const at = path ? `${path}.${name}` : name
    const field = fields.find((candidate) => candidate.name === name)
    const property = properties[name]
    if (!field) return [`${at}: in the schema, not in the CMS`]
    if (!property) return [`${at}: in the CMS, not in the schema`]
    // Decap counts an empty list as missing: a list is required in the CMS when the schema needs
    // an entry in it, and optional when an empty list is valid.
    const isList = property.type === 'array'
    const schemaRequired = isList
      ? (property.minItems ?? 0) > 0
      : (schema.required ?? []).includes(name)
    const cmsRequired = (field as any).required !== false
    // Decap checks the fields of an optional group even when the group is left empty, so there
    // the CMS must leave every field optional, even one the build requires once the group is
    // there (a text's two languages); a group of required fields is a list of at most one.
    const requiredProblem = !groupRequired
      ? cmsRequired
        ? [`${at}: required in an optional group, which Decap then refuses to leave empty`]
        : []
      : schemaRequired !== cmsRequired
        ? [`${at}: required ${schemaRequired ? 'in the schema' : 'in the CMS'} only`]
        : []
    return [...requiredProblem, ...fieldDifferences(field as any, property, at, cmsRequired)]
  })
}

function fieldDifferences(field: any, property: any, at: string, required: boolean): string[] {
  const widget: string = field.widget ?? 'string'
  const type = property.type ?? (property.anyOf ? 'number' : undefined)
  switch (widget) {
    case 'object':
      return type === 'object'
        ? differences(field.fields, property, at, required)
        : [`${at}: a group in the CMS, ${type} in the schema`]
    case 'list':
      return type === 'array'
        ? listDifferences(field, property, at)
        : [`${at}: a list in the CMS, ${type} in the schema`]
    case 'select': {
      const values = field.options.map((option: any) => option.value)
      const choices = field.multiple ? property.items : property
      const allowed = choices?.enum ?? choices?.anyOf?.map((option: any) => option.const)
      if (field.multiple && type !== 'array') return [`${at}: several choices vs ${type}`]
      return JSON.stringify(values) === JSON.stringify(allowed)
        ? []
        : [`${at}: choices ${JSON.stringify(values)} vs ${JSON.stringify(allowed)}`]
    }
    case 'number':
      return type === 'number'
        ? rangeDifferences(field, property, at)
        : [`${at}: a number in the CMS, ${type} in the schema`]
    case 'image':
      // Decap checks an image's file name, not its path: cms-config.test.ts compares by samples.
      return type === 'string' ? [] : [`${at}: a photo in the CMS, ${type} in the schema`]
    case 'boolean':
      return type === 'boolean' ? [] : [`${at}: yes/no in the CMS, ${type} in the schema`]
    case 'hidden':
      return field.default === property.const
        ? []
        : [`${at}: fixed to ${field.default} in the CMS, ${property.const} in the schema`]
    case 'datetime':
      return property.pattern === datePattern.source && field.format === 'YYYY-MM-DD'
        ? textDifferences(field, property, at)
        : [`${at}: a date picker in the CMS (${field.format}), no date in the schema`]
    default:
      return type === 'string'
        ? textDifferences(field, property, at)
        : [`${at}: text in the CMS, ${type} in the schema`]
  }
}

function listDifferences(field: any, property: any, at: string): string[] {
  return [
    ...(field.max !== property.maxItems
      ? [`${at}: at most ${field.max} vs ${property.maxItems}`]
      : []),
    ...((field.min ?? 0) !== (property.minItems ?? 0)
      ? [`${at}: at least ${field.min ?? 0} vs ${property.minItems ?? 0}`]
      : []),
    // A list of plain values (Decap's `field`) or of groups (`fields`).
    ...(field.field
      ? fieldDifferences(field.field, property.items, `${at}[]`, true)
      : differences(field.fields, property.items, `${at}[]`, true)),
  ]
}

/**
 * The CMS's bounds must be the schema's. Decap's `min` and `max` include their value, so a bound
 * the schema excludes (`z.number().positive()`) is the next value on the field's `step`.
 */
function rangeDifferences(field: any, property: any, at: string): string[] {
  const min = property.minimum ?? inside(property.exclusiveMinimum, field.step, 1)
  const max = property.maximum ?? inside(property.exclusiveMaximum, field.step, -1)
  return [
    ...(field.min !== min ? [`${at}: at least ${field.min} in the CMS, ${min} in the schema`] : []),
    ...(field.max !== max ? [`${at}: at most ${field.max} in the CMS, ${max} in the schema`] : []),
  ]
}

/** The value one `step` inside a bound the schema excludes (none without a step). */
function inside(bound: number | undefined, step: number | undefined, direction: 1 | -1) {
  if (bound === undefined) return undefined
  return step === undefined ? NaN : bound + direction * step
}

/** A text's pattern, in the CMS exactly when in the schema; a date needs the date picker. */
function textDifferences(field: any, property: any, at: string): string[] {
  if (property.pattern === datePattern.source && field.widget !== 'datetime') {
    return [`${at}: a date in the schema, typed as text in the CMS (no date picker)`]
  }
  const cmsPattern: string | undefined = field.pattern?.[0]
  return cmsPattern === property.pattern
    ? []
    : [
        `${at}: pattern ${cmsPattern ?? '(none)'} in the CMS, ${property.pattern ?? '(none)'} in the schema`,
      ]
}
