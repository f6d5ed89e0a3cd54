import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeDialog, openDialog } from '@/app/runtime/dialog-store'
import FloatingOrderButtonIsland from '@/app/runtime/bindings/floating-order-button'
import { inPage } from '@/testing/render-in-page'

// Tailwind's `invisible` (no stylesheet in unit tests): hidden from sight, the tab order and the
// accessibility tree, which is what the queries below check.
const tailwindInvisible = '.invisible { visibility: hidden }'

function scrollTo(y: number) {
  vi.stubGlobal('scrollY', y)
  act(() => {
    fireEvent.scroll(window)
  })
}

const button = () => screen.queryByRole('link', { name: 'Jetzt Bestellen' })

beforeEach(() => {
  vi.stubGlobal('innerHeight', 1000)
  vi.stubGlobal('scrollY', 0)
})

// The store is one module for the whole worker: leave the order modal closed for the next test.
afterEach(() => {
  act(() => closeDialog('order-modal'))
})

function renderButton() {
  render(
    <>
      <style>{tailwindInvisible}</style>
      <FloatingOrderButtonIsland />
    </>,
    { wrapper: inPage() },
  )
}

describe('FloatingOrderButton', () => {
  it('stays hidden at the top of the page', () => {
    renderButton()
    expect(button()).toBeNull()
    expect(screen.getByRole('link', { hidden: true }).getAttribute('href')).toBe('/bestellen')
  })

  it('appears once scrolled past 80 % of the viewport height, and hides again above it', () => {
    renderButton()
    scrollTo(800)
    expect(button()).toBeNull()
    scrollTo(801)
    expect(button()).not.toBeNull()
    scrollTo(400)
    expect(button()).toBeNull()
  })

  it('shows on load when the page is already scrolled (reload, back button)', () => {
    vi.stubGlobal('scrollY', 2000)
    renderButton()
    expect(button()).not.toBeNull()
  })

  it('follows a window resize: the threshold is 80 % of the current height', () => {
    renderButton()
    scrollTo(700)
    expect(button()).toBeNull()
    vi.stubGlobal('innerHeight', 800)
    act(() => {
      fireEvent(window, new Event('resize'))
    })
    expect(button()).not.toBeNull()
  })

  it('hides while the order modal is open', () => {
    renderButton()
    scrollTo(2000)
    expect(button()).not.toBeNull()
    act(() => openDialog('order-modal'))
    expect(button()).toBeNull()
    act(() => closeDialog('order-modal'))
    expect(button()).not.toBeNull()
  })

  // The click itself is boot.ts's (a listener on the document, src/app/runtime/boot.ts), not React's.
  it('is an opener link for the order modal, to our ordering page with its announcements, never the service', () => {
    renderButton()
    scrollTo(2000)
    const link = button()!
    expect(link.getAttribute('data-opens')).toBe('order-modal')
    expect(link.getAttribute('href')).toBe('/bestellen')
  })

  it('says „Order now“ on the English pages', () => {
    vi.stubGlobal('scrollY', 2000)
    render(<FloatingOrderButtonIsland />, {
      wrapper: inPage('en'),
    })
    expect(button()).toBeNull()
    expect(screen.getByRole('link', { name: 'Order now' }).getAttribute('href')).toBe('/en/order')
  })
})
