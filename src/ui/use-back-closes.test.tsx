import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useBackCloses } from './use-back-closes'

function Probe({ open, onClose }: { open: boolean; onClose: () => void }) {
  useBackCloses(open, onClose)
  return null
}

/** What Back does to the page: the entry below becomes current, and popstate tells the page. */
function pressBack(state: unknown) {
  window.history.replaceState(state, '')
  window.dispatchEvent(new PopStateEvent('popstate', { state }))
}

afterEach(() => {
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})

describe('useBackCloses', () => {
  it('pushes one entry with the same address when the dialog opens, keeping the state there was', () => {
    window.history.replaceState({ kept: 1 }, '', '/?a=1')
    const push = vi.spyOn(window.history, 'pushState')
    const view = render(<Probe open={false} onClose={vi.fn()} />)
    expect(push).not.toHaveBeenCalled()
    view.rerender(<Probe open onClose={vi.fn()} />)
    expect(push).toHaveBeenCalledTimes(1)
    expect(push).toHaveBeenCalledWith({ kept: 1, openDialogs: 1 }, '')
    expect(window.location.pathname + window.location.search).toBe('/?a=1')
  })

  it('closes the dialog on Back and then leaves the history alone', () => {
    const onClose = vi.fn()
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    const view = render(<Probe open onClose={onClose} />)
    act(() => pressBack(null))
    expect(onClose).toHaveBeenCalledTimes(1)
    view.rerender(<Probe open={false} onClose={onClose} />)
    expect(back).not.toHaveBeenCalled()
  })

  it('takes its entry back when the dialog closes another way (button, Escape, backdrop)', () => {
    const onClose = vi.fn()
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    const view = render(<Probe open onClose={onClose} />)
    view.rerender(<Probe open={false} onClose={onClose} />)
    expect(back).toHaveBeenCalledTimes(1)
    expect(onClose).not.toHaveBeenCalled()
  })

  it('with a second dialog open over the first, Back closes only the top one', () => {
    const first = vi.fn()
    const second = vi.fn()
    vi.spyOn(window.history, 'back').mockImplementation(() => {})
    render(<Probe open onClose={first} />)
    render(<Probe open onClose={second} />)
    act(() => pressBack({ openDialogs: 1 }))
    expect(second).toHaveBeenCalledTimes(1)
    expect(first).not.toHaveBeenCalled()
    act(() => pressBack(null))
    expect(first).toHaveBeenCalledTimes(1)
  })
})
