import { describe, expect, it } from 'vitest'
import { menu } from '@/content/menu'
import {
  applyMenuFilter,
  matchesMenuFilter,
  menuItemSearchText,
  menuItemTags,
  normalizeSearchText,
} from './menu-search'

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
  const items = menu.flatMap((category) => category.items)
  const find = (query: string, tags: ('vegetarisch' | 'vegan' | 'scharf')[] = []) =>
    items
      .filter((item) =>
        matchesMenuFilter(menuItemSearchText(item), menuItemTags(item).join(' '), { query, tags }),
      )
      .map((item) => item.name)

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
    const vegetarian = find('', ['vegetarisch'])
    expect(vegetarian).toContain('Chana Masala')
    expect(vegetarian).toContain('Palak Paneer')
    expect(find('', ['vegan'])).not.toContain('Palak Paneer')
    expect(find('paneer', ['scharf'])).toEqual(
      expect.arrayContaining(['Matar Paneer', 'Paneer Tikka']),
    )
    expect(find('paneer', ['scharf'])).not.toContain('Palak Paneer')
  })
})

describe('applyMenuFilter', () => {
  const markup = `
    <nav data-jump-bar><a data-jump="a" href="#menu-a">A</a><a data-jump="b" href="#menu-b">B</a></nav>
    <section data-category="a">
      <li data-search="${normalizeSearchText('50 Butter Chicken Hähnchen')}" data-tags=""></li>
      <li data-search="${normalizeSearchText('44 Chana Masala vegan')}" data-tags="vegetarisch vegan scharf"></li>
    </section>
    <section data-category="b">
      <li data-search="${normalizeSearchText('80 Pizza Margherita vegetarisch')}" data-tags="vegetarisch"></li>
    </section>`

  it('marks what does not match, hides empty categories and their jump links, and counts', () => {
    const root = document.createElement('div')
    root.innerHTML = markup
    expect(applyMenuFilter(root, { query: 'hähnchen', tags: [] })).toEqual({ shown: 1, total: 3 })
    expect(root.querySelectorAll('[data-search]:not([data-off])')).toHaveLength(1)
    expect(root.querySelector('[data-category="b"]')?.hasAttribute('data-off')).toBe(true)
    expect(root.querySelector('[data-jump="b"]')?.hasAttribute('data-off')).toBe(true)
    expect(root.querySelector('[data-jump="a"]')?.hasAttribute('data-off')).toBe(false)

    expect(applyMenuFilter(root, { query: '', tags: ['vegetarisch'] })).toEqual({
      shown: 2,
      total: 3,
    })
    expect(applyMenuFilter(root, { query: 'sushi', tags: [] }).shown).toBe(0)
    expect(root.querySelector('[data-jump-bar]')?.hasAttribute('data-off')).toBe(true)
    expect(applyMenuFilter(root, { query: '', tags: [] }).shown).toBe(3)
    expect(root.querySelectorAll('[data-off]')).toHaveLength(0)
  })
})
