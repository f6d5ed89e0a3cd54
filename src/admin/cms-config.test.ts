/* eslint-disable @typescript-eslint/no-explicit-any -- walks JSON Schema and Decap's field config, both untyped trees */
import type { CmsField } from 'decap-cms-core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  type ContentFileName,
  contentSchemas,
  mediaPublicPath,
  photoPathPattern,
} from '@/content/schema'
import { cmsConfig } from './cms-config'

/**
 * The CMS configuration and the zod schemas must describe the same data files: the same fields at
 * every level, the same required ones, the same choices and the same patterns. Compared through
 * JSON Schema (zod's own export of what a file may contain), one line per difference.
 */
function differences(
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
      if (type !== 'array') return [`${at}: a list in the CMS, ${type} in the schema`]
      return [
        ...(field.max !== property.maxItems
          ? [`${at}: at most ${field.max} vs ${property.maxItems}`]
          : []),
        ...((field.min ?? 0) !== (property.minItems ?? 0)
          ? [`${at}: at least ${field.min ?? 0} vs ${property.minItems ?? 0}`]
          : []),
        ...differences(field.fields, property.items, `${at}[]`, true),
      ]
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
      return type === 'number' ? [] : [`${at}: a number in the CMS, ${type} in the schema`]
    case 'image':
      // Decap checks an image's file name, not its path: compared by samples below.
      return type === 'string' ? [] : [`${at}: a photo in the CMS, ${type} in the schema`]
    case 'boolean':
      return type === 'boolean' ? [] : [`${at}: yes/no in the CMS, ${type} in the schema`]
    case 'hidden':
      return field.default === property.const
        ? []
        : [`${at}: fixed to ${field.default} in the CMS, ${property.const} in the schema`]
    default: {
      if (type !== 'string') return [`${at}: text in the CMS, ${type} in the schema`]
      const cmsPattern: string | undefined = field.pattern?.[0]
      return property.pattern && cmsPattern !== property.pattern
        ? [`${at}: pattern ${cmsPattern} in the CMS, ${property.pattern} in the schema`]
        : []
    }
  }
}

/** The patterns of every photo field: the hero's, „Über uns“'s and the specialty cards'. */
function photoPatterns(fields: any[]): string[] {
  return fields.flatMap((field) =>
    field.widget === 'image' ? [field.pattern[0]] : photoPatterns(field.fields ?? []),
  )
}

const config = cmsConfig(
  { repo: 'owner/site', branch: 'main', siteUrl: 'https://example.com' },
  'http://localhost:5174',
)
const schemas = contentSchemas('de')

describe('the CMS configuration', () => {
  it('has one collection per data file, each editing content/<name>.yaml', () => {
    expect(config.collections.map((collection) => collection.files?.[0]?.file).sort()).toEqual(
      Object.keys(schemas)
        .map((name) => `content/${name}.yaml`)
        .sort(),
    )
  })

  for (const collection of config.collections) {
    const file = collection.files![0]!
    it(`describes ${file.file} field for field as its zod schema does`, () => {
      const schema = z.toJSONSchema(schemas[file.name as ContentFileName], { io: 'input' })
      expect(differences(file.fields, schema, '')).toEqual([])
    })
  }

  it('finds a field the CMS lacks, a pattern that differs and a choice too many', () => {
    const menu = z.toJSONSchema(schemas.menu, { io: 'input' })
    const fields = config.collections.find((c) => c.name === 'menu')!.files![0]!.fields
    const changed = structuredClone(fields) as any[]
    const items = changed[0].fields.find((field: any) => field.name === 'items')
    items.fields = items.fields.filter((field: any) => field.name !== 'deposit')
    items.fields.find((field: any) => field.name === 'price').pattern = ['^\\d+$', '']
    items.fields
      .find((field: any) => field.name === 'diet')
      .options.push({ label: 'halal', value: 'halal' })
    expect(differences(changed, menu, '')).toEqual([
      'categories[].items[].price: pattern ^\\d+$ in the CMS, ^\\d{1,4},\\d{2}$ in the schema',
      'categories[].items[].diet: choices ["vegetarian","vegan","halal"] vs ["vegetarian","vegan"]',
      'categories[].items[].deposit: in the schema, not in the CMS',
    ])
  })

  it('finds an optional group with a required field, which Decap would refuse to leave empty', () => {
    const restaurant = z.toJSONSchema(schemas.restaurant, { io: 'input' }) as any
    const fields = config.collections.find((c) => c.name === 'restaurant')!.files![0]!.fields
    // The register entry as an optional group instead of a list of at most one.
    const register = fields.find((field) => field.name === 'commercialRegister') as any
    const changed = fields.map((field) =>
      field === register ? { ...register, widget: 'object' } : field,
    )
    const asObject = structuredClone(restaurant)
    asObject.properties.commercialRegister = restaurant.properties.commercialRegister.items
    expect(differences(changed, asObject, '')).toEqual([
      'commercialRegister.court: required in an optional group, which Decap then refuses to leave empty',
      'commercialRegister.number: required in an optional group, which Decap then refuses to leave empty',
    ])
  })

  it('accepts an uploaded photo by its name exactly when the schema accepts its path', () => {
    const names = [
      ...['dish.jpg', 'dish.jpeg', 'room.png', 'hero.webp', 'about.avif'],
      ...['Dish.JPG', 'HERO.JPEG', 'room.Png', 'about.AVIF', 'IMG_0042.WebP'],
      ...['menu.pdf', 'logo.svg', 'anim.gif', 'photo.heic', 'dish.jpg.exe', 'jpg', 'dish.'],
    ]
    const accepted = names.filter((name) => photoPathPattern.test(`${mediaPublicPath}${name}`))
    expect(accepted).toContain('HERO.JPEG')
    expect(accepted).not.toContain('anim.gif')
    const patterns = photoPatterns(config.collections.flatMap((c) => c.files![0]!.fields))
    expect(patterns).toHaveLength(3)
    for (const pattern of patterns) {
      expect(names.filter((name) => new RegExp(pattern).test(name))).toEqual(accepted)
    }
  })

  it('saves to the repository it was built for, and locally through its own origin', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: 'owner/site', branch: 'main' })
    // `npm run admin`'s dev server forwards it to decap-server: the page needs no other origin.
    expect(config.local_backend).toEqual({ url: 'http://localhost:5174/api/v1' })
    expect(config.locale).toBe('de')
    expect(config.media_folder).toBe('content/media')
    expect(config.public_folder).toBe('/media')
  })
})
