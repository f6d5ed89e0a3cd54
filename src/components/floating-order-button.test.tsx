import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { restaurant } from '@/content/restaurant'
import { FloatingOrderButton } from './floating-order-button'

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

function renderButton(orderOpen = false) {
  const onOpen = vi.fn()
  const page = (open: boolean) => (
    <>
      <style>{tailwindInvisible}</style>
      <FloatingOrderButton orderOpen={open} onOpen={onOpen} />
    </>
  )
  const view = render(page(orderOpen))
  return { onOpen, rerender: (open: boolean) => view.rerender(page(open)) }
}

describe('FloatingOrderButton', () => {
  it('stays hidden at the top of the page', () => {
    renderButton()
    expect(button()).toBeNull()
    expect(screen.getByRole('link', { hidden: true }).getAttribute('href')).toBe(
      restaurant.orderingUrl,
    )
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
    const { rerender } = renderButton()
    scrollTo(2000)
    expect(button()).not.toBeNull()
    rerender(true)
    expect(button()).toBeNull()
    rerender(false)
    expect(button()).not.toBeNull()
  })

  it('opens the order modal on click', async () => {
    const user = userEvent.setup()
    const { onOpen } = renderButton()
    scrollTo(2000)
    await user.click(button()!)
    expect(onOpen).toHaveBeenCalledTimes(1)
  })
})
