import { render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fullStructuredDataPath, useFullStructuredData } from './full-structured-data'

function Probe() {
  useFullStructuredData()
  return null
}

const prerendered = '{"@type":"Restaurant","hasMenu":"https://example.test/#speisekarte"}'
const complete = '{"@type":"Restaurant","hasMenu":{"@type":"Menu"}}'

function jsonLdBlock() {
  const block = document.createElement('script')
  block.type = 'application/ld+json'
  block.textContent = prerendered
  document.head.append(block)
  return block
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.head.innerHTML = ''
})

describe('useFullStructuredData', () => {
  it('swaps the complete structured data into the page’s JSON-LD block', async () => {
    const block = jsonLdBlock()
    const fetch = vi.fn(() => Promise.resolve(new Response(complete)))
    vi.stubGlobal('fetch', fetch)
    render(<Probe />)
    await waitFor(() => expect(block.textContent).toBe(complete))
    expect(fetch).toHaveBeenCalledWith(fullStructuredDataPath, expect.anything())
  })

  it('keeps the prerendered JSON-LD when the file is missing or the network fails', async () => {
    const block = jsonLdBlock()
    const missing = vi.fn(() => Promise.resolve(new Response('Not found', { status: 404 })))
    vi.stubGlobal('fetch', missing)
    render(<Probe />)
    await waitFor(() => expect(missing).toHaveBeenCalled())
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    )
    render(<Probe />)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(block.textContent).toBe(prerendered)
  })
})
