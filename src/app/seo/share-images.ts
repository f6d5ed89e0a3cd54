import type { Language } from '@/schemas/fields'
import { languages } from '@/schemas/fields'
import { uiTexts } from '@/i18n'
import { href } from '@/lib/routes'

/**
 * The share images, one set per language (the tagline is written on them): rendered into public/
 * by `npm run og-images`, and by the build into its output where the data has changed since
 * (builder/og/build-og-images.ts). Open Graph and Twitter cards use the 1200×630 one;
 * the JSON-LD lists the others because Google asks for 16:9, 4:3 and 1:1 images of a local business.
 */
export interface ShareImage {
  /** Path under the site root (and file name in public/). */
  path: string
  width: number
  height: number
  language: Language
  /** The line under the name, where it is not the restaurant's tagline. */
  line?: string
}

export interface ShareImageSet {
  openGraph: ShareImage
  structuredData: readonly ShareImage[]
  /** The menu page's card: shared as „here is their menu“, it says so. */
  menu: ShareImage
}

/** `/og-image.png` for German, `/en/og-image.png` for English: beside the language's pages. */
export function shareImagesFor(language: Language): ShareImageSet {
  const folder = href('home-page', language)
  const image = (name: string, width: number, height: number, line?: string): ShareImage => ({
    path: `${folder}${name}.png`,
    width,
    height,
    language,
    ...(line ? { line } : {}),
  })
  return {
    openGraph: image('og-image', 1200, 630),
    structuredData: [
      image('og-image-16x9', 1600, 900),
      image('og-image-4x3', 1200, 900),
      image('og-image-1x1', 1000, 1000),
    ],
    menu: image('og-menu', 1200, 630, uiTexts[language].pageMeta.menu.shareImageLine),
  }
}

export const shareImages: readonly ShareImage[] = languages.flatMap((language) => {
  const set = shareImagesFor(language)
  return [set.openGraph, ...set.structuredData, set.menu]
})
