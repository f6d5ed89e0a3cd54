import { type MenuItem, menu } from '@/content/menu'

/** The menu entry with this name; the build fails if the menu no longer has it. */
export function findMenuItem(name: string): MenuItem {
  for (const category of menu) {
    const item = category.items.find((candidate) => candidate.name === name)
    if (item) return item
  }
  throw new Error(`src/content/menu.ts has no item named "${name}"`)
}
