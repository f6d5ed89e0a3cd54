// The artwork files in art/ and the generator module that draws each. Drawing is deterministic
// (seeded PRNG): the same code always draws the same file.
import { about } from './about.ts'
import { butterChicken } from './butter-chicken.ts'
import { hero } from './hero.ts'
import { pizzaMargherita } from './pizza-margherita.ts'

export const artworks: Record<string, () => string> = {
  'hero.svg': hero,
  'butter-chicken.svg': butterChicken,
  'pizza-margherita.svg': pizzaMargherita,
  'about.svg': about,
}
