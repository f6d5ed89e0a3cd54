/* eslint-disable @typescript-eslint/no-explicit-any -- walks JSON Schema and the CMS's field config, both untyped trees */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  type ContentFileName,
  contentSchemas,
  datePattern,
  mediaPublicPath,
  photoPathPattern,
} from '@/schemas'
import { cmsConfig } from './cms-config'
import { toolsFieldName } from './entry-data'
import { photoWidget } from './photo-field'

/*
 * The CMS's fields are made from the schemas (cms-fields.ts); these tests hold what the CMS shows
 * against zod's own account of what a data file may contain, its JSON Schema, so a mistake in the
 * making shows as a field the CMS checks otherwise than the build.
 */

const config = cmsConfig({ repo: 'owner/site', branch: 'main', siteUrl: 'https://example.com' })
const schemas = contentSchemas('de')
const files = config.singletons

/** A field as the data file's JSON Schema describes it, by its path (`categories[].title`). */
interface SchemaField {
  schema: any
  /** Whether the build needs it (a list: needs an entry in it). */
  required: boolean
  /** Inside an optional group, whose fields the CMS cannot require (ADR 017). */
  inOptionalGroup: boolean
}

const isChoice = (schema: any) => Array.isArray(schema?.enum)

function schemaFields(
  group: any,
  path = '',
  inOptionalGroup = false,
  found = new Map<string, SchemaField>(),
): Map<string, SchemaField> {
  for (const [name, schema] of Object.entries<any>(group.properties ?? {})) {
    const at = path ? `${path}.${name}` : name
    const present = (group.required ?? []).includes(name)
    const required = schema.type === 'array' ? present && (schema.minItems ?? 0) > 0 : present
    found.set(at, { schema, required, inOptionalGroup })
    if (schema.type === 'object') schemaFields(schema, at, inOptionalGroup || !present, found)
    if (schema.type === 'array' && schema.items.type === 'object') {
      schemaFields(schema.items, `${at}[]`, false, found)
    } else if (schema.type === 'array' && !isChoice(schema.items)) {
      found.set(`${at}[]`, { schema: schema.items, required: true, inOptionalGroup: false })
    }
  }
  return found
}

/** The CMS's fields by the same paths. */
function cmsFields(fields: any[], path = '', found = new Map<string, any>()): Map<string, any> {
  for (const field of fields) {
    const at = path ? `${path}.${field.name}` : field.name
    found.set(at, field)
    if (field.fields) cmsFields(field.fields, field.widget === 'list' ? `${at}[]` : at, found)
    if (field.field) found.set(`${at}[]`, field.field)
  }
  return found
}

/** Each data file's fields side by side: in its JSON Schema and in the CMS (the tools aside). */
const pairs = files.map((file) => {
  const schema = z.toJSONSchema(schemas[file.name as ContentFileName], { io: 'input' })
  const fields = file.fields.filter((field) => field.name !== toolsFieldName)
  return { file: file.file, inSchema: schemaFields(schema), inCms: cmsFields(fields) }
})

function eachPair(check: (path: string, field: SchemaField, cms: any) => unknown[]): unknown[] {
  return pairs.flatMap(({ file, inSchema, inCms }) =>
    [...inSchema].flatMap(([path, field]) =>
      check(path, field, inCms.get(path)).map((problem) => `${file} ${path}: ${problem}`),
    ),
  )
}

