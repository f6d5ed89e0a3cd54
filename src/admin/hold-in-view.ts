/**
 * Keeps a field the editor brought into view there while the fields above it are still laid out as
 * they near the screen — on a loaded phone that goes on for seconds, and a field that was still for
 * a moment can still be pushed off screen afterwards.
 *
 * It lets go as soon as anyone else moves the page: the owner touching, scrolling or typing, or a
 * scroll it did not make (the page's scroll position is no longer the one it left).
 */

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/** Scrolls `element` into view below the editor's bars (cms-editor.css: scroll-margin-top). */
export function bringIntoView(element: Element): void {
  element.scrollIntoView({ block: 'start', behavior: 'instant' })
}

/** The scroll positions of everything that scrolls around `element`, as one comparable string. */
function scrollPositions(element: Element): string {
  const positions: number[] = []
  for (let at = element.parentElement; at; at = at.parentElement) positions.push(at.scrollTop)
  return `${positions.join(',')}/${window.scrollY}`
}

/**
 * Brings `target` into view and holds it there. Resolves once it has stayed put for a quarter of a
 * second (three seconds at most), so the caller can focus it; goes on holding it for `watchFor`
 * milliseconds in all, re-aligning it whenever the layout above it moves it.
 */
export function holdInView(target: Element, { watchFor = 10_000 } = {}): Promise<void> {
  let letGo = false
  const release = () => (letGo = true)
  const events = ['touchstart', 'wheel', 'keydown', 'pointerdown'] as const
  for (const event of events) window.addEventListener(event, release, { once: true, passive: true })

  return new Promise((settled) => {
    void (async () => {
      const started = performance.now()
      let stillSince = started
      let isSettled = false
      const settle = () => {
        if (!isSettled) settled()
        isSettled = true
      }
      bringIntoView(target)
      let top = target.getBoundingClientRect().top
      let ours = scrollPositions(target)
      while (!letGo && performance.now() - started < watchFor) {
        await nextFrame()
        if (!target.isConnected) break
        const now = target.getBoundingClientRect().top
        if (Math.abs(now - top) >= 1) {
          // Someone else scrolled: the page is theirs now.
          if (scrollPositions(target) !== ours) break
          bringIntoView(target)
          top = target.getBoundingClientRect().top
          ours = scrollPositions(target)
          stillSince = performance.now()
        } else if (performance.now() - stillSince > 250 || performance.now() - started > 3000) {
          settle()
        }
      }
      for (const event of events) window.removeEventListener(event, release)
      settle()
    })()
  })
}
