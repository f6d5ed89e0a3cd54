import { loadPage } from '@/pages/load-page'
import { routeForPage } from '@/routes'
import './styles.css'

/*
 * The prerendered page is complete without JavaScript: its links work and its order buttons lead to
 * the ordering page. Hydration therefore waits until the page has loaded and painted, so that on a
 * slow connection the React runtime competes neither with the hero image and the fonts for the
 * network nor with the first paint for the main thread (docs/decisions/006-hydrate-after-paint.md).
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

/** Runs after the next frame has been painted (a task queued from an animation frame). */
function afterNextPaint(callback: () => void) {
  requestAnimationFrame(() => setTimeout(callback, 0))
}

const start = () => afterNextPaint(() => void hydrate())
if (document.readyState === 'complete') start()
else window.addEventListener('load', start, { once: true })
