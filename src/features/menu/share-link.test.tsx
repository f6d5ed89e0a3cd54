import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { uiTexts } from '@/i18n'
import { ShareLink } from './share-link'

const url = 'https://www.namaste-otterbach.example/speisekarte'
const { pageMeta } = uiTexts.de
const props = { url, title: 'Speisekarte', text: pageMeta.menu.share }

afterEach(() => {
  Object.assign(navigator, { share: undefined })
})

describe('ShareLink', () => {
  it('hides the button only without JavaScript, where it could do nothing', () => {
    const root = document.createElement('div')
    root.innerHTML = renderToString(<ShareLink {...props} />)
    const button = root.querySelector('button')!
    expect(button.classList).toContain('noscript:hidden')
    expect(button.classList).not.toContain('invisible')
  })

  it("opens the phone's share sheet where the browser has one", async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    Object.assign(navigator, { share })
    render(<ShareLink {...props} />)
    await userEvent.click(screen.getByRole('button', { name: 'Link teilen' }))
    expect(share).toHaveBeenCalledWith({ title: 'Speisekarte', url })
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('copies the link and says so where there is no share sheet', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    render(<ShareLink {...props} />)
    await userEvent.click(screen.getByRole('button', { name: 'Link teilen' }))
    expect(writeText).toHaveBeenCalledWith(url)
    expect(screen.getByRole('status').textContent).toBe(pageMeta.menu.share.copied)
  })

  it('says what to do when the clipboard refuses', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    render(<ShareLink {...props} />)
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Link teilen' })))
    expect(screen.getByRole('status').textContent).toBe(pageMeta.menu.share.failed)
  })

  it('speaks English on the English menu page', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    const englishUrl = 'https://www.namaste-otterbach.example/en/menu'
    render(<ShareLink url={englishUrl} title="Menu" text={uiTexts.en.pageMeta.menu.share} />)
    await userEvent.click(screen.getByRole('button', { name: 'Share link' }))
    expect(writeText).toHaveBeenCalledWith(englishUrl)
    expect(screen.getByRole('status').textContent).toBe('Link copied – you can paste it now.')
  })
})
