import { type RefObject, useEffect, useState } from 'react'

/**
 * True once the element comes within `margin` of the viewport, and stays true. Chromium's native
 * `loading="lazy"` starts iframes 1250–2500 px early, which on a phone means on page load; this
 * waits until the visitor actually scrolls near.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, near])
  return near
}
