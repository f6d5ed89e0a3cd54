import { describe, expect, it } from 'vitest'
import { menuFloorHtml, menuFloorPath, menuSlotSource, openerScript } from './menu-open-floor.ts'

const menu =
  '<dialog aria-labelledby="t" class="m-auto open:flex"><div><h2 id="t">Unsere Speisekarte</h2></div>' +
  '<div class="max-h-[80vh]"><dialog class="nested"></dialog><ol><li>1 Samosa</li></ol></div></dialog>'
const home =
  '<!doctype html><html lang="en"><head><link rel="preload" as="font" href="/f.woff2">' +
  '<link rel="stylesheet" crossorigin href="/assets/styles-1.css">' +
  '<script type="module" src="/assets/boot.js"></script></head><body><header>Site</header>' +
  '<div data-island="order-modal"><dialog class="order"></dialog></div>' +
  '<a href="#speisekarte" class="button" data-opens="menu-dialog">View the menu</a>' +
  `<div data-island="menu-dialog" data-when="idle" class="contents">${menu}</div><footer>Footer</footer></body></html>`

describe('the menu-open floor', () => {
  const floor = menuFloorHtml(home, '/bench-menu-floor/en/open.js')

  it('holds the home page’s menu dialog, its stylesheet and its opener, in its language', () => {
    expect(floor).toContain('<html lang="en">')
    expect(floor).toContain('<link rel="stylesheet" crossorigin href="/assets/styles-1.css">')
    expect(floor).toContain(
      '<a href="#speisekarte" class="button" data-opens="menu-dialog">View the menu</a>',
    )
    expect(floor).toContain(menu)
  })

  it('and nothing else of the page: no other dialog, island, preload or module script', () => {
    expect(floor).not.toMatch(/order|data-island|preload|type="module"|<header|<footer/)
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

  it('puts the dishes into the dialog where the home page fetches them from a file', () => {
    const fetching =
      '<!doctype html><html lang="de"><head><style>p{margin:0}</style>' +
      '<noscript data-deferred><link rel="stylesheet" href="/styles-rest.css"></noscript></head><body>' +
      '<a href="/speisekarte" data-opens="menu-dialog">Speisekarte ansehen</a>' +
      '<div data-island="menu-dialog" data-when="idle" data-slot="" data-slot-src="/speisekarte/menu-list.html" class="contents">' +
      '<dialog class="m-auto"><div><h2>Unsere Speisekarte</h2></div><div data-island-slot=""></div></dialog></div></body></html>'
    expect(menuSlotSource(fetching)).toBe('/speisekarte/menu-list.html')
    expect(menuSlotSource(home)).toBeUndefined()
    const page = menuFloorHtml(fetching, '/open.js', '<ol><li>1 Samosa</li></ol>')
    expect(page).toContain('<div data-island-slot=""><ol><li>1 Samosa</li></ol></div></dialog>')
    // The whole stylesheet: the inline rules and the rest, linked at once.
    expect(page).toContain('<style>p{margin:0}</style>')
    expect(page).toContain('<link rel="stylesheet" href="/styles-rest.css">')
    expect(page).not.toContain('noscript')
  })

  it('refuses a home page without the menu dialog', () => {
    expect(() => menuFloorHtml(home.replace('data-island="menu-dialog"', ''), '/x.js')).toThrow(
      /no menu dialog/,
    )
  })
})
