/**
 * The menu: the owner's one place to change a dish or a price. Prices are integer cents.
 * (Starter set; the full menu follows.)
 */
/** LMIV allergen letters (A glutenhaltiges Getreide … N Weichtiere). */
export type AllergenCode =
  'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J' | 'K' | 'L' | 'M' | 'N'

export interface MenuItem {
  /** Dish number as printed on the menu, e.g. "60". Unique across the menu. */
  number: string
  name: string
  description?: string
  priceCents: number
  allergens?: AllergenCode[]
  /** Additive numbers per LMZDV, e.g. 1 = mit Farbstoff. */
  additives?: number[]
  diet?: 'vegetarisch' | 'vegan'
  /** 1 mild … 3 sehr scharf */
  spiceLevel?: 1 | 2 | 3
  /** Drinks: volume in litres, e.g. 0.33 */
  volumeLitres?: number
  /** Bottled drinks: deposit (Pfand) in cents, shown beside the price. */
  depositCents?: number
}

export interface MenuCategory {
  id: string
  title: string
  note?: string
  items: MenuItem[]
}

export const menu: MenuCategory[] = [
  {
    id: 'haehnchen',
    title: 'Hähnchenspezialitäten',
    note: 'Alle Gerichte werden mit Basmatireis serviert.',
    items: [
      {
        number: '60',
        name: 'Butter Chicken',
        description:
          'Gegrilltes Hähnchen mit Ingwer-Knoblauch-Paste, Gewürzen, Sahne, Currysoße und Butter',
        priceCents: 1490,
      },
    ],
  },
  {
    id: 'pizza',
    title: 'Pizza',
    note: 'Die Pizza kann nach dem Backen etwas kleiner ausfallen.',
    items: [
      {
        number: '100',
        name: 'Pizza Margherita',
        description: 'Mit Tomatensoße und Mozzarella',
        priceCents: 890,
      },
    ],
  },
]
