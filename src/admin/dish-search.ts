/**
 * The dishes of the menu or the Mittagstisch as the search at the top of their forms finds them
 * (entry-tools.tsx): by their number („41“, „12a“) or by any word of their German name, without
 * regard to case or umlauts („hahnchen“ finds „Hähnchen“).
 */
import { germanDateRange } from '@/schemas/german-dates'
import { valueAt } from '@/schemas/summary-template'

export interface Dish {
  /** Where the dish is in the file's data: `categories.3.items.2`. */
  keyPath: string
  /** Its number (on the menu) and name: „41 Butter Chicken“. */
  name: string
  /** Its category, or its Mittagstisch week. */
  where: string
  number?: string
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/** Every dish of `data`, the contents of the menu or the Mittagstisch, in the file's order. */
export function dishesOf(file: 'menu' | 'lunch', data: unknown): Dish[] {
  if (file === 'menu') {
    return list(valueAt(data, ['categories'])).flatMap((category, c) =>
      list(valueAt(category, ['items'])).map((item, i) => {
        const number = text(valueAt(item, ['number']))
        return {
          keyPath: `categories.${c}.items.${i}`,
          name: [number, text(valueAt(item, ['name', 'de']))].filter(Boolean).join(' '),
          where: text(valueAt(category, ['title', 'de'])),
          number,
        }
      }),
    )
  }
  return list(valueAt(data, ['weeks'])).flatMap((week, w) =>
    list(valueAt(week, ['offers'])).map((offer, o) => ({
      keyPath: `weeks.${w}.offers.${o}`,
      name: text(valueAt(offer, ['name', 'de'])),
      where: `Woche ${germanDateRange(text(valueAt(week, ['from'])), text(valueAt(week, ['to'])))}`,
    })),
  )
}

/** Lower case, umlauts and accents as plain letters: „Hähnchen“ → „hahnchen“. */
function folded(value: string): string {
  return value
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
}

/**
 * The dishes `query` finds, at most `limit`: a number finds its dish first, then every dish whose
 * name has each of the query's words at the start of one of its words.
 */
export function findDishes(dishes: readonly Dish[], query: string, limit = 8): Dish[] {
  const words = folded(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  const exact = dishes.filter(
    (dish) => dish.number !== undefined && folded(dish.number) === words.join(''),
  )
  const byName = dishes.filter((dish) => {
    const nameWords = folded(dish.name)
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
    return words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)))
  })
  return [...new Set([...exact, ...byName])].slice(0, limit)
}
