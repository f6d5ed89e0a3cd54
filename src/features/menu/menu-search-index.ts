import type { AllergenGroup, Dish, MenuTag } from '@/schemas'

/*
 * Search and filters over the prerendered menu. The build writes each dish's tags and allergen
 * letters into data attributes (menuItemData); the search reads the dish's own text and its tags
 * (dishSearchText). In the browser applyMenuFilter only flips `data-off` on those elements, so the
 * menu data never ships as JavaScript, nor a second copy of its words in the HTML.
 */

/**
 * Folds text for matching: lower case, umlauts and their spellings ä/ae → a, ö/oe → o, ü/ue → u,
 * ß → ss, other accents dropped, punctuation to single spaces. Query and menu text go through the
 * same function, so 'hahnchen', 'haehnchen' and 'Hähnchen' all meet as 'hahnchen'.
 */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([aou])e/g, '$1')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** A dish row of the prerendered menu (MenuItemRow): every row carries `data-tags`. */
export const dishSelector = '[data-tags]'

/**
 * The parts of a dish row it is found by: number, name, description and its diet and spice
 * badges ('vegan', 'sehr scharf').
 */
const searchablePartsSelector =
  '.menu-item-number, .menu-item-body > p:first-child, .menu-item-description, .menu-badge-diet, .menu-badge-spice'

const searchTextCache = new WeakMap<Element, string>()

/** The word a visitor types for each filter tag, in the page's language ('vegetarisch'). */
export type MenuTagWords = Readonly<Record<MenuTag, string>>

/**
 * The normalised text a dish row is found by, read from the row once: its searchable parts, then
 * the words of its filter tags (`data-tags`) its badges do not already say. So a vegan dish, whose
 * only badge reads 'vegan', is found as 'vegetarisch' too, as the vegetarian toggle finds it.
 */
export function dishSearchText(row: Element, tagWords: MenuTagWords): string {
  let text = searchTextCache.get(row)
  if (text === undefined) {
    const parts = [...row.querySelectorAll(searchablePartsSelector)].map((part) => part.textContent)
    text = normalizeSearchText(parts.join(' '))
    const words = new Set(text.split(' '))
    const tags = (row.getAttribute('data-tags') ?? '').split(' ') as MenuTag[]
    for (const tag of tags) {
      const word = tag && normalizeSearchText(tagWords[tag])
      if (word && !words.has(word)) text += ` ${word}`
    }
    searchTextCache.set(row, text)
  }
  return text
}

/** Filter tags of a dish; a vegan dish is vegetarian too. */
export function menuItemTags(item: Dish): MenuTag[] {
  const tags: MenuTag[] = []
  if (item.diet) tags.push('vegetarian')
  if (item.diet === 'vegan') tags.push('vegan')
  if (item.spiceLevel) tags.push('spicy')
  return tags
}

/**
 * A dish as the filter sees it: its search text, and the `data-tags` and `data-allergens`
 * attributes of its prerendered element (space-separated lists), which the browser hands over as
 * `dataset`. `data-allergens` holds the allergens' letters (A for A1 Weizen): the filter hides
 * all glutenhaltiges Getreide, or all Schalenfrüchte, at once.
 */
export interface MenuItemData {
  search?: string | undefined
  tags?: string | undefined
  allergens?: string | undefined
}

/** The data attributes the build writes on a dish (`data-tags` on every one: dishSelector). */
export function menuItemData(item: Dish) {
  return {
    tags: menuItemTags(item).join(' '),
    allergens: [...new Set(item.allergens?.map((code) => code.charAt(0)))].join(' ') || undefined,
  }
}

export interface MenuFilter {
  query: string
  /** Show only dishes with every one of these tags. */
  tags: readonly MenuTag[]
  /** Hide dishes that declare any of these allergens. */
  allergens: readonly AllergenGroup[]
}

/**
 * True when the dish has every selected tag, declares none of the excluded allergens and contains
 * every word of the query.
 */
export function matchesMenuFilter(item: MenuItemData, filter: MenuFilter) {
  const words = normalizeSearchText(filter.query).split(' ').filter(Boolean)
  const tags = item.tags?.split(' ') ?? []
  const allergens = item.allergens?.split(' ') ?? []
  const searchText = item.search ?? ''
  return (
    filter.tags.every((tag) => tags.includes(tag)) &&
    !filter.allergens.some((code) => allergens.includes(code)) &&
    words.every((word) => searchText.includes(word))
  )
}

/**
 * The menu's own categories. A section shown on some days only (the Mittagstisch's weeks, which
 * carry `data-lunch-week`) leads the list but is not the menu: the total is the menu's, so the
 * prerendered „Alle 143 Gerichte“ stays true on a page built days ago (ADR 034). Search and
 * filters narrow a week's dishes like any other section's, and a filtered count includes the
 * matches of the week the page shows (a `hidden` week is not the visitor's).
 */
export const menuSections = '[data-category]:not([data-lunch-week])'

/** How many dishes of the menu the list holds, counted in the page (not the Mittagstisch's). */
export function countDishes(root: ParentNode): number {
  return root.querySelectorAll(`${menuSections} ${dishSelector}`).length
}

/**
 * Marks non-matching dishes, categories without a match and their jump links (the whole jump bar
 * when nothing matches) with `data-off`, which CSS hides on screen but never in print. Returns how
 * many dishes are shown (the menu's, and while filtering the shown week's) and the menu's total.
 */
export function applyMenuFilter(root: ParentNode, filter: MenuFilter, tagWords: MenuTagWords) {
  let shown = 0
  let total = 0
  const filtering =
    normalizeSearchText(filter.query) !== '' || filter.tags.length + filter.allergens.length > 0
  for (const category of root.querySelectorAll<HTMLElement>('[data-category]')) {
    const dayOnly = category.hasAttribute('data-lunch-week')
    let inCategory = 0
    for (const item of category.querySelectorAll<HTMLElement>(dishSelector)) {
      const match = matchesMenuFilter(
        { ...item.dataset, search: dishSearchText(item, tagWords) },
        filter,
      )
      item.toggleAttribute('data-off', !match)
      if (match) inCategory++
      if (!dayOnly) total++
    }
    category.toggleAttribute('data-off', inCategory === 0)
    root
      .querySelector(`[data-jump="${category.dataset.category}"]`)
      ?.toggleAttribute('data-off', inCategory === 0)
    if (!dayOnly || (filtering && !category.hidden)) shown += inCategory
  }
  root.querySelector('[data-jump-bar]')?.toggleAttribute('data-off', shown === 0)
  return { shown, total }
}
