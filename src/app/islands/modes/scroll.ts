import type { HydrationMode } from './hydration-mode'

/**
 * Hydrates an island once the visitor scrolls the page (the floating order button, which shows
 * past 80 % of the window), or at once on a page opened scrolled (a reload, the back button).
 */
export const scroll: HydrationMode = (_element, hydrate) => {
  if (window.scrollY > 0) hydrate()
  else window.addEventListener('scroll', () => hydrate(), { once: true, passive: true })
}
