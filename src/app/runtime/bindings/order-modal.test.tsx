import nodeConsole from 'node:console'
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeDialog, isDialogOpen, openDialog } from '@/app/runtime/dialog-store'
import OrderModalIsland from '@/app/runtime/bindings/order-modal'
import { legalAnchors } from '@/lib/legal-anchors'
import { loadSite } from '@/testing/site'
import { inPage } from '@/testing/render-in-page'

const { restaurant } = loadSite()

const frame = () => document.querySelector('iframe')

/** The modal with its island's state open, as after a click on an opener link. */
function renderOpen() {
  act(() => openDialog('order-modal'))
  return render(<OrderModalIsland />, { wrapper: inPage() })
}

// happy-dom loads no iframe pages (nothing reaches the ordering service) and says so for every
// iframe on Node's own console, which it took before Vitest wrapped the test's; other errors show.
beforeEach(() => {
  const error = nodeConsole.error.bind(nodeConsole)
  vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled')) error(...args)
  })
})

// The store is one module for the whole worker: leave the modal closed for the next test.
afterEach(() => {
  act(() => closeDialog('order-modal'))
})

describe('OrderModal', () => {
  it('shows the owner announcements current on the visitor date above the ordering page', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-24T10:00:00+01:00'), toFake: ['Date'] })
    act(() => openDialog('order-modal'))
    const announcements = [
      { text: { text: 'Heiligabend nur bis 14 Uhr' }, from: '2026-12-24', to: '2026-12-24' },
      { text: { text: 'Silvester geschlossen' }, from: '2026-12-31', to: '2026-12-31' },
    ]
    render(<OrderModalIsland />, {
      wrapper: inPage('de', 'home-page', { ...loadSite(), announcements }),
    })
    const list = await screen.findByRole('complementary', { name: 'Aktuelle Hinweise' })
    const shown = [...list.querySelectorAll<HTMLElement>('[data-announcement]')]
      .filter((announcement) => !announcement.hidden)
      .map((announcement) => announcement.textContent)
    expect(shown).toEqual(['Heiligabend nur bis 14 Uhr'])
    vi.useRealTimers()
  })

  it('loads nothing from the ordering service while closed', () => {
    render(<OrderModalIsland />, { wrapper: inPage() })
    expect(frame()).toBeNull()
    expect(screen.getByRole('dialog', { hidden: true }).hasAttribute('open')).toBe(false)
  })

  it('shows the ordering page in a lazy, sandboxed iframe when open', () => {
    renderOpen()
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
    renderOpen()
    expect(screen.getByRole('status').textContent).toBe('Bestellseite wird geladen …')
    fireEvent.load(screen.getByTitle('Online Bestellen'))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('opens when the store opens it, after it has rendered closed', () => {
    render(<OrderModalIsland />, { wrapper: inPage() })
    expect(frame()).toBeNull()
    act(() => openDialog('order-modal'))
    expect(screen.getByRole('dialog', { name: 'Online Bestellen' }).hasAttribute('open')).toBe(true)
    expect(frame()).not.toBeNull()
  })

  it('starts loading afresh, with a new iframe, each time it opens', () => {
    renderOpen()
    fireEvent.load(screen.getByTitle('Online Bestellen'))
    act(() => closeDialog('order-modal'))
    expect(frame()).toBeNull()
    act(() => openDialog('order-modal'))
    expect(screen.getByRole('status').textContent).toBe('Bestellseite wird geladen …')
  })

  it('offers the ordering page in a new tab, and the privacy terms of the service’s role', () => {
    renderOpen()
    const newTab = screen.getByRole('link', { name: 'Bestellseite in neuem Tab öffnen' })
    expect(newTab.getAttribute('href')).toBe(restaurant.orderingUrl)
    expect(newTab.getAttribute('target')).toBe('_blank')
    expect(newTab.getAttribute('rel')).toContain('noopener')
    // The data ships the processor: our Datenschutzerklärung applies (order-privacy-note.test.tsx).
    expect(restaurant.orderingServiceRole).toBe('processor')
    const privacy = screen.getByRole('link', { name: 'Datenschutzerklärung' })
    expect(privacy.getAttribute('href')).toBe('/datenschutz#bestellservice')
    expect(privacy.getAttribute('target')).toBe('_blank')
  })

  it('keeps the notes in full in a disclosure, closed at each opening; the withdrawal function stays outside it', async () => {
    const user = userEvent.setup()
    renderOpen()
    const details = () => document.querySelector('details')!
    expect(details().open).toBe(false)
    // § 356a BGB: „Vertrag widerrufen“ visible without a tap.
    expect(screen.getByRole('link', { name: 'Vertrag widerrufen' }).closest('details')).toBeNull()
    await user.click(screen.getByText('Alle Hinweise'))
    expect(details().open).toBe(true)
    expect(details().textContent).toContain('Für sie gibt es kein Widerrufsrecht.')
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' }).closest('details')).toBe(
      details(),
    )
    act(() => closeDialog('order-modal'))
    // The notes exist only while the modal is open.
    expect(details().textContent).toBe('Alle Hinweise')
    act(() => openDialog('order-modal'))
    expect(details().open).toBe(false)
  })

  it('is titled „Online Bestellen“ and closes from its close button', async () => {
    const user = userEvent.setup()
    renderOpen()
    const dialog = screen.getByRole('dialog', { name: 'Online Bestellen' })
    await user.click(screen.getByRole('button', { name: 'Schließen' }))
    expect(isDialogOpen('order-modal')).toBe(false)
    expect(dialog.hasAttribute('open')).toBe(false)
    expect(frame()).toBeNull()
  })

  it('links the German terms from the English pages, and says they are German', async () => {
    const user = userEvent.setup()
    act(() => openDialog('order-modal'))
    render(<OrderModalIsland />, { wrapper: inPage('en') })
    const dialog = screen.getByRole('dialog', { name: 'Order online' })
    expect(screen.getByTitle('Online ordering')).toBe(frame())
    expect(screen.getByRole('status').textContent).toBe('Loading the ordering page…')
    const terms = screen.getByRole('link', { name: 'terms and conditions (in German)' })
    expect(terms.getAttribute('href')).toBe('/agb')
    expect(terms.getAttribute('hreflang')).toBe('de')
    const withdrawal = screen.getByRole('link', { name: 'right of withdrawal' })
    expect(withdrawal.getAttribute('href')).toBe(`/agb#${legalAnchors.withdrawal}`)
    expect(withdrawal.getAttribute('hreflang')).toBe('de')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(dialog.hasAttribute('open')).toBe(false)
  })

  it('links the terms on the German pages without a language of their own', () => {
    renderOpen()
    const terms = screen.getByRole('link', { name: 'AGB' })
    expect(terms.getAttribute('href')).toBe('/agb')
    expect(terms.hasAttribute('hreflang')).toBe(false)
  })
})
