import { act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { typeAgain } from './type-again'

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
