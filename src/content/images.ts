import aboutPicture from '../../art/about.svg?preset=card'
import butterChickenPicture from '../../art/butter-chicken.svg?preset=card'
import pizzaMargheritaPicture from '../../art/pizza-margherita.svg?preset=card'
import { heroImage } from './hero-image'
import { type ImageAsset, imageAsset } from './image-asset'

export type { ImageAsset, ImageSource } from './image-asset'

/**
 * The site's images. Each import runs through the build's image pipeline (vite-imagetools with
 * sharp, presets in scripts/images/image-presets.ts): the artwork in art/ becomes AVIF, WebP and
 * JPEG in several widths with hashed names. To use a photo instead, see docs/images.md.
 * Hydrated components import only what they show (the hero: src/content/hero-image.ts).
 */
export const images = {
  hero: heroImage,
  butterChicken: /* @__PURE__ */ imageAsset(
    butterChickenPicture,
    'Butter Chicken in einer Kupferschale',
  ),
  pizzaMargherita: /* @__PURE__ */ imageAsset(
    pizzaMargheritaPicture,
    'Pizza Margherita mit Basilikum',
  ),
  about: /* @__PURE__ */ imageAsset(aboutPicture, 'Gewürze und Tandoor-Ofen in unserer Küche'),
} satisfies Record<string, ImageAsset>
