import type { MenuCategory, MenuItem } from '@/schemas'

/** The dish with this number; the content check makes sure every referenced number exists. */
export function findMenuItem(menu: readonly MenuCategory[], number: string): MenuItem {
  for (const category of menu) {
    const item = category.items.find((candidate) => candidate.number === number)
    if (item) return item
  }
  throw new Error(`The menu has no dish number "${number}"`)
}
