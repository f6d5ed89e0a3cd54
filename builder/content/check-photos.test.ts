import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp, { type Create, type Exif } from 'sharp'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { loadSite } from './load-site.ts'
import { specialtiesSchema } from '#src/schemas/index.ts'
import { findPhotoProblems } from './check-photos.ts'
import { photoLocationRefusal, photoTooSmall } from '#src/schemas/photo-checks.ts'

/**
 * A photo of `width` × `height` px in the media folder of `dir`; `orientation` as a phone's EXIF,
 * `exif` any other EXIF it carries.
 */
async function photo(
  dir: string,
  name: string,
  width: number,
  height: number,
  { orientation = 1, exif = {} }: { orientation?: number; exif?: Exif } = {},
) {
  mkdirSync(join(dir, 'media'), { recursive: true })
  const image = { width, height, channels: 3, background: '#a3301f' }
  await sharp({ create: image as Create })
    .withExif(exif)
    .withMetadata({ orientation })
    .jpeg()
    .toFile(join(dir, 'media', name))
}

/** Where a phone in Otterbach writes the place a photo was taken. */
const otterbach: Exif = {
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '49/1 29/1 1830/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '7/1 43/1 5/1',
  },
}

describe('the owner photos', () => {
  const site = loadSite()
  const alt = { text: 'Unser Gastraum' }
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
    await photo(dir, 'hochkant.jpg', 1200, 1600, { orientation: 6 })
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
      // In the words the CMS refuses such a photo with, when the owner chooses it.
      `${dir}/home.yaml: hero › photo (the hero): "/media/breit.jpg": ${photoTooSmall({ width: 1600, height: 900 }, { width: 1600, height: 1200 })}`,
      `${dir}/home.yaml: about › photo (the „Über uns“ picture): "/media/fehlt.jpg" is missing from ${dir}/media or is not an image`,
      `${dir}/specialties.yaml: specialties › 1 › photo (the card of dish ${dish}): "/media/klein.jpg": ${photoTooSmall({ width: 800, height: 600 }, { width: 1100, height: 825 })}`,
    ])
    expect(photoTooSmall({ width: 800, height: 600 }, { width: 1100, height: 825 })).toMatch(
      /^Das Foto ist 800 × 600 Pixel groß; hier braucht es mindestens 1100 × 825 Pixel/,
    )
  })

  it('names the slot of a photo that carries the place it was taken, added by hand', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'photos-'))
    await photo(dir, 'raum.jpg', 1600, 1200)
    await photo(dir, 'curry.jpg', 1100, 825, { exif: otterbach })
    // A GPS block with the time only, as some cameras write it, holds no place.
    await photo(dir, 'zeit.jpg', 1100, 825, { exif: { IFD3: { GPSDateStamp: '2026:11:24' } } })
    expect(
      await findPhotoProblems(
        withPhotos('/media/raum.jpg', '/media/zeit.jpg', '/media/curry.jpg'),
        dir,
      ),
    ).toEqual([
      `${dir}/specialties.yaml: specialties › 1 › photo (the card of dish ${site.specialties[0]!.dish}): "/media/curry.jpg": ${photoLocationRefusal}`,
    ])
  })

  it('names the slot of a picture whose metadata cannot be read, rather than pass it unread', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'photos-'))
    await photo(dir, 'raum.jpg', 1600, 1200)
    // A drawing saved under a photo's name, large enough for its slot: sharp shows it, but it has no
    // photo's metadata to read.
    writeFileSync(
      join(dir, 'media', 'karte.jpg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="#a3301f"/></svg>',
    )
    expect(
      await findPhotoProblems(
        withPhotos('/media/raum.jpg', '/media/raum.jpg', '/media/karte.jpg'),
        dir,
      ),
    ).toEqual([
      `${dir}/specialties.yaml: specialties › 1 › photo (the card of dish ${site.specialties[0]!.dish}): "/media/karte.jpg": its metadata cannot be read (Error: Invalid image format)`,
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
