/* eslint-disable @typescript-eslint/no-explicit-any -- edits Decap's field config, an untyped tree */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type ContentFileName, contentSchemas } from '@/content/schema'
import { cmsConfig } from './cms-config'
import { textField } from './cms-fields'
import { differences } from './schema-differences'

const config = cmsConfig(
  { repo: 'owner/site', branch: 'main', siteUrl: 'https://example.com' },
  'http://localhost:5174',
)
const schemas = contentSchemas('de')

/** A collection's fields, to change, and its schema as JSON Schema. */
function collection(name: ContentFileName): { fields: any[]; schema: any } {
  const fields = config.collections.find((c) => c.name === name)!.files![0]!.fields
  return {
    fields: structuredClone(fields),
    schema: z.toJSONSchema(schemas[name], { io: 'input' }),
  }
}

const named = (fields: any[], name: string) => fields.find((field) => field.name === name)

describe('differences between the CMS configuration and the schemas', () => {
  it('finds a field the CMS lacks, a pattern that differs and a choice too many', () => {
    const { fields, schema } = collection('menu')
    const items = named(fields[0].fields, 'items')
    items.fields = items.fields.filter((field: any) => field.name !== 'deposit')
    named(items.fields, 'price').pattern = ['^\\d+$', '']
    named(items.fields, 'diet').options.push({ label: 'halal', value: 'halal' })
    expect(differences(fields, schema, '')).toEqual([
      'categories[].items[].price: pattern ^\\d+$ in the CMS, ^\\d{1,4},\\d{2}$ in the schema',
      'categories[].items[].diet: choices ["vegetarian","vegan","halal"] vs ["vegetarian","vegan"]',
      'categories[].items[].deposit: in the schema, not in the CMS',
    ])
  })

  it('finds an optional group with a required field, which Decap would refuse to leave empty', () => {
    const { fields, schema } = collection('restaurant')
    // The register entry as an optional group, as it was, instead of a list of at most one.
    named(fields, 'commercialRegister').widget = 'object'
    schema.properties.commercialRegister = schema.properties.commercialRegister.items
    expect(differences(fields, schema, '')).toEqual([
      'commercialRegister.court: required in an optional group, which Decap then refuses to leave empty',
      'commercialRegister.number: required in an optional group, which Decap then refuses to leave empty',
    ])
  })

  it('finds a number range the CMS does not share', () => {
    const { fields, schema } = collection('restaurant')
    const geo = named(fields, 'geo')
    named(geo.fields, 'latitude').min = -80
    delete named(geo.fields, 'longitude').max
    const menu = collection('menu')
    const items = named(menu.fields[0].fields, 'items')
    // The schema says more than 0 litres: with a step of 0.01, the CMS's least is 0.01.
    named(items.fields, 'volumeLitres').min = 0
    expect([
      ...differences(fields, schema, ''),
      ...differences(menu.fields, menu.schema, ''),
    ]).toEqual([
      'geo.latitude: at least -80 in the CMS, -90 in the schema',
      'geo.longitude: at most undefined in the CMS, 180 in the schema',
      'categories[].items[].volumeLitres: at least 0 in the CMS, 0.01 in the schema',
    ])
  })

  it('finds a pattern the CMS checks and the schema does not', () => {
    const { fields, schema } = collection('restaurant')
    const changed = fields.map((field: any) =>
      field.name === 'name' ? { ...field, pattern: ['^[A-Z]', 'Großbuchstabe am Anfang'] } : field,
    )
    expect(differences(changed, schema, '')).toEqual([
      'name: pattern ^[A-Z] in the CMS, (none) in the schema',
    ])
  })

  it('finds a date typed as text, without the date picker', () => {
    const { fields, schema } = collection('announcements')
    const announcement = fields[0]
    announcement.fields = announcement.fields.map((field: any) =>
      field.name === 'from' ? textField('from', 'Zeigen ab') : field,
    )
    expect(differences(fields, schema, '')).toEqual([
      'announcements[].from: a date in the schema, typed as text in the CMS (no date picker)',
    ])
  })
})
