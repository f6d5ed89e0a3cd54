/**
 * The places the owner's photos fill (the hero, each specialty card, „Über uns“), what each kind
 * of place needs of a photo and which image presets (builder/images/image-presets.ts) it is
 * converted to. Read by the content check (builder/content/check-photos.ts), the build's photo imports
 * (builder/images/owner-photos-plugin.ts) and the share images (builder/og/share-cards.ts).
 */
import { basename, join } from 'node:path'
import type {
  ContentFileName,
  HomeContent,
  Photo,
  PhotoPreset,
  PhotoSlotKind,
  Specialty,
} from '#src/schemas/index.ts'

export { slotPresets } from '#src/schemas/fields.ts'
export type { PhotoPreset, PhotoSlotKind }

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
    hero.photo && {
      kind: 'hero',
      photo: hero.photo,
      file: 'home',
      where: 'hero › photo (the hero)',
    },
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

/**
 * The uploaded file of a photo: `/media/x.jpg` is `<content dir>/media/x.jpg` (the schema allows
 * no folder below /media/).
 */
export function photoFile(image: Photo['image'], contentDir: string): string {
  return join(contentDir, 'media', basename(image))
}
