import { cleanup, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Language, Restaurant } from '@/schemas'
import { inPage } from '@/testing/render-in-page'
import { loadSite } from '@/testing/site'
import { OrderPrivacyNote } from './order-privacy-note'

const { restaurant } = loadSite()

function renderNote(role: Restaurant['orderingServiceRole'], language: Language = 'de') {
  render(<OrderPrivacyNote ordering={{ ...restaurant, orderingServiceRole: role }} />, {
    wrapper: inPage(language),
  })
  const link = screen.getByRole('link')
  return { text: link.closest('p')?.textContent, link }
}

describe('OrderPrivacyNote: whose privacy terms apply to an order, per the service’s role', () => {
  it('as processor: we are responsible, and our privacy policy’s section on it applies', () => {
    const { text, link } = renderNote('processor')
    expect(text).toBe(
      `Anbieter des Bestellservice: ${restaurant.orderingProvider.name}, ${restaurant.orderingProvider.address}. Der Bestelldienst speichert Warenkorb und Sitzung in seinem Fenster und verarbeitet Ihre Bestellung in unserem Auftrag; verantwortlich sind wir, mehr in unserer Datenschutzerklärung.`,
    )
    expect(link.getAttribute('href')).toBe('/datenschutz#bestellservice')
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it('as controller: the service is, and its own privacy notice applies', () => {
    const { text, link } = renderNote('controller')
    expect(text).toContain('in eigener Verantwortung; es gelten seine Datenschutzhinweise.')
    expect(link.getAttribute('href')).toBe(restaurant.orderingPrivacyUrl)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener')
  })

  it('in English: the English privacy policy, or the service’s notice', () => {
    const processor = renderNote('processor', 'en')
    expect(processor.text).toContain('on our behalf; we are responsible for your data')
    expect(processor.text).toMatch(
      new RegExp(`^The ordering service is provided by ${restaurant.orderingProvider.name}, `),
    )
    expect(processor.link.getAttribute('href')).toBe('/en/privacy#ordering-service')
    expect(processor.link.hasAttribute('hreflang')).toBe(false)
    cleanup()
    const controller = renderNote('controller', 'en')
    expect(controller.text).toContain('under its own responsibility; its privacy notice applies.')
    expect(controller.link.getAttribute('href')).toBe(restaurant.orderingPrivacyUrl)
  })
})
