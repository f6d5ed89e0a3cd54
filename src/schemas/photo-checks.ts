/**
 * What the owner's photos must be, said once in German for the CMS (src/admin/, when a photo is
 * chosen) and the build's content check (builder/content/check-photos.ts, which names the file and
 * the slot around it): large enough for the slot, and without the place it was taken. Pure: the
 * callers measure the photo (as shown, turned by its EXIF orientation) and read its bytes.
 */
import ExifReader from 'exifreader'

export interface PhotoSize {
  readonly width: number
  readonly height: number
}

/** Why a photo of `size` cannot fill a slot that needs `minimum`, or undefined when it can. */
export function photoTooSmall(size: PhotoSize, minimum: PhotoSize): string | undefined {
  if (size.width >= minimum.width && size.height >= minimum.height) return undefined
  return (
    `Das Foto ist ${size.width} × ${size.height} Pixel groß; hier braucht es mindestens ` +
    `${minimum.width} × ${minimum.height} Pixel (Breite × Höhe). Bitte das Foto in voller Größe ` +
    'nehmen: Messenger wie WhatsApp verkleinern Fotos, per E-Mail oder als Datei gesendet bleiben ' +
    'sie groß.'
  )
}

/**
 * Why a photo that carries its location is refused: the original is committed to the repository
 * as it is, and only the site's converted versions lose their metadata.
 */
export const photoLocationRefusal =
  'Das Foto enthält den Ort, an dem es aufgenommen wurde (GPS-Standort), und würde mit ihm ' +
  'gespeichert. Bitte das Foto ohne Standort senden und dann hochladen: am iPhone beim Teilen ' +
  'oben auf „Optionen“ tippen und „Standort“ ausschalten; am Android-Handy in der Galerie die ' +
  'Details des Fotos öffnen und den Standort entfernen (für neue Fotos in der Kamera-App ' +
  '„Standort speichern“ ausschalten).'

/**
 * Whether a photo's metadata holds the place it was taken: a latitude or longitude in its EXIF
 * (JPEG, PNG, WebP, AVIF) or XMP. A GPS block without coordinates (some cameras write the time
 * only) is no location. Bytes that are no photo throw, rather than pass unread; a photo without
 * any metadata reads as one with none (ExifReader finds its file type; photo-checks.test.ts).
 */
export function hasLocation(bytes: ArrayBuffer | Uint8Array): boolean {
  const buffer = bytes instanceof ArrayBuffer ? bytes : bytes.slice().buffer
  const tags = ExifReader.load(buffer, { expanded: true })
  const { exif = {}, xmp = {} } = tags as { exif?: object; xmp?: object }
  return ['GPSLatitude', 'GPSLongitude'].some((tag) => tag in exif || tag in xmp)
}
