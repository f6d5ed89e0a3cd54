// Checks the owner's photos (content/media/) before the image pipeline converts them: each photo
// a data file names must exist, be an image sharp can read, and be wide enough for its slot.
import { join } from 'node:path'
import sharp from 'sharp'
import type { Site } from '../src/content/load-site.ts'
import { type Photo, photoMinimumWidths } from '../src/content/schema/index.ts'

interface PhotoSlot {
  /** Where the owner set the photo, as the error names it. */
  where: string
  photo: Photo
  minimumWidth: number
}

function photoSlots(site: Site, dir: string): PhotoSlot[] {
  const { hero, about } = site.home
  const slots: (PhotoSlot | undefined)[] = [
    hero.photo && {
      where: `${join(dir, 'home.yaml')}: hero › photo (the hero)`,
      photo: hero.photo,
      minimumWidth: photoMinimumWidths.hero,
    },
    about.photo && {
      where: `${join(dir, 'home.yaml')}: about › photo (the „Über uns“ picture)`,
      photo: about.photo,
      minimumWidth: photoMinimumWidths.card,
    },
    ...site.specialties.map(
      (specialty, index) =>
        specialty.photo && {
          where: `${join(dir, 'specialties.yaml')}: specialties › ${index + 1} › photo (the card of dish ${specialty.dish})`,
          photo: specialty.photo,
          minimumWidth: photoMinimumWidths.card,
        },
    ),
  ]
  return slots.filter((slot) => slot !== undefined)
}

/** One line per photo that cannot fill its slot. */
export async function findPhotoProblems(site: Site, dir: string): Promise<string[]> {
  const problems = await Promise.all(
    photoSlots(site, dir).map(async ({ where, photo, minimumWidth }) => {
      const file = join(dir, 'media', photo.image.replace(/^\/media\//, ''))
      let width: number | undefined
      try {
        width = (await sharp(file).metadata()).width
      } catch {
        return `${where}: "${photo.image}" is missing from ${join(dir, 'media')} or is not an image`
      }
      return width !== undefined && width < minimumWidth
        ? `${where}: "${photo.image}" is ${width} px wide; this slot needs a photo at least ${minimumWidth} px wide`
        : undefined
    }),
  )
  return problems.filter((problem) => problem !== undefined)
}
