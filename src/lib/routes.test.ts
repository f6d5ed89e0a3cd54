import { describe, expect, it } from 'vitest'
import {
  type PageName,
  alternates,
  documentForPath,
  documentOf,
  fileOf,
  href,
  indexedDocuments,
  isInLanguage,
  languageOfPath,
  languagesOf,
  legalRoutes,
  link,
  owesAccessibilityStatement,
  routeForPage,
  type SiteFacts,
  siteDocuments,
} from './routes'

/** A micro-enterprise's site (no accessibility statement) and a larger business's. */
const micro = { accessibilityActSize: 'micro-enterprise' } as const
const larger = { accessibilityActSize: 'larger' } as const
const documents = siteDocuments(micro)

const fileOfDocument = (page: string, language: string) =>
  documents.find((document) => document.page === page && document.language === language)?.file

describe('href', () => {
  it('links each page in the reader’s language', () => {
    expect(href('home-page', 'de')).toBe('/')
    expect(href('home-page', 'en')).toBe('/en/')
    expect(href('menu-page', 'de')).toBe('/speisekarte')
    expect(href('menu-page', 'en')).toBe('/en/menu')
  })

  it('falls back to the German page where there is no English one (Impressum, AGB)', () => {
    expect(href('agb-page', 'en')).toBe('/agb')
    expect(href('impressum-page', 'en')).toBe('/impressum')
    expect(href('datenschutz-page', 'en')).toBe('/en/privacy')
    expect(isInLanguage('datenschutz-page', 'en')).toBe(true)
    expect(href('table-tent-page', 'en')).toBe('/speisekarte/aufsteller')
    expect(isInLanguage('agb-page', 'en')).toBe(false)
    expect(isInLanguage('agb-page', 'de')).toBe(true)
    expect(isInLanguage('menu-page', 'en')).toBe(true)
  })

  it('appends a fragment', () => {
    expect(href('agb-page', 'de', 'widerruf')).toBe('/agb#widerruf')
    expect(href('agb-page', 'en', 'widerruf')).toBe('/agb#widerruf')
    expect(href('home-page', 'en', 'menu')).toBe('/en/#menu')
    expect(href('home-page', 'de', 'speisekarte')).toBe('/#speisekarte')
  })

  it('refuses the not-found page, which has no address of its own', () => {
    expect(() => href('not-found-page', 'de')).toThrow(/has no path/)
  })
})

describe('link', () => {
  it('marks a link to a page in another language with hrefLang, and only that', () => {
    expect(link('agb-page', 'en', 'widerruf')).toEqual({ href: '/agb#widerruf', hrefLang: 'de' })
    expect(link('impressum-page', 'en')).toEqual({ href: '/impressum', hrefLang: 'de' })
    expect(link('datenschutz-page', 'en', 'openstreetmap')).toEqual({
      href: '/en/privacy#openstreetmap',
    })
    expect(link('agb-page', 'de')).toEqual({ href: '/agb' })
    expect(link('menu-page', 'en')).toEqual({ href: '/en/menu' })
  })
})

describe('alternates', () => {
  it('pairs the German and English home and menu pages, German as x-default', () => {
    expect(alternates(routeForPage('home-page'))).toEqual([
      { hreflang: 'de', path: '/' },
      { hreflang: 'en', path: '/en/' },
      { hreflang: 'x-default', path: '/' },
    ])
    expect(alternates(routeForPage('menu-page'))).toEqual([
      { hreflang: 'de', path: '/speisekarte' },
      { hreflang: 'en', path: '/en/menu' },
      { hreflang: 'x-default', path: '/speisekarte' },
    ])
  })

  it('pairs the German privacy policy with its English translation', () => {
    expect(alternates(routeForPage('datenschutz-page'))).toEqual([
      { hreflang: 'de', path: '/datenschutz' },
      { hreflang: 'en', path: '/en/privacy' },
      { hreflang: 'x-default', path: '/datenschutz' },
    ])
  })

  it('count only the languages a route gives a path, German first', () => {
    expect(languagesOf(routeForPage('menu-page'))).toEqual(['de', 'en'])
    expect(languagesOf(routeForPage('agb-page'))).toEqual(['de'])
    const untranslated = {
      page: 'menu-page',
      paths: { de: '/speisekarte', en: undefined },
    } as const
    expect(languagesOf(untranslated)).toEqual(['de'])
    expect(alternates(untranslated)).toEqual([])
  })

  it('has none for a page in one language, a noindex page or the 404 page', () => {
    const inOneLanguage = ['impressum-page', 'agb-page']
    for (const route of legalRoutes(larger).filter((legal) => inOneLanguage.includes(legal.page))) {
      expect(alternates(route), route.page).toEqual([])
    }
    expect(alternates(routeForPage('table-tent-page'))).toEqual([])
    expect(alternates(routeForPage('not-found-page'))).toEqual([])
  })
})

