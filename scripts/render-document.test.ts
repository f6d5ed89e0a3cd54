import { describe, expect, it } from 'vitest'
import { routes } from '../src/routes'
import { renderDocument, routeForPath } from './render-document'

const template =
  '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>'

describe('renderDocument', () => {
  it('puts the head tags and the page markup into the template, naming the page', () => {
    const home = routeForPath(routes, '/')
    const page = renderDocument(template, home, {
      html: '<h1>Hallo $&</h1>',
      head: '<title>T</title>',
    })
    expect(page).toBe(
      '<html><head><title>T</title></head><body><div id="root" data-page="home-page"><h1>Hallo $&</h1></div></body></html>',
    )
  })

  it('fails when the template has no #root placeholder', () => {
    expect(() => renderDocument('<html></html>', routes[0]!, { html: '', head: '' })).toThrow(
      /#root/,
    )
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
