import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MenuItemRow } from '@/features/menu/menu-item-row'
import {
  type MenuFilter,
  applyMenuFilter,
  countDishes,
  dishSearchText,
  dishSelector,
  menuItemData,
  normalizeSearchText,
} from './menu-search-index'
import type { AllergenGroup, MenuItem, MenuTag } from '@/schemas'
import type { Language } from '@/schemas/fields'
import { loadSite } from '@/testing/site'
import { uiTexts } from '@/i18n'
import { inPage } from '@/testing/render-in-page'

const { menu } = loadSite()
const tagWords = uiTexts.de.islandText.menuDialog.filters

const items = menu.flatMap((category) => category.items)
const none: MenuFilter = { query: '', tags: [], allergens: [] }

/** Every dish as the build prerenders it on a page in `language`, in one category. */
function renderedMenu(language: Language = 'de', dishes: readonly MenuItem[] = items) {
  const InPage = inPage(language)
  const root = document.createElement('div')
  root.innerHTML = renderToStaticMarkup(
    <InPage>
      <section data-category="all">
        <ul>
          {dishes.map((item) => (
            <MenuItemRow key={item.number} item={item} today="2026-11-28" />
          ))}
        </ul>
      </section>
    </InPage>,
  )
  return root
}

describe('normalizeSearchText', () => {
  it('ignores case and folds umlauts and their ae/oe/ue spellings alike', () => {
    expect(normalizeSearchText('Hähnchen')).toBe('hahnchen')
    expect(normalizeSearchText('HAEHNCHEN')).toBe('hahnchen')
    expect(normalizeSearchText('hahnchen')).toBe('hahnchen')
    expect(normalizeSearchText('Käse-Naan')).toBe(normalizeSearchText('kaese naan'))
    expect(normalizeSearchText('Gemüse')).toBe(normalizeSearchText('gemuese'))
    expect(normalizeSearchText('Brötchen')).toBe(normalizeSearchText('broetchen'))
  })

  it('turns ß into ss, drops accents and collapses punctuation', () => {
    expect(normalizeSearchText('Tomatensoße')).toBe('tomatensosse')
    expect(normalizeSearchText('Rosé')).toBe('rose')
    expect(normalizeSearchText('  Ingwer-Knoblauch-Paste, ')).toBe('ingwer knoblauch paste')
  })
})

