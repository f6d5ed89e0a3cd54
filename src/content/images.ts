/**
 * The site's images. (Interim: plain placeholders until the artwork and the image pipeline land.)
 */
export interface ImageSource {
  /** MIME type, e.g. "image/avif". */
  type: string
  srcSet: string
}

export interface ImageAsset {
  alt: string
  width: number
  height: number
  /** The <img> src for browsers that take none of the sources. */
  fallback: string
  sources: ImageSource[]
}

const placeholder = (alt: string, width: number, height: number): ImageAsset => ({
  alt,
  width,
  height,
  fallback: '/placeholder.svg',
  sources: [],
})

export const images = {
  hero: placeholder('', 1920, 1080),
  butterChicken: placeholder('Butter Chicken in einer Kupferschale', 800, 600),
  pizzaMargherita: placeholder('Pizza Margherita mit Basilikum', 800, 600),
  about: placeholder('Gewürze und Tandoor-Ofen in unserer Küche', 1200, 900),
} satisfies Record<string, ImageAsset>
