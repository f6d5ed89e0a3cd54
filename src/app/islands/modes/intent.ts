import type { HydrationMode } from './hydration-mode'

/** The visitor's moves towards an island: a pointer over it, a touch, focus (the keyboard). */
const approaches = ['pointerover', 'touchstart', 'focusin'] as const

/**
 * Hydrates an island as the visitor moves towards it: over the island itself, or over a link that
 * opens it (`data-opens`, a dialog's openers); at once when the address names something in it (a
 * link to `/#speisekarte`), now or later. Nothing of it loads before. A click that comes first
 * still works: an opener opens its dialog and hydrates it (after-paint/dialog-openers.ts), a
 * button's click is given again once the island has hydrated (early-clicks.ts).
 */
export const intent: HydrationMode = (element, hydrate) => {
  const targets = [
    element,
    ...document.querySelectorAll(`[data-opens="${element.dataset.island}"]`),
  ]
  const start = () => {
    for (const target of targets) {
      for (const type of approaches) target.removeEventListener(type, start)
    }
    window.removeEventListener('hashchange', startIfNamed)
    hydrate()
  }
  const startIfNamed = () => {
    const named = document.getElementById(fragmentId(window.location.hash))
    if (named && element.contains(named)) start()
  }
  for (const target of targets) {
    for (const type of approaches) target.addEventListener(type, start, { passive: true })
  }
  window.addEventListener('hashchange', startIfNamed)
  startIfNamed()
}

/** The id an address's `#…` names, '' for none or for one that is not well encoded. */
function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return ''
  }
}
