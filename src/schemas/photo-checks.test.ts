import sharp, { type Create } from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { hasLocation, photoLocationRefusal, photoTooSmall } from './photo-checks'
import { photoMinimums } from './fields'

describe('photoTooSmall', () => {
  it('says the size of the photo and the least size of its slot, and how to send it whole', () => {
    expect(photoTooSmall({ width: 1200, height: 800 }, photoMinimums.hero)).toBe(
      'Das Foto ist 1200 × 800 Pixel groß; hier braucht es mindestens 1600 × 1200 Pixel ' +
        '(Breite × Höhe). Bitte das Foto in voller Größe nehmen: Messenger wie WhatsApp ' +
        'verkleinern Fotos, per E-Mail oder als Datei gesendet bleiben sie groß.',
    )
  })

  it('refuses a photo short of the least size in either direction, and only then', () => {
    const card = photoMinimums.card
    expect(photoTooSmall(card, card)).toBeUndefined()
    expect(photoTooSmall({ width: 4000, height: 3000 }, card)).toBeUndefined()
    // Wide enough for the hero, but a phone's 2:3 crop of its 900 px height is only 600 px wide.
    expect(photoTooSmall({ width: 1600, height: 900 }, photoMinimums.hero)).toContain(
      '1600 × 900 Pixel',
    )
    expect(photoTooSmall({ width: card.width - 1, height: card.height }, card)).toBeDefined()
    expect(photoTooSmall({ width: card.width, height: card.height - 1 }, card)).toBeDefined()
  })
})

describe('hasLocation', () => {
  const create = { width: 64, height: 48, channels: 3, background: '#a3301f' } as Create
  /** Otterbach, as a phone writes it into the GPS block of the EXIF. */
  const located = {
    IFD0: { Copyright: 'Namaste Otterbach' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '49/1 29/1 1830/100',
      GPSLongitudeRef: 'E',
      GPSLongitude: '7/1 43/1 5/1',
    },
  }
  const formats = ['jpeg', 'png', 'webp', 'avif'] as const

  it.each(formats)('finds the latitude and longitude in the EXIF of a %s', async (format) => {
    const photo = await sharp({ create }).withExif(located)[format]().toBuffer()
    expect(hasLocation(photo)).toBe(true)
    // As the browser hands it over: the file's own bytes.
    expect(hasLocation(new Uint8Array(photo).buffer)).toBe(true)
  })

  it.each(formats)('finds none in a %s without one', async (format) => {
    const withoutMetadata = await sharp({ create })[format]().toBuffer()
    expect(hasLocation(withoutMetadata)).toBe(false)
    const copyrighted = sharp({ create }).withExif({ IFD0: { Copyright: 'Namaste Otterbach' } })
    const withOtherMetadata = await copyrighted[format]().toBuffer()
    expect(hasLocation(withOtherMetadata)).toBe(false)
  })

  it('reads the photo a view shows, not the memory around it', async () => {
    const photo = await sharp({ create }).withExif(located).jpeg().toBuffer()
    const memory = new Uint8Array(photo.length + 64)
    memory.set(photo, 64)
    expect(hasLocation(memory.subarray(64))).toBe(true)
  })

  it('takes a latitude alone or a longitude alone for a location', async () => {
    const { GPSLatitudeRef, GPSLatitude, GPSLongitudeRef, GPSLongitude } = located.IFD3
    const halves: Record<string, string>[] = [
      { GPSLatitudeRef, GPSLatitude },
      { GPSLongitudeRef, GPSLongitude },
    ]
    for (const IFD3 of halves) {
      const photo = await sharp({ create }).withExif({ IFD3 }).jpeg().toBuffer()
      expect(hasLocation(photo), Object.keys(IFD3).join()).toBe(true)
    }
  })

  it('throws on bytes that are no photo, rather than pass them unread', () => {
    expect(() => hasLocation(new TextEncoder().encode('Speisekarte.pdf'))).toThrow(
      'Invalid image format',
    )
  })

  it('takes a GPS block without coordinates for no location', async () => {
    const timeOnly = { IFD3: { GPSVersionID: '2 2 0 0', GPSDateStamp: '2026:11:24' } }
    const photo = await sharp({ create }).withExif(timeOnly).jpeg().toBuffer()
    expect(hasLocation(photo)).toBe(false)
  })

  it('finds a location written into the XMP only', async () => {
    // Read as the build reads it, with @xmldom/xmldom: the DOMParser of happy-dom, this test's
    // stand-in for the browser's, drops the namespaced attributes XMP is written in.
    vi.stubGlobal('DOMParser', undefined)
    const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
      <rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/"
        exif:GPSLatitude="49,29.305N" exif:GPSLongitude="7,43.083E"/></rdf:RDF></x:xmpmeta>`
    const photo = await sharp({ create }).withXmp(xmp).jpeg().toBuffer()
    expect(hasLocation(photo)).toBe(true)
  })

  it('explains in German how to send a photo without its location', () => {
    expect(photoLocationRefusal).toContain('GPS-Standort')
    expect(photoLocationRefusal).toContain('„Standort“ ausschalten')
  })
})
