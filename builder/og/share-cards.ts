// What each share image (src/app/seo/share-images.ts) shows, from the owner's data (content/, or
// CONTENT_DIR): the restaurant's name, the tagline (or the menu card's line), the address, and the
// hero's picture: the owner's hero photo where there is one, else our artwork (art/hero.svg).
import { existsSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import type { Sites } from '#src/schemas/site.ts'
import { photoFile } from '../content/photo-slots.ts'
import type { HomeContent } from '#src/schemas/index.ts'
import { postalAddressLines } from '#src/lib/postal-address.ts'
import { type ShareImage, shareImages } from '#src/app/seo/share-images.ts'
import { withLf } from './og-design.ts'

export interface CardPicture {
  /** A photo is cropped to the card; the artwork is placed so that its dish shows. */
  kind: 'photo' | 'artwork'
  /** The picture as a data: URL. */
  url: string
}

export interface ShareCard {
  image: ShareImage
  name: string
  /** The line under the name: the tagline, or the image's own line (the menu card's). */
  line: string
  /** Street, postal code and town on one line. */
  address: string
  /** Undefined without photo and artwork: the card shows the palette's discs instead. */
  picture: CardPicture | undefined
}

export const heroArtPath = join(import.meta.dirname, '../../art/hero.svg')

const mediaTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
}

/** The hero's picture: the owner's photo, else the artwork, else none. */
export function heroPicture(home: HomeContent, contentDir: string): CardPicture | undefined {
  const { photo } = home.hero
  if (photo) {
    const file = photoFile(photo.image, contentDir)
    const type = mediaTypes[extname(file).toLowerCase()] ?? 'application/octet-stream'
    return { kind: 'photo', url: `data:${type};base64,${readFileSync(file).toString('base64')}` }
  }
  if (!existsSync(heroArtPath)) return undefined
  const svg = Buffer.from(withLf(readFileSync(heroArtPath, 'utf8')))
  return { kind: 'artwork', url: `data:image/svg+xml;base64,${svg.toString('base64')}` }
}

/** Every share image's card, in the order of `shareImages`; photos are in `contentDir`/media. */
export function shareCards(sites: Sites, contentDir: string): ShareCard[] {
  // One photo for both languages: only its alt text is per language, and the card has none.
  const picture = heroPicture(sites.de.home, contentDir)
  return shareImages.map((image) => {
    const { restaurant, home } = sites[image.language]
    return {
      image,
      name: restaurant.name,
      line: image.line ?? home.hero.tagline.text,
      address: postalAddressLines(restaurant.address).join(' · '),
      picture,
    }
  })
}
