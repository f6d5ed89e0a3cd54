import nodeConsole from 'node:console'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { restaurant } from '@/content/restaurant'
import { OrderModal } from './order-modal'

const frame = () => document.querySelector('iframe')

// happy-dom loads no iframe pages (nothing reaches the ordering service) and says so for every
// iframe on Node's own console, which it took before Vitest wrapped the test's; other errors show.
beforeEach(() => {
  const error = nodeConsole.error.bind(nodeConsole)
  vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled')) error(...args)
  })
})

describe('OrderModal', () => {
  it('loads nothing from the ordering service while closed', () => {
    render(<OrderModal open={false} onClose={vi.fn()} />)
    expect(frame()).toBeNull()
    expect(screen.getByRole('dialog', { hidden: true }).hasAttribute('open')).toBe(false)
  })

  it('shows the ordering page in a lazy, sandboxed iframe when open', () => {
    render(<OrderModal open onClose={vi.fn()} />)
    const iframe = screen.getByTitle('Online Bestellen')
    expect(iframe).toBe(frame())
    expect(iframe.getAttribute('src')).toBe(restaurant.orderingUrl)
    expect(iframe.getAttribute('loading')).toBe('lazy')
    expect(iframe.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin')
    expect(iframe.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-same-origin',
      'allow-scripts',
      'allow-top-navigation-by-user-activation',
    ])
  })

  it('says the page is loading until the iframe has loaded', () => {
    render(<OrderModal open onClose={vi.fn()} />)
    expect(screen.getByRole('status').textContent).toBe('Bestellseite wird geladen …')
    fireEvent.load(screen.getByTitle('Online Bestellen'))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('starts loading afresh, with a new iframe, each time it opens', () => {
    const view = render(<OrderModal open onClose={vi.fn()} />)
    fireEvent.load(screen.getByTitle('Online Bestellen'))
    view.rerender(<OrderModal open={false} onClose={vi.fn()} />)
    expect(frame()).toBeNull()
    view.rerender(<OrderModal open onClose={vi.fn()} />)
    expect(screen.getByRole('status').textContent).toBe('Bestellseite wird geladen …')
  })

  it('offers the ordering page in a new tab, and the service’s privacy notice', () => {
    render(<OrderModal open onClose={vi.fn()} />)
    const newTab = screen.getByRole('link', { name: 'Bestellseite in neuem Tab öffnen' })
    expect(newTab.getAttribute('href')).toBe(restaurant.orderingUrl)
    expect(newTab.getAttribute('target')).toBe('_blank')
    expect(newTab.getAttribute('rel')).toContain('noopener')
    const privacy = screen
      .getAllByRole('link')
      .find((link) => link.getAttribute('href') === restaurant.orderingPrivacyUrl)
    expect(privacy?.getAttribute('target')).toBe('_blank')
  })

  it('is titled „Online Bestellen“ and closes from its close button', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    render(<OrderModal open onClose={onClose} />)
    expect(screen.getByRole('dialog', { name: 'Online Bestellen' })).toBeDefined()
    await user.click(screen.getByRole('button', { name: 'Schließen' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
