import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Language } from '@/schemas/fields'
import { inPage } from '@/testing/render-in-page'
import { loadSite } from '@/testing/site'
import { AddressCard } from './address-card'

const service = {
  name: 'Beispiel Reservierung GmbH',
  url: 'https://reservieren.example/namaste',
  privacyUrl: 'https://reservieren.example/datenschutz',
}

function card(language: Language, withService: boolean) {
  const { restaurant } = loadSite(language)
  const InPage = inPage(language)
  const root = document.createElement('div')
  root.innerHTML = renderToStaticMarkup(
    <InPage>
      <AddressCard
        restaurant={{ ...restaurant, reservationService: withService ? service : undefined }}
      />
    </InPage>,
  )
  return root
}

describe('the address card’s reservations', () => {
  it('link the reservation service in a new tab where the owner has one', () => {
    const link = [...card('de', true).querySelectorAll('a')].find((a) =>
      a.textContent?.startsWith('Tisch reservieren'),
    )
    expect(link?.getAttribute('href')).toBe(service.url)
    expect(link?.getAttribute('target')).toBe('_blank')
    expect(link?.getAttribute('rel')).toBe('noopener')
    expect(link?.textContent).toBe('Tisch reservieren (öffnet in neuem Tab)')
    expect(card('de', true).textContent).toContain(
      'Tische reservieren Sie telefonisch oder online.',
    )
    expect(card('en', true).textContent).toContain('Reserve a table (opens in a new tab)')
  })

  it('stay by phone without one', () => {
    expect(card('de', false).textContent).not.toContain('Tisch reservieren')
    expect(card('de', false).textContent).toContain('Tische reservieren Sie gern telefonisch.')
    expect(card('en', false).textContent).not.toContain('Reserve a table')
    expect(card('en', false).textContent).toContain('Call us to reserve a table.')
  })
})
