import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Language, Restaurant } from '@/schemas'
import { inPage } from '@/testing/render-in-page'
import { loadSite } from '@/testing/site'
import { deliverySummary } from '@/lib/delivery-terms'
import { OrderFacts } from './order-facts'

const { restaurant, delivery } = loadSite()

afterEach(cleanup)

/** The reusable-packaging notice the ordering page and the order modal show, or null. */
function notice(choice: Restaurant['reusablePackaging'], language: Language = 'de') {
  const { container } = render(
    <OrderFacts
      ordering={{ ...restaurant, reusablePackaging: choice }}
      delivery={deliverySummary(delivery, language)}
      deliveryTerms={{ href: '#liefergebiete' }}
      more={null}
    />,
    { wrapper: inPage(language) },
  )
  return container.querySelector('[data-reusable-packaging]')?.textContent ?? null
}

describe('OrderFacts: reusable packaging (§§ 33–34 VerpackG), where the law owes the notice', () => {
  it('offered: reusable packaging at no higher price, in both languages', () => {
    expect(notice('offered')).toMatch(
      /^Speisen und Getränke zum Mitnehmen .* Mehrwegverpackungen, nicht teurer als in Einwegverpackungen/,
    )
    expect(notice('offered', 'en')).toMatch(/reusable packaging on request, at no higher price/)
  })

  it('the small business’s exemption: the guest’s own containers', () => {
    expect(notice('own-containers')).toContain('in Ihre eigenen, mitgebrachten sauberen Behälter')
    expect(notice('own-containers', 'en')).toContain('clean containers you bring yourself')
  })

  it('none where no single-use plastic packaging is used, nor while the owner has not answered', () => {
    expect(notice('not-required')).toBeNull()
    expect(notice(undefined)).toBeNull()
  })
})

/** The facts as a guest reads them, each paragraph a line; the links as name → href. */
function facts(language: Language = 'de') {
  const { container } = render(
    <OrderFacts
      ordering={restaurant}
      delivery={deliverySummary(delivery, language)}
      deliveryTerms={{ href: '#liefergebiete' }}
      more={<a href="#hinweise">mehr</a>}
    />,
    { wrapper: inPage(language) },
  )
  return {
    lines: [...container.querySelectorAll('p')].map((p) => p.textContent),
    links: [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
  }
}

describe('OrderFacts: what a guest must see before ordering, short', () => {
  const euro = (cents: number) =>
    new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100)
  const lowest = (key: 'fee' | 'minimumOrder') =>
    euro(Math.min(...delivery.areas.map((area) => area[key])))

  it('in German: the delivery restriction with the lowest minimum order and fee, the payment methods, whom the contract is with under which terms', () => {
    expect(facts().lines).toEqual([
      `Lieferung in unsere Liefergebiete: Mindestbestellwert ab ${lowest('minimumOrder')}, Liefergebühr ab ${lowest('fee')}.`,
      'Bezahlen können Sie mit: Barzahlung, Girocard (EC-Karte), PayPal.',
      `Ihr Vertragspartner ist ${restaurant.legalName}; es gelten unsere AGB mit der Widerrufsbelehrung.`,
    ])
  })

  it('links the delivery areas, the terms, the withdrawal function, the way to the notes in full and the ordering page, in that order', () => {
    expect(facts().links).toEqual([
      ['Liefergebiete', '#liefergebiete'],
      ['AGB', '/agb'],
      ['Widerrufsbelehrung', '/agb#widerruf'],
      ['Vertrag widerrufen', '/widerruf'],
      ['mehr', '#hinweise'],
      ['Bestellseite in neuem Tab öffnen', restaurant.orderingUrl],
    ])
  })

  it('in English: the same, and that only the German terms bind', () => {
    const { lines } = facts('en')
    expect(lines[0]).toMatch(
      /^Delivery within our delivery areas: minimum order from €\d+\.\d\d, delivery fee from €\d+\.\d\d\.$/,
    )
    expect(lines[2]).toBe(
      `Your contract is with ${restaurant.legalName}; our terms and conditions (in German) apply, including the right of withdrawal.`,
    )
    expect(lines[3]).toBe(
      'The contract language is German; only the German terms and conditions are binding.',
    )
  })
})
