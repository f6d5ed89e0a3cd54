/* eslint-disable @typescript-eslint/no-explicit-any -- walks Decap's field config, an untyped tree */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  type ContentFileName,
  contentSchemas,
  mediaPublicPath,
  photoPathPattern,
} from '@/content/schema'
import { cmsConfig } from './cms-config'
import { differences } from './schema-differences'

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
