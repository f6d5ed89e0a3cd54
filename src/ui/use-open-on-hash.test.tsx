import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearHash, useOpenOnHash } from './use-open-on-hash'

function Probe({ open }: { open: () => void }) {
  useOpenOnHash('speisekarte', open)
  return null
}

afterEach(() => window.history.replaceState(null, '', '/'))

describe('useOpenOnHash', () => {
  it('opens on arrival at #speisekarte, and not on another hash', () => {
    window.history.replaceState(null, '', '/#about')
    const elsewhere = vi.fn()
    render(<Probe open={elsewhere} />)
    expect(elsewhere).not.toHaveBeenCalled()

    window.history.replaceState(null, '', '/#speisekarte')
    const open = vi.fn()
    render(<Probe open={open} />)
    expect(open).toHaveBeenCalledTimes(1)
  })

  it('opens when the hash changes to #speisekarte', () => {
    const open = vi.fn()
    render(<Probe open={open} />)
    act(() => {
      window.history.replaceState(null, '', '/#speisekarte')
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })
    expect(open).toHaveBeenCalledTimes(1)
  })
})

describe('clearHash', () => {
  it('removes only its own hash and keeps path and query', () => {
    window.history.replaceState(null, '', '/?a=1#speisekarte')
    clearHash('speisekarte')
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/?a=1')
    window.history.replaceState(null, '', '/#about')
    clearHash('speisekarte')
    expect(window.location.hash).toBe('#about')
  })
})
