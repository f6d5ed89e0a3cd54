import { useEffect, useRef } from 'react'

/** The key of the history state that counts the open dialogs' entries (one per open dialog). */
const depthKey = 'openDialogs'

const depthOf = (state: unknown): number => {
  const depth =
    state && typeof state === 'object' ? (state as Record<string, unknown>)[depthKey] : 0
  return typeof depth === 'number' ? depth : 0
}

/**
 * Back closes an open dialog and stays on the page, as it does in the phone's apps (ADR 047).
 * Opening pushes a history entry with the same address; Back, leaving it, closes the dialog. Closed
 * any other way (its close button, Escape, the backdrop, a phone's back gesture through the
 * dialog's own close watcher), it takes its entry back, so that none is left behind and the next
 * Back leaves the page as before. `onClose` need not be stable.
 */
export function useBackCloses(open: boolean, onClose: () => void) {
  const latestOnClose = useRef(onClose)
  useEffect(() => {
    latestOnClose.current = onClose
  })
  useEffect(() => {
    if (!open) return
    const { state } = window.history
    const depth = depthOf(state) + 1
    const base = state && typeof state === 'object' ? state : {}
    window.history.pushState({ ...base, [depthKey]: depth }, '')
    let leftByBack = false
    const onPopState = () => {
      if (depthOf(window.history.state) >= depth) return
      leftByBack = true
      latestOnClose.current()
    }
    window.addEventListener('popstate', onPopState)
    return () => {
      window.removeEventListener('popstate', onPopState)
      if (!leftByBack && depthOf(window.history.state) === depth) window.history.back()
    }
  }, [open])
}
