import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Language } from '@/schemas/fields'
import type { ImageAsset } from '@/lib/image-asset'
import { inPage } from '@/testing/render-in-page'
import { loadSite } from '@/testing/site'
import { SpecialtyCards } from './specialty-cards'

/*
 * The specialty cards are filled from the menu by dish number: a dish off for a few days keeps its
 * card, which says so, and a description without its English shows in German, marked. (The suites'
 * site has neither on a card: what the browser shows of them is tested on the menu's rows, in
 * tests/e2e/lunch.spec.ts and tests/e2e/english-optional.spec.ts.)
 */

const picture: ImageAsset = {
  alt: { text: 'Bild' },
  width: 800,
  height: 600,
  fallback: '/bild.jpg',
  sources: [],
}

/** The home page's cards as the build renders them on `today`, Butter Chicken (50) changed. */
function cards(
  language: Language,
  today: string,
  change: (item: ReturnType<typeof butterChicken>) => object,
) {
  const site = loadSite(language)
  const menu = site.menu.map((category) => ({
    ...category,
    items: category.items.map((item) =>
      item.number === '50' ? { ...item, ...change(item) } : item,
    ),
  }))
  const InPage = inPage(language)
  const root = document.createElement('div')
  root.innerHTML = renderToStaticMarkup(
    <InPage>
      <SpecialtyCards
        specialties={site.specialties}
        menu={menu}
        images={site.specialties.map(() => picture)}
        today={today}
      />
    </InPage>,
  )
  return root
}
const butterChicken = () =>
  loadSite('de')
    .menu.flatMap((category) => category.items)
    .find((item) => item.number === '50')!
const card = (root: HTMLElement, name = 'Butter Chicken') =>
  [...root.querySelectorAll<HTMLElement>('article')].find((article) =>
    article.querySelector('h3')?.textContent?.includes(name),
  )!
const shownNote = (article: HTMLElement) =>
  [...article.querySelectorAll<HTMLElement>('[data-unavailable-note]')]
    .filter((note) => !note.hidden)
    .map((note) => note.textContent)

describe('a specialty whose dish is off until Wednesday, 2 December', () => {
  const off = () => ({ unavailableUntil: '2026-12-02' })

  it('keeps its card, which says so with the day the dish is back', () => {
    const root = cards('de', '2026-11-30', off)
    expect(card(root).hasAttribute('data-unavailable')).toBe(true)
    expect(shownNote(card(root))).toEqual([
      'Zurzeit nicht erhältlich – wieder ab Donnerstag, 3. Dezember',
    ])
    // The other card is as always.
    expect(shownNote(card(root, 'Pizza Margherita'))).toEqual([])
  })

  it('carries the date for the browser, which takes the mark back the day after', () => {
    // The browser's correction reads these (src/features/lunch/show-current-lunch.ts, tested on
    // the menu's rows beside it).
    const article = card(cards('de', '2026-11-30', off))
    expect(article.getAttribute('data-unavailable-until')).toBe('2026-12-02')
    expect(article.querySelectorAll('[data-unavailable-note]')).toHaveLength(1)
  })

  it('is back to normal on a page built the day after, without a mark left', () => {
    const article = card(cards('de', '2026-12-03', off))
    expect(article.hasAttribute('data-unavailable')).toBe(false)
    expect(article.hasAttribute('data-unavailable-until')).toBe(false)
    expect(shownNote(article)).toEqual([])
    expect(article.textContent).toContain('Butter Chicken')
  })
})

describe('a specialty whose dish has no English description', () => {
  it('shows the German one on the English card, marked German; the German card and the name unmarked', () => {
    const german = butterChicken().description!
    const untranslated = () => ({ description: { text: german.text, lang: 'de' } })
    const english = card(cards('en', '2026-11-30', untranslated))
    const description = [...english.querySelectorAll('p')].find(
      (paragraph) => paragraph.textContent === german.text,
    )
    expect(description?.getAttribute('lang')).toBe('de')
    expect(english.querySelectorAll('[lang]')).toHaveLength(1)
    expect(card(cards('de', '2026-11-30', () => ({}))).querySelectorAll('[lang]')).toHaveLength(0)
  })
})
