import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { bootLoaderScript } from './boot-loader-script.ts'

const code = await bootLoaderScript()

/** Runs the compiled loader as a page would, with `import()` recorded instead of made. */
function runInPage(supportedEntryTypes: string[]) {
  const imported: string[] = []
  const listeners: Record<string, () => void> = {}
  const observers: (() => void)[] = []
  const timers: (() => void)[] = []
  class PerformanceObserver {
    static supportedEntryTypes = supportedEntryTypes
    constructor(private callback: () => void) {}
    observe() {
      observers.push(this.callback)
    }
  }
  const window = {
    document: { readyState: 'interactive' },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    setTimeout: (callback: () => void) => timers.push(callback),
    PerformanceObserver,
  }
  runInNewContext(code.replaceAll('import(', '__import('), {
    window,
    document: { currentScript: { dataset: { boot: '/assets/boot-1a2b.js' } } },
    __import: (url: string) => imported.push(url),
  })
  return {
    imported,
    load: () => listeners.load?.(),
    paint: () => observers.forEach((callback) => callback()),
  }
}

describe('the inline boot loader', () => {
  it('is one line of classic script, a few hundred bytes, with nothing to import statically', () => {
    expect(code.split('\n')).toHaveLength(1)
    expect(code).not.toMatch(/^\s*(import|export)\b|\bexport\s*\{/)
    expect(code.length).toBeLessThan(1024)
  })

  it('imports the boot script its data-boot names once the page has loaded and painted', () => {
    const page = runInPage(['paint', 'largest-contentful-paint'])
    page.paint()
    expect(page.imported).toEqual([])
    page.load()
    expect(page.imported).toEqual([])
    page.paint()
    page.paint()
    expect(page.imported).toEqual(['/assets/boot-1a2b.js'])
  })
})
