import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Language, Restaurant } from '@/schemas'
import { inPage } from '@/testing/render-in-page'
import { loadSite } from '@/testing/site'
import { LegalBody } from './legal-body'
import { legalDocument } from './legal-document'

/*
 * The accessibility statement (§ 14 BFSG with Anlage 3) as /barrierefreiheit and
 * /en/accessibility show it, for a business that is not a micro-enterprise: it names the market
 * surveillance authority with the address the data confirms, the restaurant's e-mail address for
 * reports of barriers, and says honestly whether the ordering service's provider has confirmed its
 * pages. Which sites have the page: src/lib/routes.test.ts.
 */

const { restaurant } = loadSite()

const authority = {
  address: [
    'c/o Ministerium für Arbeit, Soziales, Gesundheit und Gleichstellung Sachsen-Anhalt',
    'Postfach 39 11 55',
    '39135 Magdeburg',
  ],
  email: 'MLBF@ms.sachsen-anhalt.de',
}

/** The owner's data of a business that owes the statement, with the answers the gate asks for. */
const larger: Restaurant = {
  ...restaurant,
  accessibilityActSize: 'larger',
  marketSurveillanceAuthority: authority,
  orderingServiceConfirmed: [...(restaurant.orderingServiceConfirmed ?? []), 'accessibleCheckout'],
}

const names: Record<Language, string> = { de: 'barrierefreiheit', en: 'accessibility' }

function rendered(language: Language, data: Restaurant = larger): HTMLElement {
  const element = document.createElement('div')
  element.innerHTML = renderToStaticMarkup(
    createElement(
      inPage(language, 'accessibility-page', loadSite(language)),
      null,
      createElement(LegalBody, {
        document: legalDocument(names[language], language, data),
        updated: new Date('2026-11-24T10:00:00Z'),
      }),
    ),
  )
  return element
}

const textOf = (element: Element | null) =>
  (element?.textContent ?? '').replaceAll('\u00a0', ' ').replace(/\s+/g, ' ')

const section = (element: HTMLElement, id: string) => {
  const found = element.querySelector(`section[id="${id}"]`)
  expect(found, id).not.toBeNull()
  return found!
}

const mlbf =
  'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)'

describe('the accessibility statement', () => {
  it('names the market surveillance authority with the address and e-mail the data confirms', () => {
    for (const [language, id] of [
      ['de', 'marktueberwachung'],
      ['en', 'market-surveillance'],
    ] as const) {
      const authoritySection = section(rendered(language), id)
      const lines = [...authoritySection.querySelectorAll('p')].flatMap((paragraph) =>
        paragraph.innerHTML
          .split('<br>')
          .map((line) => textOf(Object.assign(document.createElement('p'), { innerHTML: line }))),
      )
      expect(lines, language).toEqual(
        expect.arrayContaining([mlbf, ...authority.address, expect.stringContaining('Magdeburg')]),
      )
      const mail = authoritySection.querySelector(`a[href="mailto:${authority.email}"]`)
      expect(textOf(mail), language).toBe(authority.email)
    }
  })

  it('takes reports of barriers at the restaurant’s e-mail address and phone', () => {
    for (const [language, id] of [
      ['de', 'kontakt'],
      ['en', 'contact'],
    ] as const) {
      const contact = section(rendered(language), id)
      expect(contact.querySelector(`a[href="mailto:${restaurant.email}"]`), language).not.toBeNull()
      expect(contact.querySelector('a[href^="tel:"]'), language).not.toBeNull()
    }
  })

  it('describes the service, how ordering works and the measures of WCAG 2.x AA and EN 301 549', () => {
    const text = textOf(rendered('de'))
    for (const part of [
      'Speisen und Getränke',
      'Speisekarte',
      'Mittagstisch',
      'Öffnungszeiten',
      restaurant.orderingProvider.name,
      'WCAG',
      'EN 301 549',
      'Tastatur',
      'Screenreader',
      'Kontrast',
      'Zoomfunktion',
      'keine Zeitlimits',
      '§ 14 BFSG',
    ]) {
      expect(text).toContain(part)
    }
  })

  it('says whether the ordering service’s provider has confirmed its pages, and promises nothing it has not', () => {
    const confirmed = textOf(section(rendered('de'), 'anforderungen'))
    expect(confirmed).toContain('Der Anbieter hat uns schriftlich bestätigt')
    const { orderingServiceConfirmed = [] } = restaurant
    const unconfirmed = textOf(
      section(
        rendered('de', {
          ...larger,
          orderingServiceConfirmed: orderingServiceConfirmed.filter(
            (key) => key !== 'accessibleCheckout',
          ),
        }),
        'anforderungen',
      ),
    )
    expect(unconfirmed).not.toContain('hat uns schriftlich bestätigt')
    expect(unconfirmed).toContain('liegt uns noch nicht vor')
    expect(textOf(section(rendered('en'), 'requirements'))).toContain(
      'The provider has confirmed to us in writing',
    )
  })

  it('marks the English page as a convenience translation of the binding German text', () => {
    const about = section(rendered('en'), 'about')
    expect(textOf(about)).toMatch(/convenience translation.*binding text/)
    const german = about.querySelector('a[href="/barrierefreiheit"]')
    expect(german?.getAttribute('hreflang')).toBe('de')
  })
})
