import aboutPicture from '../../../art/about.svg?preset=card'
import butterChickenPicture from '../../../art/butter-chicken.svg?preset=card'
import pizzaMargheritaPicture from '../../../art/pizza-margherita.svg?preset=card'
import ownerPhotos from 'virtual:owner-photos'
import { heroArtwork, heroPortraitMedia } from './hero-image'
import { type ImageAsset, type Picture, imageAsset, sourcesOf } from '@/lib/image-asset'
import type { PhotoPreset } from '@/schemas'
import type { ArtworkName, HomeContent, Photo, Specialty } from '@/schemas'
import type { Language } from '@/schemas/fields'
import { uiTexts } from '@/i18n'

export type { ImageAsset, ImageSource } from '@/lib/image-asset'

/*
 * The site's pictures: the owner's photos where the data files name one (uploads in the content
 * folder's media/), else our artwork from art/. Every one runs through the build's image pipeline
 * (vite-imagetools with sharp, presets in builder/images/image-presets.ts) and becomes AVIF, WebP
 * and JPEG in several widths with hashed names; the photos only in the presets of their slots
 * (`virtual:owner-photos`, builder/images/owner-photos-plugin.ts). Rendered at build time only.
 */

const artworkPictures: Record<ArtworkName, Picture> = {
  'butter-chicken': butterChickenPicture,
  'pizza-margherita': pizzaMargheritaPicture,
  about: aboutPicture,
}

/** One of our drawings, described in the page's language (they are interface text, not data). */
function artwork(name: ArtworkName, language: Language): ImageAsset {
  return imageAsset(artworkPictures[name], uiTexts[language].artworkAlt[name])
}

/** The pipeline's output for an uploaded photo in one of its slot's presets. */
function processed(preset: PhotoPreset, photo: Photo): Picture {
  const picture = ownerPhotos[preset][photo.image]
  if (!picture) {
    throw new Error(`${photo.image}: no ${preset} version, the data files name it in no such slot`)
  }
  return picture
}

/** The hero's picture: the owner's photo, cropped to portrait on phones, or the artwork. */
export function heroImage(home: HomeContent): ImageAsset {
  const photo = home.hero.photo
  if (!photo) return heroArtwork
  const portrait = sourcesOf(processed('hero-portrait', photo), { media: heroPortraitMedia })
  return imageAsset(processed('hero', photo), photo.alt, portrait)
}

/** The about section's picture; `home` and `language` are the page's. */
export function aboutImage(home: HomeContent, language: Language): ImageAsset {
  const photo = home.about.photo
  return photo ? imageAsset(processed('card', photo), photo.alt) : artwork('about', language)
}

/** A specialty card's picture; `specialty` and `language` are the page's. */
export function specialtyImage(specialty: Specialty, language: Language): ImageAsset {
  const { photo } = specialty
  return photo
    ? imageAsset(processed('card', photo), photo.alt)
    : artwork(specialty.artwork, language)
}
