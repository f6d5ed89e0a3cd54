/**
 * Calls back once the browser has shown the page's largest contentful paint (the hero), read from
 * the Performance Timeline, which reports a paint only after the frame is on screen, and never
 * before the `load` event. Browsers without LCP entries use the first contentful paint, those
 * without either the next frame. A page loaded in a background tab paints nothing until it is
 * shown: then the fallback timer calls back (ADR 006 and 007).
 */
export function afterMainContentShown(callback: () => void) {
  const start = () => {
    let done = false
    const once = () => {
      if (done) return
      done = true
      observer?.disconnect()
      clearTimeout(fallback)
      setTimeout(callback, 0)
    }
    const supported = PerformanceObserver.supportedEntryTypes ?? []
    const type = ['largest-contentful-paint', 'paint'].find((entryType) =>
      supported.includes(entryType),
    )
    const observer = type ? new PerformanceObserver(once) : undefined
    // Set before observing: WebKit calls the observer back inside observe() when the paint is
    // already buffered, and `once` clears this timer.
    const fallback = setTimeout(once, type ? fallbackAfterLoadMs : 0)
    observer?.observe({ type, buffered: true })
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}

/** Call back at the latest this long after `load`, painted or not. */
const fallbackAfterLoadMs = 3000
