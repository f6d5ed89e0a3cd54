// Checks the owner's photos (content/media/) before the image pipeline converts them: each photo
// a data file names must exist, be an image sharp can read, be large enough for its slot
// (builder/content/photo-slots.ts says what each slot needs, and why) and carry no location. The
// CMS refuses the same photos when they are chosen, in the same German words
// (src/schemas/photo-checks.ts); this check catches those added by hand.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import type { Site } from './load-site.ts'
import { photoFile, photoSlots } from './photo-slots.ts'
import { photoMinimums } from '#src/schemas/fields.ts'
import { hasLocation, photoLocationRefusal, photoTooSmall } from '#src/schemas/photo-checks.ts'

/** One line per photo that cannot fill its slot. */
export async function findPhotoProblems(site: Site, dir: string): Promise<string[]> {
  const problems = await Promise.all(
    photoSlots(site).map(async ({ kind, photo, file, where }) => {
      const slot = `${join(dir, `${file}.yaml`)}: ${where}: "${photo.image}"`
      let bytes: Buffer
      let size: { width: number; height: number }
      try {
        bytes = await readFile(photoFile(photo.image, dir))
        // As it is shown: a phone photo turned by its EXIF orientation has width and height swapped.
        size = (await sharp(bytes).metadata()).autoOrient
      } catch {
        return [`${slot} is missing from ${join(dir, 'media')} or is not an image`]
      }
      let located: boolean
      try {
        located = hasLocation(bytes)
      } catch (error) {
        return [`${slot}: its metadata cannot be read (${String(error)})`]
      }
      return [photoTooSmall(size, photoMinimums[kind]), located ? photoLocationRefusal : undefined]
        .filter((problem) => problem !== undefined)
        .map((problem) => `${slot}: ${problem}`)
    }),
  )
  return problems.flat()
}
