import { describe, expect, it } from 'vitest'
import {
  categoryRule,
  menuFloorHtml,
  menuFloorPath,
  menuSlotSource,
  openerScript,
} from './menu-open-floor.ts'

const list =
  '<nav data-jump-bar="true">…</nav><section data-category="vorspeisen"><h3>Vorspeisen</h3></section>'
const home =
  '<!doctype html><html lang="en"><head><style>p{margin:0}</style>' +
  '<noscript data-deferred><link rel="stylesheet" href="/styles-rest.css"></noscript>' +
  '<link rel="preload" as="image" href="/hero.avif"></head><body><header>Site</header>' +
  '<div data-island="order-modal"><dialog class="order"></dialog></div>' +
  '<a href="/en/menu" class="button" data-opens="menu-dialog">View the menu</a>' +
  '<div data-island="menu-dialog" data-when="intent" data-slot="" data-slot-src="/en/menu/menu-list.html" class="contents">' +
  '<dialog class="m-auto open:flex"><div><h2>Our menu</h2><button>Close</button></div>' +
  '<div data-island-slot=""></div></dialog></div><footer>Footer</footer>' +
  '<script data-boot="/assets/boot.js">load()</script></body></html>'

describe('the menu-open floor', () => {
  const floor = menuFloorHtml(home, '/bench-menu-floor/en/open.js', list)

  it('holds the home page’s dish list in a bare dialog, with its stylesheet and its opener, in its language', () => {
    expect(floor).toContain('<html lang="en">')
    expect(floor).toContain(`<dialog>${list}</dialog>`)
    expect(floor).toContain(
      '<a href="/en/menu" class="button" data-opens="menu-dialog">View the menu</a>',
    )
    // The whole stylesheet: the inline rules and the rest, linked at once.
    expect(floor).toContain('<style>p{margin:0}</style>')
    expect(floor).toContain('<link rel="stylesheet" href="/styles-rest.css">')
    expect(floor).not.toContain('noscript')
  })

  it('lays out each category only as it comes near, as the site’s menu does', () => {
    expect(floor).toContain(`<style>${categoryRule}</style>`)
    expect(categoryRule).toContain('content-visibility:auto')
  })

  it('and nothing else of the page: not its dialog, no other island, preload or script', () => {
    expect(floor).not.toMatch(/order|data-island|Our menu|preload|data-boot|<header|<footer/)
    expect(floor.match(/<script/g)).toHaveLength(1)
    expect(floor).toContain('<script src="/bench-menu-floor/en/open.js"></script>')
  })

  it('opens the dialog as a native modal in one line of script', () => {
    expect(openerScript.trim().split('\n')).toHaveLength(1)
    expect(openerScript).toContain('.showModal()')
  })

  it('sits beside each home page', () => {
    expect(menuFloorPath('/')).toBe('/bench-menu-floor/')
    expect(menuFloorPath('/en/')).toBe('/bench-menu-floor/en/')
  })

  it('reads where the home page fetches its dishes from', () => {
    expect(menuSlotSource(home)).toBe('/en/menu/menu-list.html')
  })

  it('refuses a home page without the menu dialog or its opener', () => {
    expect(() => menuSlotSource(home.replace('data-island="menu-dialog"', ''))).toThrow(
      /no menu dialog/,
    )
    expect(() => menuFloorHtml(home.replace('data-opens', 'data-x'), '/x.js', list)).toThrow(
      /no menu opener/,
    )
  })
})
