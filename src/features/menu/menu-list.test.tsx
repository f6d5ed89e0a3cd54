import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Language } from '@/schemas/fields'
import { inPage } from '@/testing/render-in-page'
import { MenuList } from './menu-list'
import { loadSite } from '@/testing/site'

const { menu } = loadSite()

/** The whole menu as the build prerenders it on a page in `language`, parsed back into elements. */
function renderedMenu(language: Language = 'de'): HTMLElement {
  const InPage = inPage(language)
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    <InPage>
      <MenuList menu={loadSite(language).menu} today="2026-11-28" />
    </InPage>,
  )
  return container
}

const items = menu.flatMap((category) => category.items)
const container = renderedMenu()
const rows = new Map(
  [...container.querySelectorAll('li[data-tags]')].map((row) => [
    row.querySelector('.menu-item-number')?.textContent,
    row,
  ]),
)
/** What a row shows under its price as the price per litre, or null. */
const unitPriceOf = (number: string) =>
  rows.get(number)?.querySelector('.menu-item-price .menu-item-unit-price')?.textContent ?? null

describe('the menu shows the price per litre (PAngV § 4)', () => {
  it('renders every dish and drink once', () => {
    expect(rows.size).toBe(items.length)
  })

  it('beside the price of every drink between 0.2 and 1.5 l that is not exactly one litre', () => {
    const drinks = items.filter(
      (item) =>
        item.volumeLitres !== undefined &&
        item.volumeLitres >= 0.2 &&
        item.volumeLitres <= 1.5 &&
        item.volumeLitres !== 1,
    )
    expect(drinks.length).toBeGreaterThan(10)
    for (const drink of drinks) {
      const shown = unitPriceOf(drink.number)
      const [, euros, cents] = /^1\u00a0l = (\d+),(\d\d)\u00a0€$/.exec(shown ?? '') ?? []
      expect(euros, `${drink.number} ${drink.name}: ${shown}`).toBeDefined()
      // Computed from this drink's own price and volume: a litre costs price / volume.
      const perLitre = Number(euros) * 100 + Number(cents)
      expect(Math.abs(perLitre - drink.priceCents / drink.volumeLitres!)).toBeLessThanOrEqual(0.5)
    }
  })

  it('shows the Pils at 3,20 € for 0,33 l as 9,70 € per litre, a wine of 0,7 l at 31,29 €', () => {
    const pils = items.find((item) => item.name.text === 'Pils')!
    expect([pils.priceCents, pils.volumeLitres]).toEqual([320, 0.33])
    expect(unitPriceOf(pils.number)).toBe('1\u00a0l = 9,70\u00a0€')
    const wine = items.find((item) => item.volumeLitres === 0.7 && item.priceCents === 2190)!
    expect(unitPriceOf(wine.number)).toBe('1\u00a0l = 31,29\u00a0€')
  })

  it('not for a drink of exactly one litre, nor for a dish without a volume', () => {
    const litres = items.filter((item) => item.volumeLitres === 1)
    expect(litres.length).toBeGreaterThan(0)
    for (const item of litres) expect(unitPriceOf(item.number), item.name.text).toBeNull()
    const dishes = items.filter((item) => item.volumeLitres === undefined)
    for (const item of dishes) expect(unitPriceOf(item.number), item.name.text).toBeNull()
  })
})

describe('the English menu', () => {
  const english = renderedMenu('en')
  const row = (number: string) =>
    [...english.querySelectorAll('li[data-tags]')].find(
      (candidate) => candidate.querySelector('.menu-item-number')?.textContent === number,
    )

  it('writes prices, volumes and prices per litre as American readers do', () => {
    const pils = items.find((item) => item.name.text === 'Pils')!
    const price = row(pils.number)?.querySelector('.menu-item-price')
    expect(price?.firstChild?.textContent).toBe('€3.20')
    expect(price?.querySelector('.menu-item-unit-price')?.textContent).toBe('1\u00a0l = €9.70')
    expect(row(pils.number)?.querySelector('.menu-item-volume')?.textContent).toBe('0.33\u00a0l')
  })
})
