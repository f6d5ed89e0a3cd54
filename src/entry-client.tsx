import { loadPage } from '@/pages/load-page'
import { routeForPage } from '@/routes'
import './styles.css'

/*
 * The prerendered page is complete without JavaScript: its links work and its order buttons lead to
 * the ordering page. Hydration therefore waits until the page's main content is on screen, so that
 * on a slow connection the React runtime competes neither with the hero image and the fonts for the
 * network nor with the first frame for the main thread (docs/decisions/006 and 007).
 * The page's module and the runtime then load in parallel.
 */
async function hydrate() {
  const container = document.getElementById('root')
  if (!container) throw new Error('#root missing: was this page prerendered?')
  const route = routeForPage(container.dataset.page)
  const [{ hydratePage }, Page] = await Promise.all([
    import('./hydrate-page'),
    loadPage(route.page),
  ])
  hydratePage(container, Page)
}

/**
 * Calls back once the browser has shown the page's largest contentful paint (the hero), read from
 * the Performance Timeline, which reports a paint only after the frame is on screen. Browsers
 * without LCP entries use the first contentful paint, those without either the next frame. A page
 * loaded in a background tab paints nothing until it is shown: then the fallback timer hydrates it.
 */
function afterMainContentShown(callback: () => void) {
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
  observer?.observe({ type, buffered: true })
  const fallback = setTimeout(once, type ? fallbackAfterLoadMs : 0)
}

/** Hydrate at the latest this long after `load`, painted or not. */
const fallbackAfterLoadMs = 3000

const start = () => afterMainContentShown(() => void hydrate())
if (document.readyState === 'complete') start()
else window.addEventListener('load', start, { once: true })