describe('documents', () => {
  it('derive their files from their paths', () => {
    expect(fileOf('/')).toBe('index.html')
    expect(fileOf('/en/')).toBe('en/index.html')
    expect(fileOf('/en/menu')).toBe('en/menu/index.html')
    expect(fileOf('/speisekarte/aufsteller')).toBe('speisekarte/aufsteller/index.html')
    expect(fileOf('/', true)).toBe('404.html')
    expect(fileOf('/en/', true)).toBe('en/404.html')
  })

  it('are every page in each of its languages, each with its own file', () => {
    expect(fileOfDocument('home-page', 'de')).toBe('index.html')
    expect(fileOfDocument('home-page', 'en')).toBe('en/index.html')
    expect(fileOfDocument('menu-page', 'de')).toBe('speisekarte/index.html')
    expect(fileOfDocument('menu-page', 'en')).toBe('en/menu/index.html')
    expect(fileOfDocument('not-found-page', 'de')).toBe('404.html')
    expect(fileOfDocument('not-found-page', 'en')).toBe('en/404.html')
    expect(fileOfDocument('agb-page', 'en')).toBeUndefined()
    const files = documents.map((document) => document.file)
    expect(new Set(files).size).toBe(files.length)
  })

  it('are found by page and language, a page this site may lack included; a missing one is named', () => {
    expect(documentOf('accessibility-page', 'en')).toMatchObject({
      path: '/en/accessibility',
      file: 'en/accessibility/index.html',
    })
    expect(documentOf('not-found-page', 'en')).toMatchObject({ path: null, file: 'en/404.html' })
    expect(() => documentOf('agb-page', 'en')).toThrow('No page "agb-page" in "en"')
    expect(() => routeForPage('gallery-page' as PageName)).toThrow(
      'No route for page "gallery-page"',
    )
  })

  it('give the 404 pages no path, and keep them and noindex pages out of the index', () => {
    const notFound = documents.filter((document) => document.page === 'not-found-page')
    expect(notFound.map((document) => [document.language, document.path])).toEqual([
      ['de', null],
      ['en', null],
    ])
    expect(indexedDocuments(micro).map((document) => document.path)).toEqual([
      '/',
      '/en/',
      '/speisekarte',
      '/en/menu',
      '/mittagstisch',
      '/en/lunch',
      '/bestellen',
      '/en/order',
      '/impressum',
      '/datenschutz',
      '/en/privacy',
      '/agb',
      '/widerruf',
      '/en/withdrawal',
    ])
  })
})

describe('the accessibility statement (BFSG)', () => {
  it('is a page, in the sitemap with its English twin and in the legal links, only for a business that is not a micro-enterprise', () => {
    const statement = ['/barrierefreiheit', '/en/accessibility']
    const paths = (facts: SiteFacts) =>
      siteDocuments(facts).flatMap(({ path }) => (path === null ? [] : [path]))
    expect(paths(larger)).toEqual(expect.arrayContaining(statement))
    expect(indexedDocuments(larger).map(({ path }) => path)).toEqual(
      expect.arrayContaining(statement),
    )
    expect(legalRoutes(larger).map(({ page }) => page)).toEqual([
      'impressum-page',
      'datenschutz-page',
      'agb-page',
      'accessibility-page',
    ])
    expect(alternates(routeForPage('accessibility-page'))).toEqual([
      { hreflang: 'de', path: '/barrierefreiheit' },
      { hreflang: 'en', path: '/en/accessibility' },
      { hreflang: 'x-default', path: '/barrierefreiheit' },
    ])
    for (const facts of [micro, { accessibilityActSize: undefined }]) {
      expect(paths(facts)).not.toEqual(expect.arrayContaining([statement[0]]))
      expect(paths(facts)).not.toEqual(expect.arrayContaining([statement[1]]))
      expect(legalRoutes(facts).map(({ page }) => page)).not.toContain('accessibility-page')
      expect(documentForPath('/barrierefreiheit', facts).page).toBe('not-found-page')
      expect(documentForPath('/en/accessibility', facts)).toMatchObject({
        page: 'not-found-page',
        language: 'en',
      })
    }
    expect(documentForPath('/en/accessibility/', larger)).toMatchObject({
      page: 'accessibility-page',
      language: 'en',
    })
    expect(owesAccessibilityStatement(larger)).toBe(true)
    expect(owesAccessibilityStatement(micro)).toBe(false)
    // Everything else is the same on both sites.
    expect(siteDocuments(larger).filter(({ page }) => page !== 'accessibility-page')).toEqual(
      siteDocuments(micro),
    )
  })
})

describe('documentForPath', () => {
  const at = (path: string) => {
    const { page, language } = documentForPath(path, micro)
    return `${language} ${page}`
  }

  it('finds German pages with or without a trailing slash', () => {
    expect(at('/')).toBe('de home-page')
    expect(at('/impressum/')).toBe('de impressum-page')
    expect(at('/impressum//')).toBe('de impressum-page')
    expect(at('/agb')).toBe('de agb-page')
    expect(at('/speisekarte')).toBe('de menu-page')
  })

  it('finds English pages with or without a trailing slash', () => {
    expect(at('/en')).toBe('en home-page')
    expect(at('/en/')).toBe('en home-page')
    expect(at('/en/menu')).toBe('en menu-page')
    expect(at('/en/menu/')).toBe('en menu-page')
  })

  it('answers unknown paths with the 404 page of their language', () => {
    expect(at('/x')).toBe('de not-found-page')
    expect(at('/x/y')).toBe('de not-found-page')
    expect(at('/en/x')).toBe('en not-found-page')
    expect(at('/en/agb')).toBe('en not-found-page')
    expect(at('/english')).toBe('de not-found-page')
  })
})

describe('languageOfPath', () => {
  it('reads /en and everything under /en/ as English, the rest as German', () => {
    expect(languageOfPath('/en')).toBe('en')
    expect(languageOfPath('/en/menu')).toBe('en')
    expect(languageOfPath('/')).toBe('de')
    expect(languageOfPath('/english')).toBe('de')
  })
})
