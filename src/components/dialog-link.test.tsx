import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DialogLink } from './dialog-link'

/** Whether the link's click handler left the browser to follow the link. */
let followed: boolean | undefined
function recordFollowed(event: MouseEvent) {
  followed = !event.defaultPrevented
  // Keep happy-dom itself from navigating the test page.
  event.preventDefault()
}

function renderLink() {
  const onOpen = vi.fn()
  document.addEventListener('click', recordFollowed)
  render(
    <DialogLink href="https://bestellen.example/" onOpen={onOpen} className="button">
      Jetzt Bestellen
    </DialogLink>,
  )
  return { onOpen, link: screen.getByRole('link', { name: 'Jetzt Bestellen' }) }
}

afterEach(() => {
  document.removeEventListener('click', recordFollowed)
  followed = undefined
})

describe('DialogLink', () => {
  it('is a real link to its href, with the props passed through', () => {
    const { link } = renderLink()
    expect(link.getAttribute('href')).toBe('https://bestellen.example/')
    expect(link.className).toBe('button')
  })

  it('says it opens a dialog once upgraded, but not in the prerendered HTML', () => {
    const html = renderToString(
      <DialogLink href="https://bestellen.example/" onOpen={() => undefined}>
        Jetzt Bestellen
      </DialogLink>,
    )
    expect(html).not.toContain('aria-haspopup')
    const { link } = renderLink()
    expect(link.getAttribute('aria-haspopup')).toBe('dialog')
  })

  it('opens the dialog on a plain click instead of following the link', async () => {
    const user = userEvent.setup()
    const { link, onOpen } = renderLink()
    await user.click(link)
    expect(onOpen).toHaveBeenCalledTimes(1)
    expect(followed).toBe(false)
  })

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['middle-button', { button: 1 }],
  ])('leaves a %s click to the browser (new tab or window)', (_name, init) => {
    const { link, onOpen } = renderLink()
    fireEvent.click(link, init)
    expect(onOpen).not.toHaveBeenCalled()
    expect(followed).toBe(true)
  })
})
