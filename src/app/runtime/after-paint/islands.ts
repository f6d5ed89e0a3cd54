import { hydrate } from '../hydrate'
import type { HydrateWhen } from '../island'

/*
 * The islands of the page, armed once it has painted: each waits for the moment its `data-when`
 * names, as Astro's client directives do (`visible`, `intent`, `scroll` below), and its mode
 * hydrates it (hydrate.ts) when the moment comes. Nothing of an island, React included, loads
 * before. A click on one of its buttons that comes first is held and given again.
 */

/**
 * Gives each island of the page to its mode, and marks it `data-armed` (tests wait for that);
 * holds early clicks.
 */
export function armIslands() {
  holdEarlyClicks()
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const mode = hydrationModes[element.dataset.when as HydrateWhen]
    mode(element, () => void hydrate(element).catch(() => undefined))
    element.dataset.armed = ''
  }
}

/** A moment to hydrate an island: given its element, it calls `hydrateNow` when it comes. */
export type HydrationMode = (element: HTMLElement, hydrateNow: () => void) => void

/**
 * Hydrates an island below the fold as the visitor scrolls near it, 300 px ahead. Its element is
 * `display: contents`, which has no box to observe: its children are watched instead.
 */
export const visible: HydrationMode = (element, hydrateNow) => {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      hydrateNow()
    },
    { rootMargin: '300px' },
  )
  for (const child of element.children) observer.observe(child)
}

/** The visitor's moves towards an island: a pointer over it, a touch, focus (the keyboard). */
const approaches = ['pointerover', 'touchstart', 'focusin'] as const

/**
 * Hydrates an island as the visitor moves towards it: over the island itself, or over a link that
 * opens it (`data-opens`, a dialog's openers); at once when the address names something in it (a
 * link to `/#speisekarte`), now or later. Nothing of it loads before. A click that comes first
 * still works: an opener opens its dialog and hydrates it (dialog-openers.ts), a
 * button's click is given again once the island has hydrated (holdEarlyClicks).
 */
export const intent: HydrationMode = (element, hydrateNow) => {
  const targets = [
    element,
    ...document.querySelectorAll(`[data-opens="${element.dataset.island}"]`),
  ]
  const start = () => {
    for (const target of targets) {
      for (const type of approaches) target.removeEventListener(type, start)
    }
    window.removeEventListener('hashchange', startIfNamed)
    hydrateNow()
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

/**
 * Hydrates an island once the visitor scrolls the page (the floating order button, which shows
 * past 80 % of the window), or at once on a page opened scrolled (a reload, the back button).
 */
export const scroll: HydrationMode = (_element, hydrateNow) => {
  if (window.scrollY > 0) hydrateNow()
  else window.addEventListener('scroll', () => hydrateNow(), { once: true, passive: true })
}

/** Each moment an island can name (`<Island when>`), by its name. */
export const hydrationModes: Record<HydrateWhen, HydrationMode> = { visible, intent, scroll }

/**
 * A click on a button of an island that has not hydrated yet (a quick tap on „Karte laden“) is
 * held, the island hydrated, and the click given again: React's listeners were not there to see
 * it. Links are left alone: they lead where they lead, or open a dialog
 * (dialog-openers.ts). Returns what stops it.
 */
export function holdEarlyClicks(): () => void {
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button')
    const island = button?.closest<HTMLElement>('[data-island]')
    if (!button || !island || island.dataset.hydrated !== undefined) return
    event.preventDefault()
    event.stopImmediatePropagation()
    hydrate(island).then(
      () => button.click(),
      () => undefined,
    )
  }
  document.addEventListener('click', hold, { capture: true })
  return () => document.removeEventListener('click', hold, { capture: true })
}
