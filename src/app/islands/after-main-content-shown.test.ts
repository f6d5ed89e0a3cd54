import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterMainContentShown } from './after-main-content-shown'

/** A PerformanceObserver that reports a paint already in the buffer while observe() runs. */
class ObserverReportingInsideObserve {
  static supportedEntryTypes = ['paint']
  constructor(private readonly report: () => void) {}
  observe() {
    this.report()
  }
  disconnect() {}
}

afterEach(() => vi.unstubAllGlobals())

describe('afterMainContentShown', () => {
  // WebKit calls the observer back synchronously inside observe() when the entry is buffered
  // (WebKitGTK 2.50, found by the engine suite): no island hydrated there until a click.
  it('calls back once when the observer reports inside observe(), as WebKit does', () => {
    vi.useFakeTimers()
    vi.stubGlobal('PerformanceObserver', ObserverReportingInsideObserve)
    const callback = vi.fn()
    afterMainContentShown(callback)
    vi.advanceTimersByTime(5000)
    expect(callback).toHaveBeenCalledOnce()
  })
})
