import { describe, expect, it } from 'vitest'
import { flyerHeaderOf, flyerHeaderPath } from './flyer-header'

const page = (head: string, body: string) =>
  new DOMParser().parseFromString(
    `<!doctype html><html><head>${head}</head><body><div id="root">${body}</div></body></html>`,
    'text/html',
  )

const printStylesheet = '<link rel="stylesheet" href="/speisekarte/druck.css" media="print">'
const header = `<div data-flyer-header="">
  <h1>Speisekarte</h1>
  <section aria-labelledby="menu-contact"><h2 id="menu-contact">Kontakt</h2>
    <div data-island="share-link" data-when="idle"><button type="button">Link kopieren</button></div>
  </section>
</div>`

describe('flyerHeaderOf', () => {
  it('takes the menu page’s flyer header and print stylesheet, without islands, ids and labels', () => {
    const flyer = flyerHeaderOf(page(printStylesheet, `${header}<section id="gerichte"></section>`))
    const copy = new DOMParser().parseFromString(flyer ?? '', 'text/html')
    expect(copy.querySelector('link[rel="stylesheet"][media="print"]')?.getAttribute('href')).toBe(
      '/speisekarte/druck.css',
    )
    expect(copy.querySelector('h1')?.textContent).toBe('Speisekarte')
    expect(copy.querySelector('h2')?.textContent).toBe('Kontakt')
    expect(copy.querySelectorAll('[data-island], [id], [aria-labelledby]')).toHaveLength(0)
    expect(copy.body.textContent).not.toContain('Link kopieren')
    // The menu after the header stays where it is.
    expect(flyer).not.toContain('gerichte')
  })

  it('gives nothing for a page without the header or without the print stylesheet', () => {
    expect(flyerHeaderOf(page(printStylesheet, '<h1>Speisekarte</h1>'))).toBeUndefined()
    expect(flyerHeaderOf(page('<link rel="stylesheet" href="/a.css">', header))).toBeUndefined()
  })

  it('lives beside the menu page of its language', () => {
    expect(flyerHeaderPath('de')).toBe('/speisekarte/flyer-header.html')
    expect(flyerHeaderPath('en')).toBe('/en/menu/flyer-header.html')
  })
})
