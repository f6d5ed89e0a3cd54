import { afterAll, describe, expect, it, vi } from 'vitest'
import { type PaintWindow, afterLargestPaint, fallbackAfterLoadMs } from './boot-loader'

// Imported, the loader runs as in a page: it reads the boot script's address from the script
// element running it (here an empty module's).
const loaded = vi.hoisted(() => {
  Object.defineProperty(document, 'currentScript', {
    configurable: true,
    value: { dataset: { boot: 'data:text/javascript,' } },
  })
  return () => Reflect.deleteProperty(document, 'currentScript')
})
afterAll(loaded)

/** A window whose load event, paint reports and timers the test fires. */
function fakeWindow(supportedEntryTypes: string[], readyState: DocumentReadyState = 'loading') {
  const observers: { callback: () => void; type?: string }[] = []
  const timers: { callback: () => void; ms: number }[] = []
  let load: (() => void) | undefined
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes
    constructor(private callback: () => void) {}
    observe({ type }: { type: string }) {
      observers.push({ callback: this.callback, type })
    }
  }
  const view = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') load = listener
    },
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    PerformanceObserver: FakeObserver,
  } as unknown as PaintWindow
  return {
    view,
    load: () => load?.(),
    paint: (type: string) => observers.filter((o) => o.type === type).forEach((o) => o.callback()),
    observedTypes: () => observers.map((o) => o.type),
    elapse: (ms: number) => timers.filter((t) => t.ms <= ms).forEach((t) => t.callback()),
  }
}

describe('afterLargestPaint', () => {
  it('waits for the load event, then for the largest paint, and calls back once', () => {
    const page = fakeWindow(['paint', 'largest-contentful-paint'])
    const callback = vi.fn()
    afterLargestPaint(callback, page.view)
    expect(page.observedTypes()).toEqual([])
    page.load()
    expect(page.observedTypes()).toEqual(['largest-contentful-paint'])
    expect(callback).not.toHaveBeenCalled()
    page.paint('largest-contentful-paint')
    page.paint('largest-contentful-paint')
    page.elapse(fallbackAfterLoadMs)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('takes the first paint where the browser reports no largest paint', () => {
    const page = fakeWindow(['paint'])
    const callback = vi.fn()
    afterLargestPaint(callback, page.view)
    page.load()
    expect(page.observedTypes()).toEqual(['paint'])
    page.paint('paint')
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('calls back 3 s after the load event when nothing is reported (a tab in the background)', () => {
    const page = fakeWindow(['largest-contentful-paint'])
    const callback = vi.fn()
    afterLargestPaint(callback, page.view)
    page.load()
    page.elapse(fallbackAfterLoadMs - 1)
    expect(callback).not.toHaveBeenCalled()
    page.elapse(fallbackAfterLoadMs)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('calls back right after the load event where the browser reports no paints at all', () => {
    const page = fakeWindow([])
    const callback = vi.fn()
    afterLargestPaint(callback, page.view)
    page.load()
    page.elapse(0)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  // WebKit calls the observer back synchronously inside observe() when the entry is buffered
  // (WebKitGTK 2.50, found by the engine suite): no island hydrated there until a click.
  it('calls back once when the observer reports inside observe(), as WebKit does', () => {
    vi.useFakeTimers()
    try {
      class ObserverReportingInsideObserve {
        static supportedEntryTypes = ['paint']
        constructor(private readonly report: () => void) {}
        observe() {
          this.report()
        }
      }
      const callback = vi.fn()
      const view = {
        document: { readyState: 'complete' },
        addEventListener: () => {},
        setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
        PerformanceObserver: ObserverReportingInsideObserve,
      } as unknown as PaintWindow
      afterLargestPaint(callback, view)
      vi.advanceTimersByTime(5000)
      expect(callback).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })

  it('starts at once on a page that has loaded already', () => {
    const page = fakeWindow(['largest-contentful-paint'], 'complete')
    const callback = vi.fn()
    afterLargestPaint(callback, page.view)
    page.paint('largest-contentful-paint')
    expect(callback).toHaveBeenCalledTimes(1)
  })
})
