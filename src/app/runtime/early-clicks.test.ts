import { afterAll, describe, expect, it, vi } from 'vitest'
import { holdEarlyClicks } from './early-clicks'

const hydrate = vi.hoisted(() => vi.fn<(island: HTMLElement) => Promise<void>>())
vi.mock('./hydrate', () => ({ hydrate }))

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
    hydrate.mockImplementation(async (element) => {
      element.dataset.hydrated = ''
    })
    const button = island.querySelector('button')!
    const early = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.dispatchEvent(early)
    expect(early.defaultPrevented).toBe(true)
    expect(hydrate).toHaveBeenCalledWith(island)
    await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(1))
    expect(clicks).toHaveBeenCalledWith('button')
  })

  it('lets clicks through once the island has hydrated, and on links at once', () => {
    const { island, clicks } = mapIsland()
    hydrate.mockClear()
    island.querySelector('a')!.addEventListener('click', (event) => event.preventDefault())
    island.querySelector('a')!.click()
    island.dataset.hydrated = ''
    island.querySelector('button')!.click()
    expect(clicks.mock.calls).toEqual([['a'], ['button']])
    expect(hydrate).not.toHaveBeenCalled()
  })

  it('drops the click when the island cannot hydrate', async () => {
    const { island, clicks } = mapIsland()
    hydrate.mockRejectedValue(new Error('offline'))
    island.querySelector('button')!.click()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(clicks).not.toHaveBeenCalled()
  })
})
