/**
 * The places the owner's photos fill (the hero, each specialty card, „Über uns“), what each kind
 * of place needs of a photo and which image presets (scripts/images/image-presets.ts) it is
 * converted to. Read by the content check (scripts/check-photos.ts), the build's photo imports
 * (scripts/images/owner-photos-plugin.ts) and the share images (scripts/og/share-cards.ts).
 */
import { join } from 'node:path'
import type { ContentFileName, HomeContent, Photo, Specialty } from './schema'

export type PhotoSlotKind = 'hero' | 'card'

/** The presets a photo is converted to in a slot of each kind, and only those. */
export const slotPresets = {
  hero: ['hero', 'hero-portrait'],
  card: ['card'],
} as const satisfies Record<PhotoSlotKind, readonly string[]>

export type PhotoPreset = (typeof slotPresets)[PhotoSlotKind][number]

/**
 * The smallest photo each kind of slot takes, so that it is sharp where it is shown largest:
 * - hero: 1600 px wide, since it spans a 1440 px desktop (and the preset goes up to 1920 px);
 *   1200 px high, since phones show a 2:3 crop of the photo's full height: 1200 px of height give
 *   an 800 px wide crop, which fills a 400 px wide phone at 2× (the 800 px rendition the phone's
 *   load time is measured with, ADR 009).
 * - card (specialty cards, „Über uns“): at most 34rem = 544 px wide in a 4:3 frame, 1088 × 816
 *   pixels on a 2× screen, so 1100 × 825 (4:3); a photo wider than 4:3 fills the frame's height,
 *   which is why the height counts too.
 */
export const photoMinimums = {
  hero: { width: 1600, height: 1200 },
  card: { width: 1100, height: 825 },
} as const satisfies Record<PhotoSlotKind, { width: number; height: number }>

export interface PhotoSlot {
  kind: PhotoSlotKind
  photo: Photo
  /** The data file that names the photo. */
  file: ContentFileName
  /** Where in the file, and what the slot is, as a message names it. */
  where: string
}

/** The slots the owner has set a photo for. */
export function photoSlots(site: { home: HomeContent; specialties: readonly Specialty[] }) {
  const { hero, about } = site.home
  const slots: (PhotoSlot | undefined)[] = [
    hero.photo && { kind: 'hero', photo: hero.photo, file: 'home', where: 'hero › photo (the hero)' },
    about.photo && {
      kind: 'card',
      photo: about.photo,
      file: 'home',
      where: 'about › photo (the „Über uns“ picture)',
    },
    ...site.specialties.map(
      (specialty, index): PhotoSlot | undefined =>
        specialty.photo && {
          kind: 'card',
          photo: specialty.photo,
          file: 'specialties',
          where: `specialties › ${index + 1} › photo (the card of dish ${specialty.dish})`,
        },
    ),
  ]
  return slots.filter((slot) => slot !== undefined)
}

/** The uploaded file of a photo: `/media/x.jpg` is `<content dir>/media/x.jpg`. */
export function photoFile(image: Photo['image'], contentDir: string): string {
  return join(contentDir, 'media', image.replace(/^\/media\//, ''))
}
