import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp, { type Create } from 'sharp'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { loadSite } from '../src/content/load-site.ts'
import { specialtiesSchema } from '../src/content/schema/index.ts'
import { findPhotoProblems } from './check-photos.ts'

async function photo(dir: string, name: string, width: number) {
  mkdirSync(join(dir, 'media'), { recursive: true })
  const image = { width, height: Math.round(width * 0.75), channels: 3, background: '#a3301f' }
  await sharp({ create: image as Create })
    .jpeg()
    .toFile(join(dir, 'media', name))
}

describe('the owner photos', () => {
  const site = loadSite()
  const alt = 'Unser Gastraum'

  it('accepts the shipped content (artwork only) and photos wide enough for their slots', async () => {
    expect(await findPhotoProblems(site, 'content')).toEqual([])
    const dir = mkdtempSync(join(tmpdir(), 'photos-'))
    await photo(dir, 'raum.jpg', 1600)
    await photo(dir, 'curry.jpg', 800)
    const withPhotos = {
      ...site,
      home: { ...site.home, hero: { ...site.home.hero, photo: { image: '/media/raum.jpg', alt } } },
      specialties: site.specialties.map((s) => ({
        ...s,
        photo: { image: '/media/curry.jpg', alt },
      })),
    }
    expect(await findPhotoProblems(withPhotos, dir)).toEqual([])
  })

  it('names the slot and the minimum width of a photo too small, and a missing one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'photos-'))
    cpSync('content', dir, { recursive: true })
    await photo(dir, 'klein.jpg', 640)
    const small = { image: '/media/klein.jpg', alt }
    const withPhotos = {
      ...site,
      home: {
        hero: { ...site.home.hero, photo: small },
        about: { ...site.home.about, photo: { image: '/media/fehlt.jpg', alt } },
      },
      specialties: [{ ...site.specialties[0]!, photo: small }, site.specialties[1]!],
    }
    expect(await findPhotoProblems(withPhotos, dir)).toEqual([
      `${dir}/home.yaml: hero › photo (the hero): "/media/klein.jpg" is 640 px wide; this slot needs a photo at least 1600 px wide`,
      `${dir}/home.yaml: about › photo (the „Über uns“ picture): "/media/fehlt.jpg" is missing from ${dir}/media or is not an image`,
      `${dir}/specialties.yaml: specialties › 1 › photo (the card of dish 50): "/media/klein.jpg" is 640 px wide; this slot needs a photo at least 800 px wide`,
    ])
  })
})

describe('docs/images.md', () => {
  it('shows a photo in content/specialties.yaml as the data files write it', () => {
    const docs = readFileSync('docs/images.md', 'utf8')
    const example = /```yaml\n([\s\S]*?)```/.exec(docs)?.[1] ?? ''
    const yaml = example.replace(/^ {3}/gm, '')
    for (const language of ['de', 'en'] as const) {
      const { specialties } = specialtiesSchema(language).parse(parse(yaml))
      expect(specialties[0]?.photo?.image).toBe('/media/butter-chicken.jpg')
    }
  })
})
