import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { holdEarlyClicks, intent, scroll, visible } from './islands'

/** hydrate.ts's hydrate, as the early clicks call it; each mode's test passes its own. */
const hydrateHeld = vi.hoisted(() => vi.fn<(island: HTMLElement) => Promise<void>>())
vi.mock('../hydrate', () => ({ hydrate: hydrateHeld }))

/** The home page's menu dialog island, closed, and a link that opens it. */
function page() {
  document.body.innerHTML =
    '<a href="/speisekarte" data-opens="menu-dialog">Speisekarte</a>' +
    '<div data-island="menu-dialog" class="contents"><dialog><div id="speisekarte"></div></dialog></div>' +
    '<div data-island="order-modal" class="contents"><dialog></dialog></div>'
  const island = document.querySelector<HTMLElement>('[data-island="menu-dialog"]')!
  return { island, opener: document.querySelector('a')! }
}

afterEach(() => {
  window.history.replaceState(null, '', window.location.pathname)
  vi.unstubAllGlobals()
})

describe('intent', () => {
  it('hydrates once the pointer comes over a link that opens the island, once', () => {
    const { island, opener } = page()
    const hydrate = vi.fn()
    intent(island, hydrate)
    expect(hydrate).not.toHaveBeenCalled()
    opener.dispatchEvent(new Event('pointerover', { bubbles: true }))
    opener.dispatchEvent(new Event('touchstart', { bubbles: true }))
    opener.dispatchEvent(new Event('focusin', { bubbles: true }))
    expect(hydrate).toHaveBeenCalledTimes(1)
  })

  it('hydrates on a touch or on focus in the island itself', () => {
    const { island } = page()
    const touched = vi.fn()
    intent(island, touched)
    island.querySelector('#speisekarte')!.dispatchEvent(new Event('touchstart', { bubbles: true }))
    expect(touched).toHaveBeenCalledTimes(1)
    const other = document.querySelector<HTMLElement>('[data-island="order-modal"]')!
    const focused = vi.fn()
    intent(other, focused)
    other.querySelector('dialog')!.dispatchEvent(new Event('focusin', { bubbles: true }))
    expect(focused).toHaveBeenCalledTimes(1)
  })

  it('leaves an island alone when the visitor goes to another one', () => {
    const { opener } = page()
    const other = vi.fn()
    intent(document.querySelector<HTMLElement>('[data-island="order-modal"]')!, other)
    opener.dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(other).not.toHaveBeenCalled()
  })

  it('hydrates at once when the address names something in the island, and when it comes to', () => {
    window.history.replaceState(null, '', '#speisekarte')
    const { island } = page()
    const atOnce = vi.fn()
    intent(island, atOnce)
    expect(atOnce).toHaveBeenCalledTimes(1)

    window.history.replaceState(null, '', window.location.pathname)
    const later = vi.fn()
    intent(page().island, later)
    expect(later).not.toHaveBeenCalled()
    window.history.replaceState(null, '', '#speisekarte')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(later).toHaveBeenCalledTimes(1)
  })

  it('takes an address it cannot read for one that names nothing', () => {
    window.history.replaceState(null, '', '#%E0%A4%A')
    const hydrate = vi.fn()
    intent(page().island, hydrate)
    expect(hydrate).not.toHaveBeenCalled()
  })
})

describe('scroll', () => {
  it('hydrates on the first scroll, once', () => {
    vi.stubGlobal('scrollY', 0)
    const hydrate = vi.fn()
    scroll(page().island, hydrate)
    expect(hydrate).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('scroll'))
    window.dispatchEvent(new Event('scroll'))
    expect(hydrate).toHaveBeenCalledTimes(1)
  })

  it('hydrates at once on a page opened scrolled', () => {
    vi.stubGlobal('scrollY', 900)
    const hydrate = vi.fn()
    scroll(page().island, hydrate)
    expect(hydrate).toHaveBeenCalledTimes(1)
  })
})

describe('visible', () => {
  it('watches the island’s children, 300 px ahead, and hydrates once one comes near', () => {
    const observed: Element[] = []
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined
    const options: IntersectionObserverInit[] = []
    const disconnect = vi.fn()
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report, init: IntersectionObserverInit) {
          report = callback
          options.push(init)
        }
        observe = (element: Element) => observed.push(element)
        disconnect = disconnect
      },
    )
    const { island } = page()
    const hydrate = vi.fn()
    visible(island, hydrate)
    expect(observed).toEqual([island.querySelector('dialog')])
    expect(options[0]?.rootMargin).toBe('300px')
    report([{ isIntersecting: false }])
    expect(hydrate).not.toHaveBeenCalled()
    report([{ isIntersecting: true }])
    expect(hydrate).toHaveBeenCalledTimes(1)
    expect(disconnect).toHaveBeenCalled()
  })
})

// Test files share the worker's document: the listener leaves with this file.
afterAll(holdEarlyClicks())

/** The map's island before hydration: a button React listens to on the island's root. */
function mapIsland() {
  document.body.innerHTML =
    '<div data-island="osm-map" class="contents"><button type="button">Karte laden</button>' +
    '<a href="/datenschutz#karte">Datenschutz</a></div>'
  const island = document.querySelector<HTMLElement>('[data-island]')!
  const clicks = vi.fn()
  island.addEventListener('click', (event) => clicks((event.target as Element).localName))
  return { island, clicks }
}

describe('holdEarlyClicks', () => {
  it('holds a click on a button before the island has hydrated, then gives it again', async () => {
    const { island, clicks } = mapIsland()
    hydrateHeld.mockImplementation(async (element) => {
      element.dataset.hydrated = ''
    })
    const button = island.querySelector('button')!
    const early = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.dispatchEvent(early)
    expect(early.defaultPrevented).toBe(true)
    expect(hydrateHeld).toHaveBeenCalledWith(island)
    await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(1))
    expect(clicks).toHaveBeenCalledWith('button')
  })

  it('lets clicks through once the island has hydrated, and on links at once', () => {
    const { island, clicks } = mapIsland()
    hydrateHeld.mockClear()
    island.querySelector('a')!.addEventListener('click', (event) => event.preventDefault())
    island.querySelector('a')!.click()
    island.dataset.hydrated = ''
    island.querySelector('button')!.click()
    expect(clicks.mock.calls).toEqual([['a'], ['button']])
    expect(hydrateHeld).not.toHaveBeenCalled()
  })

  it('drops the click when the island cannot hydrate', async () => {
    const { island, clicks } = mapIsland()
    hydrateHeld.mockRejectedValue(new Error('offline'))
    island.querySelector('button')!.click()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(clicks).not.toHaveBeenCalled()
  })
})
