/*
 * The inline script at the end of a page with islands (src/app/document/render-document.ts): it
 * imports the boot script, named in its `data-boot`, once the page has painted its largest element
 * (ADR 029). The build compiles this file into the line the page carries
 * (builder/vite/boot-loader-script.ts), whose hash the Content-Security-Policy allows; what it
 * exports is for its test, and the line leaves the exports out.
 */

/** What afterLargestPaint uses of the window: a test passes its own. */
export type PaintWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>
  PerformanceObserver: typeof PerformanceObserver
}

/** Call back at the latest this long after `load`, painted or not. */
export const fallbackAfterLoadMs = 3000

/**
 * Calls back once, after the page has loaded and the browser has reported its largest contentful
 * paint (the hero), which it reports only once the frame is on screen; where it reports no largest
 * paint, after its first paint; at the latest 3 s after the `load` event, as in a tab opened in the
 * background, which paints nothing until it is shown (ADR 006, 007, 029).
 */
export function afterLargestPaint(callback: () => void, view: PaintWindow = window): void {
  let called = false
  const once = () => {
    if (called) return
    called = true
    callback()
  }
  const start = () => {
    const supported = view.PerformanceObserver.supportedEntryTypes ?? []
    const type = ['largest-contentful-paint', 'paint'].find((entry) => supported.includes(entry))
    // The fallback first: WebKit calls the observer back inside observe() when the paint is
    // already buffered, so nothing after observe() may be needed by the callback.
    view.setTimeout(once, type ? fallbackAfterLoadMs : 0)
    if (type) new view.PerformanceObserver(once).observe({ type, buffered: true })
  }
  if (view.document.readyState === 'complete') start()
  else view.addEventListener('load', start, { once: true })
}

const bootScript = (document.currentScript as HTMLScriptElement).dataset.boot!
afterLargestPaint(() => void import(/* @vite-ignore */ bootScript))