describe('the CMS configuration', () => {
  it('has one file per data file, each editing content/<name>.yaml, the tools at the top', () => {
    expect(files.map((file) => file.file).sort()).toEqual(
      Object.keys(schemas)
        .map((name) => `content/${name}.yaml`)
        .sort(),
    )
    for (const file of files) {
      expect(file.fields[0]).toMatchObject({
        name: toolsFieldName,
        required: false,
        file: file.name,
      })
    }
  })

  it('shows every field of every schema, and no other, each with a German label', () => {
    for (const { inSchema, inCms } of pairs) {
      expect([...inCms.keys()].sort()).toEqual([...inSchema.keys()].sort())
    }
    const unlabelled = eachPair((_path, _field, cms) =>
      cms.widget === 'hidden' || (cms.label && cms.label !== cms.name) ? [] : ['no German label'],
    )
    expect(unlabelled).toEqual([])
  })

  it('requires a field exactly when the build does, as far as the CMS can', () => {
    // The CMS counts an empty list as missing; an optional group's fields it does not require
    // (the build checks them once the group is there).
    const problems = eachPair((_path, { required, inOptionalGroup }, cms) => {
      if (cms.widget === 'hidden') return []
      const expected = required && !inOptionalGroup
      return cms.required === expected ? [] : [`required ${cms.required}, expected ${expected}`]
    })
    expect(problems).toEqual([])
  })

  it('checks the pattern the schema checks, where the schema checks one', () => {
    const problems = eachPair((_path, { schema }, cms) => {
      // A photo is checked by its file name: compared by samples below.
      if (cms.widget === photoWidget || cms.widget === 'hidden') return []
      const cmsPattern = cms.pattern?.[0]
      if (cmsPattern !== schema.pattern) return [`pattern ${cmsPattern} vs ${schema.pattern}`]
      return cmsPattern && !cms.pattern[1] ? ['a pattern without its message'] : []
    })
    expect(problems).toEqual([])
  })

  it('offers each choice the schema allows, with a German label of its own', () => {
    const problems = eachPair((_path, { schema }, cms) => {
      const allowed = schema.type === 'array' ? schema.items.enum : schema.enum
      if (!allowed || cms.widget === 'hidden') return []
      const values = cms.options?.map((option: any) => option.value)
      const labels = new Set(cms.options?.map((option: any) => option.label))
      return [
        ...(JSON.stringify(values) === JSON.stringify(allowed) ? [] : [`choices ${values}`]),
        ...(labels.size === allowed.length && !labels.has(undefined) ? [] : ['labels missing']),
        ...(cms.multiple === (schema.type === 'array') ? [] : ['several choices or one']),
      ]
    })
    expect(problems).toEqual([])
  })

  it("keeps numbers within the schema's bounds (an excluded bound: the next step)", () => {
    const problems = eachPair((_path, { schema }, cms) => {
      if (schema.type !== 'number' || isChoice(schema)) return []
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? NaN) + cms.step
      const max = schema.maximum ?? (schema.exclusiveMaximum ?? NaN) - cms.step
      return [
        ...(cms.widget === 'number' ? [] : [`a ${cms.widget}`]),
        ...(Object.is(cms.min ?? NaN, min) ? [] : [`at least ${cms.min}, expected ${min}`]),
        ...(Object.is(cms.max ?? NaN, max) ? [] : [`at most ${cms.max}, expected ${max}`]),
      ]
    })
    expect(problems).toEqual([])
  })

  it('lets the owner pick every date in a date field, a Berlin day stored as the schema reads it', () => {
    const dates = eachPair((path, { schema }) =>
      schema.pattern === datePattern.source ? [path] : [],
    )
    // Closures (and their notice on the home page) and announcements from–to, a dish's and a lunch
    // offer's last day off, a lunch week's days.
    expect(dates).toHaveLength(9)
    const problems = eachPair((_path, { schema }, cms) =>
      schema.pattern === datePattern.source &&
      !(
        cms.widget === 'datetime' &&
        cms.type === 'date' &&
        cms.format === 'YYYY-MM-DD' &&
        cms.input_timezone === 'Europe/Berlin'
      )
        ? [`a ${cms.widget} stored as ${cms.format}`]
        : [],
    )
    expect(problems).toEqual([])
  })

  it("keeps the fields only the agency sets out of the owner's view, with their values", () => {
    // A fixed value (the time zone, the state), or one the agency sets (agencyOnly).
    const hidden = eachPair((_path, _field, cms) => (cms.widget === 'hidden' ? ['hidden'] : []))
    expect(hidden).toEqual([
      'content/menu.yaml categories[].id: hidden',
      'content/lunch.yaml examples: hidden',
      'content/hours.yaml timeZone: hidden',
      'content/hours.yaml publicHolidays.state: hidden',
      'content/delivery.yaml examples: hidden',
      'content/restaurant.yaml publishing: hidden',
      'content/restaurant.yaml examples: hidden',
    ])
  })

  it('writes an optional group of required fields as a list of at most one (ADR 017)', () => {
    // The only optional groups are texts per language; a photo or the register entry is a list.
    const groups = eachPair((path, { schema, required }) =>
      schema.type === 'object' && !required ? [path] : [],
    )
    expect(groups.length).toBeGreaterThan(0)
    const notTexts = eachPair((_path, { schema, required }, cms) =>
      schema.type === 'object' && !required && Object.keys(schema.properties).join() !== 'de,en'
        ? [`an optional group of ${Object.keys(schema.properties)} (${cms.widget})`]
        : [],
    )
    expect(notTexts).toEqual([])
    const lists = eachPair((_path, { schema, required }, cms) =>
      schema.type === 'array' && !required && schema.maxItems === 1
        ? [`${cms.widget}, at most ${cms.max}, ${cms.collapsed ? 'collapsed' : 'open'}`]
        : [],
    )
    expect(lists).toEqual([
      'content/specialties.yaml specialties[].photo: list, at most 1, open',
      'content/home.yaml hero.photo: list, at most 1, open',
      'content/home.yaml about.photo: list, at most 1, open',
      'content/delivery.yaml deliveryHours: list, at most 1, open',
      'content/restaurant.yaml withdrawalForm: list, at most 1, open',
      'content/restaurant.yaml reservationService: list, at most 1, open',
      'content/restaurant.yaml marketSurveillanceAuthority: list, at most 1, open',
      'content/restaurant.yaml commercialRegister: list, at most 1, open',
    ])
  })

  it('shows every photo with the photo widget, which checks it for its slot when chosen', () => {
    const photos = eachPair((path, { schema }, cms) =>
      schema.pattern === photoPathPattern.source ? [`${path}: ${cms.widget}`] : [],
    )
    expect(photos).toHaveLength(3)
    expect(photos.every((photo) => String(photo).endsWith(photoWidget))).toBe(true)
    expect(photoPathPattern.test(`${mediaPublicPath}IMG_0042.WebP`)).toBe(true)
  })

  it('saves to the repository it was built for, as the owner signs in: with GitHub', () => {
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: 'owner/site',
      branch: 'main',
      auth_methods: ['oauth'],
    })
    expect(config.media_folder).toBe('content/media')
    expect(config.public_folder).toBe('/media')
    // A file keeps the lines the owner did not change: what the schema reads as empty leaves
    // entry-data.ts out (the CMS's own rule would drop a Ruhetag's empty list the build needs).
    expect(config).not.toHaveProperty('output')
    expect(files.every((file) => file.format === 'site-yaml')).toBe(true)
  })

  it("has a name in GitHub's form for the folder on this computer where no repository is set", () => {
    const local = cmsConfig({ repo: '', branch: 'main', siteUrl: 'https://example.com' })
    expect(local.backend.repo).toBe('lokal/website')
  })
})
