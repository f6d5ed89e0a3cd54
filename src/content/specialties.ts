import type { images } from './images'

/**
 * The dishes on the home page's specialty cards. Name, description and price come from the menu
 * (src/content/menu.ts), so a price change there shows here too.
 */
export interface Specialty {
  /** Exact item name in the menu. */
  menuName: string
  image: keyof typeof images
}

export const specialties: Specialty[] = [
  { menuName: 'Butter Chicken', image: 'butterChicken' },
  { menuName: 'Pizza Margherita', image: 'pizzaMargherita' },
]
