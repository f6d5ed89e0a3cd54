import heroPortraitPicture from '../../../art/hero.svg?preset=hero-portrait'
import heroPicture from '../../../art/hero.svg?preset=hero'
import { imageAsset, sourcesOf } from '@/lib/image-asset'

/* The hero artwork, beside the values the <head> preload shares with it (media query, sizes). */

/** Where the hero switches to its portrait crop: any viewport taller than wide. */
export const heroPortraitMedia = '(max-aspect-ratio: 1/1)'

/** The hero's `sizes`: it spans the viewport. The <head> preload uses the same value. */
export const heroSizes = '100vw'

// Decorative (empty alt): the hero's heading says what the page is about.
export const heroArtwork = imageAsset(
  heroPicture,
  '',
  sourcesOf(heroPortraitPicture, { media: heroPortraitMedia }),
)
