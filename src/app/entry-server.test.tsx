import { describe, expect, expectTypeOf, it } from 'vitest'
import type { Language } from '@/schemas/fields'
import type { LegalDates } from '@/features/legal/legal-document'
import { loadSites } from '@/testing/site'
import { documentOf } from '@/lib/routes'
import { render } from './entry-server'
import type { PageProps } from './pages/page-props'

/*
 * A page's language has one carrier from the render down: its document. The render takes the
 * owner's data in that language, and a page cannot read the language from the data (issue 43).
 */

const legalDates: LegalDates = { de: {}, en: {} }

describe('the language of a rendered page', () => {
  it('is its document’s: the page shows the data of that language', () => {
    const loaded = loadSites()
    const sites = {
      de: loaded.de,
      en: { ...loaded.en, restaurant: { ...loaded.en.restaurant, name: 'Namaste in English' } },
    }
    const page = (language: Language) =>
      render(documentOf('home-page', language), sites, new Date(), legalDates)
    expect(page('en').lang).toBe('en')
    expect(page('en').html).toContain('Namaste in English')
    expect(page('de').lang).toBe('de')
    expect(page('de').html).not.toContain('Namaste in English')
  })

  it('reaches a page in one place, typed: the document carries it, the data does not', () => {
    expectTypeOf<PageProps['document']['language']>().toEqualTypeOf<Language>()
    expectTypeOf<PageProps['site']>().not.toHaveProperty('language')
  })
})

describe('the logo’s drawn word on a rendered page', () => {
  const sites = loadSites()
  const html = (page: 'home-page' | 'menu-page') =>
    render(documentOf(page, 'de'), sites, new Date(), legalDates).html

  it('is inline on the home pages, whose photo must not wait behind its file (ADR 050)', () => {
    const home = html('home-page')
    expect(home.match(/<path id="wordmark"/g)).toHaveLength(1)
    expect(home).toContain('<use href="#wordmark">')
    expect(home).not.toMatch(/\/assets\/wordmark-/)
  })

  it('is the one shared file on every other page', () => {
    expect(html('menu-page').match(/<use href="\/assets\/wordmark-[\w-]+\.svg#w">/g)).toHaveLength(
      2,
    )
  })
})
