import { describe, expect, it } from 'vitest'
import { routeForPage, routes } from '@/routes'
import faviconSvg from '../../public/favicon.svg?raw'
import { canonicalUrl, renderHead } from './page-head'
import { loadSite } from '@/content/load-site'
import { pageHeadText } from '@/content/pages'

const site = loadSite()
const { restaurant } = site

function headDocument(page: string): Document {
  const doc = document.implementation.createHTMLDocument('')
  doc.head.innerHTML = renderHead(routeForPage(page), site)
  return doc
}

const content = (doc: Document, selector: string) =>
  doc.querySelector(selector)?.getAttribute('content')

describe('renderHead', () => {
  for (const route of routes) {
    it(`${route.page}: title, description and the share card`, () => {
      const doc = headDocument(route.page)
      const text = pageHeadText(restaurant)[route.page]
      expect(doc.title).toBe(text.title)
      expect(content(doc, 'meta[name="description"]')).toBe(text.description)
      expect(content(doc, 'meta[property="og:title"]')).toBe(text.title)
      expect(content(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image')
      const card = route.page === 'menu-page' ? '/og-menu.png' : '/og-image.png'
      expect(content(doc, 'meta[property="og:image"]')).toBe(`${restaurant.siteUrl}${card}`)
      expect(content(doc, 'meta[property="og:image:width"]')).toBe('1200')
      expect(content(doc, 'meta[property="og:image:height"]')).toBe('630')
    })
  }

  it('gives indexable pages a canonical URL on the site URL and no robots tag', () => {
    const doc = headDocument('agb-page')
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${restaurant.siteUrl}/agb`,
    )
    expect(content(doc, 'meta[property="og:url"]')).toBe(`${restaurant.siteUrl}/agb`)
    expect(doc.querySelector('meta[name="robots"]')).toBeNull()
    expect(canonicalUrl(restaurant.siteUrl, '/')).toBe(`${restaurant.siteUrl}/`)
  })

  it('marks the 404 page noindex, without canonical or og:url', () => {
    const doc = headDocument('not-found-page')
    expect(content(doc, 'meta[name="robots"]')).toBe('noindex')
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull()
    expect(doc.querySelector('meta[property="og:url"]')).toBeNull()
  })

  it('puts the Restaurant JSON-LD on the home page only', () => {
    const home = headDocument('home-page').querySelectorAll('script[type="application/ld+json"]')
    expect(home).toHaveLength(1)
    expect(JSON.parse(home[0]!.textContent ?? '')['@type']).toBe('Restaurant')
    const legal = headDocument('impressum-page')
    expect(legal.querySelector('script[type="application/ld+json"]')).toBeNull()
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
