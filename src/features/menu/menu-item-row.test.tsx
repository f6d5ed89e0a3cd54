import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Language } from '@/schemas/fields'
import { inPage } from '@/testing/render-in-page'
import { loadSite } from '@/testing/site'
import { MenuItemRow } from './menu-item-row'

/** Butter Chicken's row off until Wednesday, 2 December, as a page built on `today` shows it. */
function row(today: string, language: Language = 'de') {
  const dish = loadSite(language).menu.flatMap((category) => category.items)
  const butterChicken = {
    ...dish.find((item) => item.number === '50')!,
    unavailableUntil: '2026-12-02',
  }
  const InPage = inPage(language)
  const root = document.createElement('ul')
  root.innerHTML = renderToStaticMarkup(
    <InPage>
      <MenuItemRow item={butterChicken} today={today} />
    </InPage>,
  )
  return root.querySelector('li')!
}

describe('a dish off for a few days', () => {
  it('stays on the menu greyed, saying so with the day it returns, in both languages', () => {
    expect(row('2026-12-02').hasAttribute('data-unavailable')).toBe(true)
    expect(row('2026-12-02').querySelector('[data-unavailable-note]')?.textContent).toBe(
      'Zurzeit nicht erhältlich – wieder ab Donnerstag, 3. Dezember',
    )
    expect(row('2026-11-28', 'en').querySelector('[data-unavailable-note]')?.textContent).toBe(
      'Currently unavailable – back on Thursday, December 3',
    )
    // The browser takes it back by this date (src/features/lunch/show-current-lunch.ts).
    expect(row('2026-12-02').getAttribute('data-unavailable-until')).toBe('2026-12-02')
  })

  it('is back to normal the day after, without a mark left', () => {
    const back = row('2026-12-03')
    expect(back.hasAttribute('data-unavailable')).toBe(false)
    expect(back.hasAttribute('data-unavailable-until')).toBe(false)
    expect(back.querySelector('[data-unavailable-note]')).toBeNull()
    expect(back.textContent).toContain('Butter Chicken')
  })
})

describe('a drink with a deposit', () => {
  /** The price cell of drink `number` as the menu page in `language` shows it. */
  function price(number: string, language: Language) {
    const drink = loadSite(language)
      .menu.flatMap((category) => category.items)
      .find((item) => item.number === number)!
    const InPage = inPage(language)
    const root = document.createElement('ul')
    root.innerHTML = renderToStaticMarkup(
      <InPage>
        <MenuItemRow item={drink} today="2026-12-03" />
      </InPage>,
    )
    return [...root.querySelectorAll('.menu-item-price > span')].map((span) => span.textContent)
  }

  it('says EINWEG or MEHRWEG beside the deposit (§ 32 VerpackG), in both languages', () => {
    // Coca-Cola in the 1-litre reusable bottle; Tonic Water in a can.
    expect(price('160', 'de')).toEqual(['zzgl. 0,15\u00a0€ Pfand', 'MEHRWEG'])
    expect(price('160', 'en')).toEqual(['plus €0.15 deposit', 'MEHRWEG (reusable)'])
    const tonic = loadSite('de')
      .menu.flatMap((category) => category.items)
      .find((item) => item.name.text === 'Tonic Water')!
    expect(price(tonic.number!, 'de')).toContain('EINWEG')
    expect(price(tonic.number!, 'en')).toContain('EINWEG (single-use)')
  })
})
