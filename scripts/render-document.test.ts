import { describe, expect, it } from 'vitest'
import { routes } from '../src/routes'
import { renderDocument, routeForPath } from './render-document'

const template =
  '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div>\n<script type="module" crossorigin src="/assets/boot.js"></script></body></html>'

describe('renderDocument', () => {
  it('puts the head tags and the page markup into the template, with the script for islands', () => {
    const page = renderDocument(template, {
      html: '<h1>Hallo $&</h1>',
      head: '<title>T</title>',
      islands: ['order-modal'],
    })
    expect(page).toBe(
      '<html><head><title>T</title></head><body><div id="root"><h1>Hallo $&</h1></div>\n<script type="module" crossorigin src="/assets/boot.js"></script></body></html>',
    )
  })

  it('leaves the script out of a page without islands', () => {
    const page = renderDocument(template, {
      html: '<h1>AGB</h1>',
      head: '',
      islands: [],
    })
    expect(page).toBe('<html><head></head><body><div id="root"><h1>AGB</h1></div></body></html>')
  })

  it('fails when the template has no #root placeholder or no script', () => {
    const page = { html: '', head: '', islands: [] }
    expect(() => renderDocument('<html><script type="module"></script></html>', page)).toThrow(
      /#root/,
    )
    expect(() => renderDocument('<div id="root"><!--app-html--></div>', page)).toThrow(/script/)
  })
})

describe('routeForPath', () => {
  it('finds routes with or without a trailing slash and sends the rest to the 404 page', () => {
    expect(routeForPath(routes, '/impressum/').page).toBe('impressum-page')
    expect(routeForPath(routes, '/agb').page).toBe('agb-page')
    expect(routeForPath(routes, '/').page).toBe('home-page')
    expect(routeForPath(routes, '/x/y').page).toBe('not-found-page')
  })
})
