import { describe, expect, it } from 'vitest'
import { documentForPath } from '@/lib/routes'
import { renderDocument } from './render-document'

const assets = {
  stylesheet: '/assets/styles.css',
  bootScript: '/assets/boot.js',
  bootLoader: 'load(document.currentScript)',
}
const loader = '<script data-boot="/assets/boot.js">load(document.currentScript)</script>'
const withIslands = { lang: 'de', html: '<h1>Hallo $&</h1>', head: '<title>T</title>' }

describe('renderDocument', () => {
  it('writes the language, the head tags, the stylesheet, the markup and the boot script', () => {
    const page = renderDocument({ ...withIslands, islands: ['order-modal'] }, assets)
    expect(page).toMatch(/^<!doctype html>\n<html lang="de">/)
    expect(page).toContain('<title>T</title>')
    expect(page).toContain('<div id="root"><h1>Hallo $&</h1></div>')
    expect(page.indexOf('<link rel="stylesheet" href="/assets/styles.css">')).toBeLessThan(
      page.indexOf('</head>'),
    )
    // The loader that imports the boot script after the first paint, at the end of the body.
    expect(page.indexOf(loader)).toBeGreaterThan(page.indexOf('<div id="root">'))
    expect(page).not.toContain('<script type="module"')
  })

  it('leaves every script out of a page without islands', () => {
    const page = renderDocument({ lang: 'de', html: '<h1>AGB</h1>', head: '', islands: [] }, assets)
    expect(page).not.toContain('<script')
    expect(page).toContain('<link rel="stylesheet" href="/assets/styles.css">')
  })

  it('inlines the rules of a page without islands, and links nothing', () => {
    const page = renderDocument(
      { lang: 'en', html: '', head: '', islands: [] },
      { ...assets, inline: { css: 'p{color:red}' } },
    )
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('<style>p{color:red}</style>')
    expect(page).not.toContain('stylesheet')
  })

  it('inlines the first frame’s rules of a page with islands; the rest of the stylesheet comes after', () => {
    const page = renderDocument(
      { ...withIslands, islands: ['menu-dialog'] },
      { ...assets, inline: { css: 'p{color:red}', rest: '/styles-rest.css' } },
    )
    expect(page).toContain('<style>p{color:red}</style>')
    expect(page).toContain(
      '<noscript data-deferred><link rel="stylesheet" href="/styles-rest.css"></noscript>',
    )
    expect(page.match(/<link rel="stylesheet"/g)).toHaveLength(1)
    expect(page).toContain(loader)
  })
})

describe('renderDocument: the first screen read whole before the first frame', () => {
  const mark = '<span id="first-screen-end" hidden=""></span>'
  const expectLink = '<link rel="expect" href="#first-screen-end" blocking="render">'

  it('holds the first frame until the parser has reached the mark after the first screen', () => {
    const page = renderDocument(
      { ...withIslands, html: `<main><h1>Hallo</h1></main>${mark}<footer></footer>`, islands: [] },
      { ...assets, inline: { css: 'p{color:red}' } },
    )
    // In the head, where only it blocks rendering, and before the rules, which take the time.
    expect(page.indexOf(expectLink)).toBeGreaterThan(-1)
    expect(page.indexOf(expectLink)).toBeLessThan(page.indexOf('<style>'))
  })

  it('holds nothing on a page without the mark, whose parser would otherwise block it to the end', () => {
    const page = renderDocument({ ...withIslands, islands: [] }, assets)
    expect(page).not.toContain('rel="expect"')
  })
})

describe('documentForPath (what the dev server renders for a request)', () => {
  const micro = { accessibilityActSize: 'micro-enterprise' } as const

  it('finds pages with or without a trailing slash and sends the rest to the 404 page', () => {
    expect(documentForPath('/impressum/', micro).page).toBe('impressum-page')
    expect(documentForPath('/agb', micro).page).toBe('agb-page')
    expect(documentForPath('/', micro).page).toBe('home-page')
    expect(documentForPath('/x/y', micro).page).toBe('not-found-page')
  })

  it('answers in the language of the path', () => {
    expect(documentForPath('/en/menu/', micro)).toMatchObject({ page: 'menu-page', language: 'en' })
    expect(documentForPath('/en/x/y', micro)).toMatchObject({
      page: 'not-found-page',
      language: 'en',
    })
    expect(documentForPath('/x/y', micro).language).toBe('de')
  })
})
