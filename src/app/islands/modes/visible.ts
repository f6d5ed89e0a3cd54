import type { HydrationMode } from './hydration-mode'

/**
 * Hydrates an island below the fold as the visitor scrolls near it, 300 px ahead. Its element is
 * `display: contents`, which has no box to observe: its children are watched instead.
 */
export const visible: HydrationMode = (element, hydrate) => {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      hydrate()
    },
    { rootMargin: '300px' },
  )
  for (const child of element.children) observer.observe(child)
}
