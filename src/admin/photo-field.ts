/**
 * The CMS's photo field, shown by the photo widget (photo-widget.tsx), which checks a photo when
 * the owner chooses it — large enough for its slot and without the place it was taken — and
 * refuses it in the words of the build's content check (src/schemas/photo-checks.ts), before it
 * enters the entry. The slot's least size comes from the schema's metadata, like the hint beside
 * the upload.
 */
import {
  hasLocation,
  type PhotoSize,
  photoLocationRefusal,
  photoTooSmall,
} from '@/schemas/photo-checks'

/** The widget's name in the CMS's registry and in the fields' configuration. */
export const photoWidget = 'photo'

/**
 * A photo upload for a slot of at least `minimum` pixels, a field of the CMS (cms-fields.ts): the CMS hands every option of a field to
 * its widget, so the photo widget reads `minimum` from it.
 */
export function photoField(
  base: { name: string; label: string; required: boolean; hint?: string },
  minimum: PhotoSize,
) {
  return { ...base, widget: photoWidget, minimum }
}

/** What the CMS says of a file it cannot show as a picture (the build names it the same way). */
export const unreadablePhoto =
  'Diese Datei lässt sich nicht als Foto öffnen. Bitte ein Foto als JPEG, PNG, WebP oder AVIF hochladen.'

/** The size of a photo as it is shown: the browser turns it by its EXIF orientation, as sharp does. */
export async function shownSize(photo: Blob): Promise<PhotoSize> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' })
  const { width, height } = bitmap
  bitmap.close()
  return { width, height }
}

/** Why the CMS refuses `photo` for a slot of at least `minimum` pixels, or undefined. */
export async function photoRefusal(
  photo: Blob,
  minimum: PhotoSize,
  measure: (photo: Blob) => Promise<PhotoSize> = shownSize,
): Promise<string | undefined> {
  try {
    if (hasLocation(await photo.arrayBuffer())) return photoLocationRefusal
    return photoTooSmall(await measure(photo), minimum)
  } catch {
    return unreadablePhoto
  }
}