describe('matching dishes', () => {
  const root = renderedMenu()
  const rows = [...root.querySelectorAll(dishSelector)]
  const find = (query: string, tags: MenuTag[] = [], allergens: AllergenGroup[] = []) => {
    applyMenuFilter(root, { query, tags, allergens }, tagWords)
    return items
      .filter((_, index) => !rows[index]!.hasAttribute('data-off'))
      .map((item) => item.name.text)
  }

  const row = (name: string) => rows[items.findIndex((item) => item.name.text === name)]!

  it('reads each dish by its number, name, description, badges and tags, not its price or allergens', () => {
    expect(rows).toHaveLength(items.length)
    expect(dishSearchText(row('Gemüse-Samosa (2 Stück)'), tagWords)).toBe(
      normalizeSearchText(
        '1 Gemüse-Samosa (2 Stück) Knusprige Teigtaschen mit gewürzten Kartoffeln und Erbsen, dazu Minz-Chutney vegetarisch leicht scharf',
      ),
    )
    expect(find('4,90')).toEqual([])
    expect(find('Allergene')).toEqual([])
  })

  it('finds a dish by its spice badge, also where its description says nothing of heat', () => {
    const tikkaMasala = items.find((item) => item.name.text === 'Chicken Tikka Masala')!
    expect(tikkaMasala.spiceLevel).toBe(1)
    expect(tikkaMasala.description?.text).not.toMatch(/scharf/i)
    expect(dishSearchText(row('Chicken Tikka Masala'), tagWords)).toContain('leicht scharf')
    expect(find('leicht scharf')).toContain('Chicken Tikka Masala')

    const spicy = items.filter((item) => item.spiceLevel).map((item) => item.name.text)
    expect(find('scharf')).toEqual(spicy)
    expect(find('Scharf')).toEqual(find('', ['spicy']))
    expect(find('sehr scharf')).toEqual(
      items.filter((item) => item.spiceLevel === 3).map((item) => item.name.text),
    )
    expect(find('sehr scharf').length).toBeGreaterThan(0)
    expect(find('sehr scharf')).not.toContain('Chicken Madras')
  })

  it("finds vegan dishes by 'vegetarisch', as the vegetarian toggle does", () => {
    expect(items.find((item) => item.name.text === 'Chana Masala')?.diet).toBe('vegan')
    expect(row('Chana Masala').querySelector('.menu-badge-diet')?.textContent).toBe('vegan')
    expect(dishSearchText(row('Chana Masala'), tagWords)).toMatch(/\bvegan\b.*\bvegetarisch$/)
    expect(find('vegetarisch')).toContain('Chana Masala')
    expect(find('Vegetarisch')).toEqual(find('', ['vegetarian']))
    expect(find('vegan')).toEqual(find('', ['vegan']))
    expect(find('vegan')).not.toContain('Palak Paneer')
  })

  it("finds 'Hähnchen' dishes when the guest types 'hahnchen'", () => {
    const found = find('hahnchen')
    expect(found).toContain('Chicken Pakora')
    expect(found).toContain('Hähnchenschnitzel')
    expect(found).not.toContain('Pizza Margherita')
    expect(find('haehnchen')).toEqual(found)
  })

  it('needs every word of the query, in any order', () => {
    expect(find('tikka chicken pizza')).toEqual(['Pizza Chicken Tikka'])
    expect(find('margherita 80')).toEqual(['Pizza Margherita'])
  })

  it('counts vegan dishes as vegetarian and combines toggles with the search', () => {
    const vegetarian = find('', ['vegetarian'])
    expect(vegetarian).toContain('Chana Masala')
    expect(vegetarian).toContain('Palak Paneer')
    expect(find('', ['vegan'])).not.toContain('Palak Paneer')
    expect(find('paneer', ['spicy'])).toEqual(
      expect.arrayContaining(['Matar Paneer', 'Paneer Tikka']),
    )
    expect(find('paneer', ['spicy'])).not.toContain('Palak Paneer')
  })

  it('hides every dish that declares an excluded allergen, and only those', () => {
    const nutFree = find('', [], ['H', 'E'])
    const expected = items.filter(
      (item) =>
        !item.allergens?.some((code) => code.startsWith('H')) && !item.allergens?.includes('E'),
    )
    expect(nutFree).toEqual(expected.map((item) => item.name.text))
    expect(nutFree.length).toBeLessThan(items.length)
    expect(nutFree).not.toContain('Kashmiri-Naan')
    expect(nutFree).not.toContain('Chicken Korma')
    expect(nutFree).toContain('Butter Chicken')
    // Dishes without any declared allergen stay.
    expect(nutFree).toContain('Chana Masala')
    expect(find('', [], ['G'])).not.toContain('Pizza Margherita')
    expect(find('', [], ['G'])).toContain('Pizza Vegana')
  })

  it('combines the allergen filter with the diet toggles and the search', () => {
    expect(find('paneer', ['vegetarian'], ['H'])).toEqual(
      expect.arrayContaining(['Palak Paneer', 'Matar Paneer', 'Paneer Tikka']),
    )
    expect(find('paneer', ['vegetarian'], ['H'])).not.toContain('Paneer Butter Masala')
    expect(find('pizza', ['vegetarian'], ['G'])).toEqual(['Pizza Vegana'])
    expect(find('pizza', [], ['A'])).toEqual([])
  })
})

