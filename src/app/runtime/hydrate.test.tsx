import { act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

/** What happened, in order: task boundaries, slots put in, roots hydrated. */
const log = vi.hoisted(() => [] as string[])

vi.mock('react-dom/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-dom/client')>()
  return {
    ...actual,
    hydrateRoot: (element: HTMLElement, ...rest: unknown[]) => {
      const slot = element.querySelector('[data-island-slot]')?.innerHTML
      log.push(`hydrate ${element.dataset.island}${slot ? ` with ${slot}` : ''}`)
      return (actual.hydrateRoot as (...args: unknown[]) => unknown)(element, ...rest)
    },
  }
})
vi.mock('./island-registry', () => ({
  islandModules: {
    'menu-dialog': async () => ({ default: ({ children }: { children?: unknown }) => children }),
    'order-modal': async () => ({ default: () => null }),
  },
}))
vi.mock('virtual:island-context/de', () => ({
  default: { language: 'de', text: {}, data: {} },
}))
vi.mock('virtual:island-context/en', () => ({
  default: { language: 'en', text: {}, data: {} },
}))
vi.mock('./yield-to-browser', () => ({
  nextTask: async () => {
    log.push('next task')
  },
}))

// Test files share their worker's modules: island-root.tsx, which bindings' tests load with the
// real hydrateRoot, is loaded again here with the one above.
vi.resetModules()
const { hydrate, typeAgain } = await import('./hydrate')

function islands() {
  document.documentElement.lang = 'de'
  document.body.innerHTML =
    '<div data-island="menu-dialog" data-slot="" data-slot-src="/speisekarte/menu-list.html"><div data-island-slot=""></div></div>' +
    '<div data-island="order-modal"></div>'
  const [menu, order] = document.querySelectorAll<HTMLElement>('[data-island]')
  return { menu: menu!, order: order! }
}

beforeEach(() => {
  log.length = 0
})

describe('hydrate', () => {
  it('puts a slot served beside the page in, then hydrates, each in a task of its own; one island at a time', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<ol><li>1 Samosa</li></ol>')),
    )
    const { menu, order } = islands()
    await Promise.all([hydrate(menu), hydrate(order), hydrate(menu)])
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/speisekarte/menu-list.html')
    expect(log).toEqual([
      'next task',
      'next task',
      'hydrate menu-dialog with <ol><li>1 Samosa</li></ol>',
      'next task',
      'hydrate order-modal',
    ])
    // Resolved once React has committed each: the slot kept as it was put in.
    expect(menu.dataset.hydrated).toBe('')
    expect(order.dataset.hydrated).toBe('')
    expect(menu.querySelector('[data-island-slot]')!.innerHTML).toBe('<ol><li>1 Samosa</li></ol>')
  })

  it('fails when its slot cannot be fetched, and tries again when asked again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    )
    const { menu } = islands()
    await expect(hydrate(menu)).rejects.toThrow('/speisekarte/menu-list.html: 503')
    expect(log).toEqual([])
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<p>Menü</p>')),
    )
    await hydrate(menu)
    expect(log.at(-1)).toBe('hydrate menu-dialog with <p>Menü</p>')
  })
})

/** A controlled search field that shows what its handler last saw. */
function Search() {
  const [query, setQuery] = useState('')
  return (
    <>
      <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <output>{query}</output>
    </>
  )
}

describe('typeAgain', () => {
  it('gives text typed before hydration to the hydrated field’s handler', async () => {
    const island = document.createElement('div')
    island.innerHTML = renderToString(<Search />)
    document.body.append(island)
    // The visitor types while the island's code is still loading.
    island.querySelector('input')!.value = 'lassi'
    await act(async () => {
      hydrateRoot(island, <Search />)
    })
    // React keeps what was typed on screen, but its handler never saw it.
    expect(island.querySelector('input')!.value).toBe('lassi')
    expect(island.querySelector('output')!.textContent).toBe('')
    await act(async () => typeAgain(island))
    expect(island.querySelector('output')!.textContent).toBe('lassi')
    expect(island.querySelector('input')!.value).toBe('lassi')
  })

  it('leaves a field alone that holds what the island rendered', async () => {
    const island = document.createElement('div')
    island.innerHTML = renderToString(<Search />)
    let inputs = 0
    island.addEventListener('input', () => inputs++)
    typeAgain(island)
    expect(inputs).toBe(0)
  })
})
