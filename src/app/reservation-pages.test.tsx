import { describe, expect, it } from 'vitest'
import type { LegalDates } from '@/features/legal/legal-document'
import type { Language } from '@/schemas/fields'
import type { Sites } from '@/schemas/site'
import type { PageName } from '@/lib/routes'
import { documentOf } from '@/lib/routes'
import { loadSites } from '@/testing/site'
import { render } from './entry-server'

/*
 * „Tisch reservieren“ on the home page and the Mittagstisch page, in both languages, only where the
 * owner names a reservation service (content/restaurant.yaml), which content/ does not: the
 * suites' site has one (tests/site/suite-content.ts), whose links tests/e2e/lunch.spec.ts follows.
 * The Datenschutzerklärung's section on it: src/features/legal/legal-content.test.ts.
 */

const legalDates: LegalDates = { de: {}, en: {} }
const service = {
  name: 'Beispiel Reservierung GmbH',
  url: 'https://reservieren.example/namaste',
  privacyUrl: 'https://reservieren.example/datenschutz',
}
const linkText: Record<Language, string> = { de: 'Tisch reservieren', en: 'Reserve a table' }
const pages: PageName[] = ['home-page', 'lunch-page']

function withService(sites: Sites): Sites {
  const add = (language: Language) => ({
    ...sites[language],
    restaurant: { ...sites[language].restaurant, reservationService: service },
  })
  return { de: add('de'), en: add('en') }
}

/** The reservation links of a page as the build renders it. */
function reservationLinks(page: PageName, language: Language, sites: Sites) {
  const root = document.createElement('div')
  root.innerHTML = render(documentOf(page, language), sites, new Date(), legalDates).html
  return [...root.querySelectorAll('a')].filter((link) =>
    link.textContent?.startsWith(linkText[language]),
  )
}

describe('„Tisch reservieren“', () => {
  const sites = loadSites()

  it.each(pages.flatMap((page) => (['de', 'en'] as const).map((language) => [page, language])))(
    'is not on %s (%s) without a reservation service',
    (page, language) => {
      expect(sites.de.restaurant.reservationService).toBeUndefined()
      expect(reservationLinks(page as PageName, language as Language, sites)).toEqual([])
    },
  )

  it.each(pages.flatMap((page) => (['de', 'en'] as const).map((language) => [page, language])))(
    'on %s (%s) with one opens it in a new tab',
    (page, language) => {
      const links = reservationLinks(page as PageName, language as Language, withService(sites))
      expect(links.length).toBeGreaterThan(0)
      for (const link of links) {
        expect(link.getAttribute('href')).toBe(service.url)
        expect(link.getAttribute('target')).toBe('_blank')
      }
    },
  )
})
