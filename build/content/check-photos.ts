// Checks the owner's photos (content/media/) before the image pipeline converts them: each photo
// a data file names must exist, be an image sharp can read, and be large enough for its slot
// (build/content/photo-slots.ts says what each slot needs, and why).
import { join } from 'node:path'
import sharp from 'sharp'
import type { Site } from './load-site.ts'
import { photoFile, photoSlots } from './photo-slots.ts'
import { photoMinimums } from '../../src/content/schema/fields.ts'

/** One line per photo that cannot fill its slot. */
export async function findPhotoProblems(site: Site, dir: string): Promise<string[]> {
  const problems = await Promise.all(
    photoSlots(site).map(async ({ kind, photo, file, where }) => {
      const slot = `${join(dir, `${file}.yaml`)}: ${where}: "${photo.image}"`
      let size: { width: number; height: number }
      try {
        // As it is shown: a phone photo turned by its EXIF orientation has width and height swapped.
        size = (await sharp(photoFile(photo.image, dir)).metadata()).autoOrient
      } catch {
        return `${slot} is missing from ${join(dir, 'media')} or is not an image`
      }
      const minimum = photoMinimums[kind]
      return size.width < minimum.width || size.height < minimum.height
        ? `${slot} is ${size.width} × ${size.height} px; this slot needs a photo at least ` +
            `${minimum.width} px wide and ${minimum.height} px high`
        : undefined
    }),
  )
  return problems.filter((problem) => problem !== undefined)
}
