import { describe, expect, it } from 'vitest'
import { documentForPath } from '@/lib/routes'
import { renderDocument } from './render-document'

const assets = { style: { href: '/assets/styles.css' }, bootScript: '/assets/boot.js' }
const bootTag = '<script type="module" fetchpriority="low" crossorigin src="/assets/boot.js">'

describe('renderDocument', () => {
  it('writes the language, the head tags, the stylesheet, the markup and the boot script', () => {
    const page = renderDocument(
      {
        lang: 'de',
        html: '<h1>Hallo $&</h1>',
        head: '<title>T</title>',
        islands: ['order-modal'],
        webFont: true,
      },
      assets,
    )
    expect(page).toMatch(/^<!doctype html>\n<html lang="de">/)
    expect(page).toContain('<title>T</title>')
    expect(page).toContain('<div id="root"><h1>Hallo $&</h1></div>')
    // The boot script before the stylesheet, both in <head>.
    expect(page.indexOf(bootTag)).toBeGreaterThan(page.indexOf('<title>T</title>'))
    expect(page.indexOf(bootTag)).toBeLessThan(page.indexOf('<link rel="stylesheet"'))
    expect(page.indexOf('<link rel="stylesheet"')).toBeLessThan(page.indexOf('</head>'))
  })

  it('leaves every script out of a page without islands', () => {
    const page = renderDocument(
      { lang: 'de', html: '<h1>AGB</h1>', head: '', islands: [], webFont: false },
      assets,
    )
    expect(page).not.toContain('<script')
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/styles.css">')
  })

  it('inlines the stylesheet when given its rules', () => {
    const page = renderDocument(
      { lang: 'en', html: '', head: '', islands: [], webFont: true },
      { ...assets, style: { css: 'p{color:red}' } },
    )
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('<style>p{color:red}</style>')
    expect(page).not.toContain('stylesheet')
  })

  it('marks a page without the web font, so that its display face falls back (ADR 020)', () => {
    const page = (webFont: boolean) =>
      renderDocument({ lang: 'de', html: '', head: '', islands: [], webFont }, assets)
    expect(page(false)).toContain('<html lang="de" data-fonts="system">')
    expect(page(true)).toContain('<html lang="de">')
  })
})

describe('documentForPath (what the dev server renders for a request)', () => {
  it('finds pages with or without a trailing slash and sends the rest to the 404 page', () => {
    expect(documentForPath('/impressum/').page).toBe('impressum-page')
    expect(documentForPath('/agb').page).toBe('agb-page')
    expect(documentForPath('/').page).toBe('home-page')
    expect(documentForPath('/x/y').page).toBe('not-found-page')
  })

  it('answers in the language of the path', () => {
    expect(documentForPath('/en/menu/')).toMatchObject({ page: 'menu-page', language: 'en' })
    expect(documentForPath('/en/x/y')).toMatchObject({ page: 'not-found-page', language: 'en' })
    expect(documentForPath('/x/y').language).toBe('de')
  })
})
