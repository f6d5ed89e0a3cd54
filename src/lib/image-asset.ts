import type { OwnerText } from '@/schemas/fields'

/**
 * The shape of an image as components render it, and how the image pipeline's output (the
 * `picture` of vite-imagetools, see src/image-imports.d.ts) becomes one.
 */
export interface ImageSource {
  /** MIME type, e.g. "image/avif". */
  type: string
  srcSet: string
  /** Art direction: this source only applies where the media query matches. */
  media?: string
  /** Intrinsic size, when it differs from the <img>'s (a crop for other screens). */
  width?: number
  height?: number
}

export interface ImageAsset {
  /** The text read instead of the image; an owner's photo's, marked German where it falls back. */
  alt: OwnerText
  /** Intrinsic size of the largest rendition: reserves the space, so nothing shifts on load. */
  width: number
  height: number
  /** The <img> src for browsers that take none of the sources. */
  fallback: string
  /** In order of preference: the browser takes the first whose media and type it accepts. */
  sources: ImageSource[]
}

export interface Picture {
  sources: Record<string, string>
  img: { src: string; w: number; h: number }
}

const formatOrder = ['avif', 'webp', 'jpeg']

/** The picture's sources, best format first; with `crop`, limited to the screens it is for. */
export function sourcesOf(picture: Picture, crop?: { media: string }): ImageSource[] {
  return Object.entries(picture.sources)
    .sort(([a], [b]) => formatOrder.indexOf(a) - formatOrder.indexOf(b))
    .map(([format, srcSet]) => ({
      type: `image/${format}`,
      srcSet,
      ...(crop && { media: crop.media, width: picture.img.w, height: picture.img.h }),
    }))
}

/** An ImageAsset from a picture; art-directed crops go first, so they win where they apply. */
export function imageAsset(
  picture: Picture,
  alt: OwnerText | string,
  crops: ImageSource[] = [],
): ImageAsset {
  return {
    alt: typeof alt === 'string' ? { text: alt } : alt,
    width: picture.img.w,
    height: picture.img.h,
    fallback: picture.img.src,
    sources: [...crops, ...sourcesOf(picture)],
  }
}