describe('matching dishes on the English pages', () => {
  const englishItems = loadSite('en').menu.flatMap((category) => category.items)
  const englishTagWords = uiTexts.en.islandText.menuDialog.filters
  const root = renderedMenu('en', englishItems)
  const rows = [...root.querySelectorAll(dishSelector)]
  /** The numbers of the dishes the English search and toggles leave shown. */
  const find = (query: string, tags: MenuTag[] = []) => {
    applyMenuFilter(root, { query, tags, allergens: [] }, englishTagWords)
    return englishItems
      .filter((_, index) => !rows[index]!.hasAttribute('data-off'))
      .map((item) => item.number)
  }
  /** The numbers of the dishes whose German name or description says `word`. */
  const germanSaying = (word: RegExp) =>
    items
      .filter((item) => word.test(item.name.text) || word.test(item.description?.text ?? ''))
      .map((item) => item.number)

  it('finds the dishes with spinach by the English word', () => {
    const spinach = germanSaying(/spinat/i)
    expect(spinach.length).toBeGreaterThan(1)
    expect(find('spinach')).toEqual(expect.arrayContaining(spinach))
    expect(find('Spinach')).toEqual(find('spinach'))
    expect(find('spinat')).toEqual([])
  })

  it('finds the lamb dishes by the English word', () => {
    const lamb = items.filter((item) => /^Lamm-/.test(item.name.text)).map((item) => item.number)
    expect(lamb.length).toBeGreaterThan(3)
    expect(find('lamb')).toEqual(expect.arrayContaining(lamb))
    expect(find('lamb')).not.toEqual(expect.arrayContaining(germanSaying(/Pizza/)))
  })

  it("finds vegetarian and vegan dishes by 'vegetarian', as the vegetarian toggle does", () => {
    const vegetarian = englishItems.filter((item) => item.diet).map((item) => item.number)
    const vegan = englishItems.filter((item) => item.diet === 'vegan').map((item) => item.number)
    expect(vegan.length).toBeGreaterThan(0)
    expect(find('', ['vegetarian'])).toEqual(vegetarian)
    expect(find('vegetarian')).toEqual(vegetarian)
    expect(find('Vegetarian')).toEqual(vegetarian)
    expect(find('vegan')).toEqual(vegan)
    expect(find('vegetarisch')).toEqual([])
  })

  it('finds dishes by their English spice badges', () => {
    const verySpicy = englishItems
      .filter((item) => item.spiceLevel === 3)
      .map((item) => item.number)
    expect(verySpicy.length).toBeGreaterThan(0)
    expect(find('very spicy')).toEqual(verySpicy)
    expect(find('spicy')).toEqual(find('', ['spicy']))
  })
})

describe('menuItemData', () => {
  it('writes the allergen letters of a dish, or nothing when it declares none', () => {
    const data = (name: string) =>
      menuItemData(items.find((item) => item.name.text === name)!).allergens
    expect(data('Kashmiri-Naan')).toBe('A C G H L')
    // No attribute at all on a dish without allergens: the filter reads it as none.
    expect(data('Chana Masala')).toBeUndefined()
    const row = [...renderedMenu().querySelectorAll(dishSelector)].find((candidate) =>
      candidate.textContent?.includes('Chana Masala'),
    )
    expect(row?.hasAttribute('data-allergens')).toBe(false)
  })
})

