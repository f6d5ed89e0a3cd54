import { useEffect } from 'react'

/**
 * Calls `open` when the address points at `#id`: on arrival (a shared link such as
 * `/#speisekarte`) and whenever the hash changes to it. `open` must be stable (useCallback).
 */
export function useOpenOnHash(id: string, open: () => void) {
  useEffect(() => {
    const openIfTargeted = () => {
      if (window.location.hash === `#${id}`) open()
    }
    openIfTargeted()
    window.addEventListener('hashchange', openIfTargeted)
    return () => window.removeEventListener('hashchange', openIfTargeted)
  }, [id, open])
}

/** Drops `#id` from the address (without a new history entry), so the same link opens it again. */
export function clearHash(id: string) {
  if (window.location.hash !== `#${id}`) return
  const { pathname, search } = window.location
  window.history.replaceState(window.history.state, '', `${pathname}${search}`)
}
