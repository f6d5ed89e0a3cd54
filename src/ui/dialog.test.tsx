import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { inPage } from '@/testing/render-in-page'
import { Dialog } from './dialog'

// happy-dom has showModal() and close() (they set and remove `open`), but neither a top layer nor
// the cancel event browsers fire on Escape: the tests dispatch that event themselves.

function renderDialog(open: boolean, onClose = vi.fn()) {
  const page = (isOpen: boolean) => (
    <>
      <button type="button">Davor</button>
      <Dialog open={isOpen} onClose={onClose} title="Speisekarte">
        <a href="#vorspeisen">Vorspeisen</a>
        <button type="button">Drucken</button>
      </Dialog>
      <button type="button">Danach</button>
    </>
  )
  const view = render(page(open), { wrapper: inPage() })
  return {
    onClose,
    // Hidden while closed, so the query must include hidden elements.
    dialog: () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement,
    rerender: (isOpen: boolean) => view.rerender(page(isOpen)),
  }
}

describe('Dialog', () => {
  it('opens as a modal with showModal while open, labelled by its title, and closes again', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    const show = vi.spyOn(HTMLDialogElement.prototype, 'show')
    const { dialog, rerender } = renderDialog(false)
    expect(dialog().open).toBe(false)
    expect(showModal).not.toHaveBeenCalled()

    rerender(true)
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(show).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog', { name: 'Speisekarte' })).toBe(dialog())

    rerender(false)
    expect(dialog().open).toBe(false)
  })

  it('calls onClose on Escape (the cancel event) and leaves the closing to its owner', () => {
    const { dialog, onClose } = renderDialog(true)
    const cancel = new Event('cancel', { cancelable: true })
    dialog().dispatchEvent(cancel)
    expect(onClose).toHaveBeenCalledTimes(1)
    // The browser would close the dialog itself; `open` stays with the page's state instead.
    expect(cancel.defaultPrevented).toBe(true)
    expect(dialog().open).toBe(true)
  })

  it('calls onClose from the close button „Schließen“', async () => {
    const user = userEvent.setup()
    const { onClose } = renderDialog(true)
    await user.click(screen.getByRole('button', { name: 'Schließen' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('wraps Tab from the last focusable element to the first', async () => {
    const user = userEvent.setup()
    renderDialog(true)
    screen.getByRole('button', { name: 'Drucken' }).focus()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Schließen' }))
  })

  it('wraps Shift+Tab from the first focusable element to the last', async () => {
    const user = userEvent.setup()
    renderDialog(true)
    screen.getByRole('button', { name: 'Schließen' }).focus()
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Drucken' }))
  })

  it('leaves Tab between the elements inside to the browser', async () => {
    const user = userEvent.setup()
    renderDialog(true)
    screen.getByRole('button', { name: 'Schließen' }).focus()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Vorspeisen' }))
  })

  it('labels its close button in the page’s language', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    render(
      <Dialog open onClose={onClose} title="Our menu">
        <a href="#starters">Starters</a>
      </Dialog>,
      { wrapper: inPage('en') },
    )
    expect(screen.queryByRole('button', { name: 'Schließen' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
