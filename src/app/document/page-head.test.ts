import { describe, expect, it } from 'vitest'
import type { Language } from '@/schemas/fields'
import { uiTexts } from '@/i18n'
import { type PageDocument, type PageName, documentOf, siteDocuments } from '@/lib/routes'
import faviconSvg from '../../../public/favicon.svg?raw'
import { canonicalUrl, renderHead } from './page-head'
import { loadSite } from '@/testing/site'

const { restaurant } = loadSite()
const { siteUrl } = restaurant
/** Every page a site can have: a business's that owes the accessibility statement. */
const documents = siteDocuments({ accessibilityActSize: 'larger' })

/** The head's tags, parsed inert (a template's content): nothing in it loads. */
function headOf(document: PageDocument): DocumentFragment {
  const template = window.document.createElement('template')
  template.innerHTML = renderHead(
    document,
    loadSite(document.language),
    new Date('2026-11-28T10:00:00Z'),
  )
  return template.content
}

function headDocument(page: PageName, language: Language = 'de'): DocumentFragment {
  return headOf(documentOf(page, language))
}

const content = (doc: DocumentFragment, selector: string) =>
  doc.querySelector(selector)?.getAttribute('content')

const alternateLinks = (doc: DocumentFragment) =>
  [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ])

const jsonLd = (doc: DocumentFragment) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  )

/** The pages that exist in both languages, and their hreflang links. */
const twins: Partial<Record<PageName, [string, string][]>> = {
  'home-page': [
    ['de', `${siteUrl}/`],
    ['en', `${siteUrl}/en/`],
    ['x-default', `${siteUrl}/`],
  ],
  'menu-page': [
    ['de', `${siteUrl}/speisekarte`],
    ['en', `${siteUrl}/en/menu`],
    ['x-default', `${siteUrl}/speisekarte`],
  ],
  'lunch-page': [
    ['de', `${siteUrl}/mittagstisch`],
    ['en', `${siteUrl}/en/lunch`],
    ['x-default', `${siteUrl}/mittagstisch`],
  ],
  'order-page': [
    ['de', `${siteUrl}/bestellen`],
    ['en', `${siteUrl}/en/order`],
    ['x-default', `${siteUrl}/bestellen`],
  ],
  'datenschutz-page': [
    ['de', `${siteUrl}/datenschutz`],
    ['en', `${siteUrl}/en/privacy`],
    ['x-default', `${siteUrl}/datenschutz`],
  ],
  'accessibility-page': [
    ['de', `${siteUrl}/barrierefreiheit`],
    ['en', `${siteUrl}/en/accessibility`],
    ['x-default', `${siteUrl}/barrierefreiheit`],
  ],
  'withdrawal-page': [
    ['de', `${siteUrl}/widerruf`],
    ['en', `${siteUrl}/en/withdrawal`],
    ['x-default', `${siteUrl}/widerruf`],
  ],
}

