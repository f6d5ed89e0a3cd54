import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp, { type Create } from 'sharp'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { loadSite } from './load-site.ts'
import { specialtiesSchema } from '../../src/content/schema/index.ts'
import { findPhotoProblems } from './check-photos.ts'

/** A photo of `width` × `height` px in the media folder of `dir`; `orientation` as a phone's EXIF. */
async function photo(dir: string, name: string, width: number, height: number, orientation = 1) {
  mkdirSync(join(dir, 'media'), { recursive: true })
  const image = { width, height, channels: 3, background: '#a3301f' }
  await sharp({ create: image as Create })
    .withMetadata({ orientation })
    .jpeg()
    .toFile(join(dir, 'media', name))
}

describe('the owner photos', () => {
  const site = loadSite()
  const alt = 'Unser Gastraum'
  const withPhotos = (hero: string, about: string, firstCard: string) => ({
    ...site,
    home: {
      ...site.home,
      hero: { ...site.home.hero, photo: { image: hero, alt } },
      about: { ...site.home.about, photo: { image: about, alt } },
    },
    specialties: [
      { ...site.specialties[0]!, photo: { image: firstCard, alt } },
      site.specialties[1]!,
    ],
  })

  it('accepts the shipped content and photos large enough for their slots', async () => {
    expect(await findPhotoProblems(site, 'content')).toEqual([])
    const dir = mkdtempSync(join(tmpdir(), 'photos-'))
    await photo(dir, 'raum.jpg', 1600, 1200)
    await photo(dir, 'curry.jpg', 1100, 825)
    // Taken upright: stored 1200 × 1600 and turned by its EXIF orientation to 1600 × 1200.
    await photo(dir, 'hochkant.jpg', 1200, 1600, 6)
    expect(
      await findPhotoProblems(
        withPhotos('/media/raum.jpg', '/media/curry.jpg', '/media/curry.jpg'),
        dir,
      ),
    ).toEqual([])
    expect(
      await findPhotoProblems(
        withPhotos('/media/hochkant.jpg', '/media/curry.jpg', '/media/curry.jpg'),
        dir,
      ),
    ).toEqual([])
  })

  it('names the slot and the size it needs of a photo too small, and a missing one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'photos-'))
    cpSync('content', dir, { recursive: true })
    // Wide enough for the hero, but a phone's 2:3 crop of its 900 px height is only 600 px wide.
    await photo(dir, 'breit.jpg', 1600, 900)
    await photo(dir, 'klein.jpg', 800, 600)
    const { dish } = site.specialties[0]!
    expect(
      await findPhotoProblems(
        withPhotos('/media/breit.jpg', '/media/fehlt.jpg', '/media/klein.jpg'),
        dir,
      ),
    ).toEqual([
      `${dir}/home.yaml: hero › photo (the hero): "/media/breit.jpg" is 1600 × 900 px; this slot needs a photo at least 1600 px wide and 1200 px high`,
      `${dir}/home.yaml: about › photo (the „Über uns“ picture): "/media/fehlt.jpg" is missing from ${dir}/media or is not an image`,
      `${dir}/specialties.yaml: specialties › 1 › photo (the card of dish ${dish}): "/media/klein.jpg" is 800 × 600 px; this slot needs a photo at least 1100 px wide and 825 px high`,
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