describe('applyMenuFilter', () => {
  const dish = (number: string, name: string, tags: string, allergens: string) =>
    `<li data-tags="${tags}" data-allergens="${allergens}"><span class="menu-item-number">${number}</span>` +
    `<div class="menu-item-body"><p>${name}</p></div></li>`
  const markup = `
    <nav data-jump-bar><a data-jump="a" href="#menu-a">A</a><a data-jump="b" href="#menu-b">B</a></nav>
    <section data-category="a">
      ${dish('50', 'Butter Chicken Hähnchen', '', 'G')}
      ${dish('44', 'Chana Masala', 'vegetarian vegan spicy', '')}
    </section>
    <section data-category="b">
      ${dish('80', 'Pizza Margherita', 'vegetarian', 'A G')}
    </section>`

  it('marks what does not match, hides empty categories and their jump links, and counts', () => {
    const root = document.createElement('div')
    root.innerHTML = markup
    expect(applyMenuFilter(root, { ...none, query: 'hähnchen' }, tagWords)).toEqual({
      shown: 1,
      total: 3,
    })
    expect(root.querySelectorAll(`${dishSelector}:not([data-off])`)).toHaveLength(1)
    expect(root.querySelector('[data-category="b"]')?.hasAttribute('data-off')).toBe(true)
    expect(root.querySelector('[data-jump="b"]')?.hasAttribute('data-off')).toBe(true)
    expect(root.querySelector('[data-jump="a"]')?.hasAttribute('data-off')).toBe(false)

    expect(applyMenuFilter(root, { ...none, tags: ['vegetarian'] }, tagWords)).toEqual({
      shown: 2,
      total: 3,
    })
    expect(applyMenuFilter(root, { ...none, query: 'sushi' }, tagWords).shown).toBe(0)
    expect(root.querySelector('[data-jump-bar]')?.hasAttribute('data-off')).toBe(true)
    expect(applyMenuFilter(root, none, tagWords).shown).toBe(3)
    expect(root.querySelectorAll('[data-off]')).toHaveLength(0)
  })

  it('narrows the shown Mittagstisch week like any section, counting its matches only while filtering', () => {
    const root = document.createElement('div')
    const week = (from: string, hidden: boolean, dishes: string) =>
      `<a data-jump="mittagstisch-${from}" href="#menu-mittagstisch-${from}"${hidden ? ' hidden' : ''}>Mittagstisch</a>` +
      `<section data-category="mittagstisch-${from}" data-lunch-week=""${hidden ? ' hidden' : ''}>${dishes}</section>`
    root.innerHTML =
      week(
        '2026-11-30',
        false,
        dish('', 'Aloo Gobi', 'vegetarian vegan', '') + dish('', 'Lamm-Curry', '', ''),
      ) +
      week('2026-12-07', true, dish('', 'Dal Makhani', 'vegetarian', 'G')) +
      markup
    const [shownWeek, laterWeek] = root.querySelectorAll<HTMLElement>('[data-lunch-week]')
    const off = (selector: string) => root.querySelector(selector)?.hasAttribute('data-off')
    expect(countDishes(root)).toBe(3)
    // The menu's total stays the menu's: „Alle 3“, not 6, without a filter.
    expect(applyMenuFilter(root, none, tagWords)).toEqual({ shown: 3, total: 3 })

    expect(applyMenuFilter(root, { ...none, tags: ['vegetarian'] }, tagWords)).toEqual({
      shown: 3,
      total: 3,
    })
    expect(shownWeek!.hasAttribute('data-off')).toBe(false)
    expect(off('[data-jump="mittagstisch-2026-11-30"]')).toBe(false)
    const visibleInWeek = [...shownWeek!.querySelectorAll(`${dishSelector}:not([data-off])`)]
    expect(visibleInWeek.map((row) => row.textContent)).toEqual(['Aloo Gobi'])
    // A week the page does not show is not counted, and stays hidden.
    expect(laterWeek!.hidden).toBe(true)

    expect(applyMenuFilter(root, { ...none, query: 'lamm' }, tagWords).shown).toBe(1)
    expect(off('[data-category="a"]')).toBe(true)
    expect(shownWeek!.hasAttribute('data-off')).toBe(false)

    // No match in the week: it steps aside with its jump link.
    expect(applyMenuFilter(root, { ...none, query: 'pizza' }, tagWords).shown).toBe(1)
    expect(shownWeek!.hasAttribute('data-off')).toBe(true)
    expect(off('[data-jump="mittagstisch-2026-11-30"]')).toBe(true)

    // A match only in a hidden week: nothing shown, the jump bar goes with the list.
    expect(applyMenuFilter(root, { ...none, query: 'dal' }, tagWords).shown).toBe(0)
    expect(off('[data-jump-bar]')).toBe(true)

    expect(applyMenuFilter(root, { ...none, query: '  ' }, tagWords).shown).toBe(3)
    expect(root.querySelectorAll('[data-off]')).toHaveLength(0)
  })

  it('hides the dishes with an excluded allergen, and a category left without dishes', () => {
    const root = document.createElement('div')
    root.innerHTML = markup
    expect(applyMenuFilter(root, { ...none, allergens: ['A'] }, tagWords)).toEqual({
      shown: 2,
      total: 3,
    })
    expect(root.querySelector('[data-category="b"]')?.hasAttribute('data-off')).toBe(true)
    expect(applyMenuFilter(root, { ...none, allergens: ['G'] }, tagWords)).toEqual({
      shown: 1,
      total: 3,
    })
    expect(root.querySelector('[data-allergens=""]')?.hasAttribute('data-off')).toBe(false)
  })
})