describe('renderHead', () => {
  it('preloads no font and links no manifest: both come after the first paint (ADR 029)', () => {
    for (const document of documents) {
      const head = headOf(document)
      expect(head.querySelectorAll('link[rel="preload"][as="font"]')).toHaveLength(0)
      expect(head.querySelectorAll('link[rel="manifest"]')).toHaveLength(0)
    }
  })

  it('has a head for every page in each language it exists in', () => {
    expect(documents.map((document) => `${document.language} ${document.page}`)).toEqual(
      expect.arrayContaining([
        'de home-page',
        'en home-page',
        'de menu-page',
        'en menu-page',
        'de not-found-page',
        'en not-found-page',
        'de agb-page',
      ]),
    )
  })

  for (const document of documents) {
    const name = `${document.page} (${document.language})`

    it(`${name}: title, description and the share card in its language`, () => {
      const doc = headOf(document)
      const text = uiTexts[document.language].pageHeadText(restaurant)[document.page]
      expect(doc.querySelector('title')?.textContent).toBe(text.title)
      expect(content(doc, 'meta[name="description"]')).toBe(text.description)
      expect(content(doc, 'meta[property="og:title"]')).toBe(text.title)
      expect(content(doc, 'meta[property="og:description"]')).toBe(text.description)
      expect(content(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image')
      const folder = document.language === 'en' ? '/en' : ''
      const card = document.page === 'menu-page' ? '/og-menu.png' : '/og-image.png'
      expect(content(doc, 'meta[property="og:image"]')).toBe(`${siteUrl}${folder}${card}`)
      // Not repeated for X, which falls back to the Open Graph tags.
      expect(doc.querySelector('meta[name="twitter:image"], meta[name="twitter:title"]')).toBeNull()
      expect(content(doc, 'meta[property="og:image:width"]')).toBe('1200')
      expect(content(doc, 'meta[property="og:image:height"]')).toBe('630')
    })

    it(`${name}: og:locale, and the other language's where the page has a twin`, () => {
      const doc = headOf(document)
      const locales = { de: 'de_DE', en: 'en_US' }
      expect(content(doc, 'meta[property="og:locale"]')).toBe(locales[document.language])
      const alternateLocales = [...doc.querySelectorAll('meta[property="og:locale:alternate"]')]
      const other = document.language === 'de' ? 'en' : 'de'
      expect(alternateLocales.map((meta) => meta.getAttribute('content'))).toEqual(
        twins[document.page] ? [locales[other]] : [],
      )
    })

    it(`${name}: hreflang alternates exactly where the page has a twin`, () => {
      expect(alternateLinks(headOf(document))).toEqual(twins[document.page] ?? [])
    })

    if (document.path === null) {
      it(`${name}: noindex, without canonical, og:url or alternates`, () => {
        const doc = headOf(document)
        expect(content(doc, 'meta[name="robots"]')).toBe('noindex')
        expect(doc.querySelector('link[rel="canonical"]')).toBeNull()
        expect(doc.querySelector('meta[property="og:url"]')).toBeNull()
      })
    }
  }

  it('gives indexable pages a canonical URL on the site URL and no robots tag', () => {
    const doc = headDocument('agb-page')
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${siteUrl}/agb`)
    expect(content(doc, 'meta[property="og:url"]')).toBe(`${siteUrl}/agb`)
    expect(doc.querySelector('meta[name="robots"]')).toBeNull()
    expect(canonicalUrl(siteUrl, '/')).toBe(`${siteUrl}/`)
  })

  it('gives the English pages their own canonical URL under /en/', () => {
    for (const [page, path] of [
      ['home-page', '/en/'],
      ['menu-page', '/en/menu'],
    ] as const) {
      const doc = headDocument(page, 'en')
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${siteUrl}${path}`,
      )
      expect(content(doc, 'meta[property="og:url"]')).toBe(`${siteUrl}${path}`)
      expect(doc.querySelector('meta[name="robots"]')).toBeNull()
    }
  })

  it('marks the 404 pages noindex, without canonical or og:url', () => {
    for (const language of ['de', 'en'] as const) {
      const doc = headDocument('not-found-page', language)
      expect(content(doc, 'meta[name="robots"]')).toBe('noindex')
      expect(doc.querySelector('link[rel="canonical"]')).toBeNull()
      expect(doc.querySelector('meta[property="og:url"]')).toBeNull()
    }
  })

  it('puts the Restaurant JSON-LD on the home page only', () => {
    const home = jsonLd(headDocument('home-page'))
    expect(home).toHaveLength(1)
    expect(home[0]?.['@type']).toBe('Restaurant')
    const legal = headDocument('impressum-page')
    expect(legal.querySelector('script[type="application/ld+json"]')).toBeNull()
  })

  it('describes the restaurant in English on /en/: its language, its URL and its menu', () => {
    const [german] = jsonLd(headDocument('home-page'))
    const [english] = jsonLd(headDocument('home-page', 'en'))
    expect(english?.['@type']).toBe('Restaurant')
    expect(english?.inLanguage).toBe('en')
    expect(english?.url).toBe(`${siteUrl}/en/`)
    expect(english?.hasMenu).toBe(`${siteUrl}/en/menu`)
    expect(english?.description).toBe(loadSite('en').home.hero.tagline.text)
    // One restaurant in both languages.
    expect(english?.['@id']).toBe(german?.['@id'])
    expect(german?.inLanguage).toBe('de')
    expect(german?.url).toBe(`${siteUrl}/`)
    expect(german?.hasMenu).toBe(`${siteUrl}/speisekarte`)
    const full = headDocument('home-page', 'en')
      .querySelector('script[type="application/ld+json"]')
      ?.getAttribute('data-full-src')
    expect(full).toBe('/en/restaurant.json')
  })

  it('gives the English menu page an English Menu and its own print stylesheet', () => {
    const doc = headDocument('menu-page', 'en')
    const [menu] = jsonLd(doc)
    expect(menu?.['@type']).toBe('Menu')
    expect(menu?.inLanguage).toBe('en')
    expect(menu?.url).toBe(`${siteUrl}/en/menu`)
    const print = doc.querySelector('link[rel="stylesheet"][media="print"]')?.getAttribute('href')
    const germanPrint = headDocument('menu-page')
      .querySelector('link[rel="stylesheet"][media="print"]')
      ?.getAttribute('href')
    expect(print).toBeDefined()
    expect(print).not.toBe(germanPrint)
  })

  it('inlines the SVG favicon as a data: URL that decodes to public/favicon.svg', () => {
    const href = headDocument('home-page')
      .querySelector('link[rel="icon"][type="image/svg+xml"]')
      ?.getAttribute('href')
    expect(href).toMatch(/^data:image\/svg\+xml,/)
    const encoded = href?.slice('data:image/svg+xml,'.length) ?? ''
    // Nothing a URL cannot hold raw: no quote, #, <, > or whitespace.
    expect(encoded).not.toMatch(/["#<>\s]/)
    expect(decodeURIComponent(encoded)).toBe(faviconSvg.trim().replaceAll('"', "'"))
  })
})
