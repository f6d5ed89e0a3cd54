/**
 * The menu: the owner's one place to change a dish or a price. Prices are integer cents.
 * (Starter set; the full menu follows.)
 */
export interface MenuItem {
  number: string
  name: string
  description?: string
  priceCents: number
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
