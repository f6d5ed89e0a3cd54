import heroPortraitPicture from '../../art/hero.svg?preset=hero-portrait'
import heroPicture from '../../art/hero.svg?preset=hero'
import { imageAsset, sourcesOf } from './image-asset'

/*
 * The hero image on its own module: the hero is hydrated, so whatever it imports ships to the
 * browser — this way only the hero's srcsets do, not those of the display-only images.
 */

/** Where the hero switches to its portrait crop: any viewport taller than wide. */
export const heroPortraitMedia = '(max-aspect-ratio: 1/1)'

/** The hero's `sizes`: it spans the viewport. The <head> preload uses the same value. */
export const heroSizes = '100vw'

// Decorative (empty alt): the hero's heading says what the page is about.
export const heroImage = imageAsset(
  heroPicture,
  '',
  sourcesOf(heroPortraitPicture, { media: heroPortraitMedia }),
)
