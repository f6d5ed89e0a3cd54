import { type Page, expect } from '@playwright/test'
import { deferredLinksSelector } from '#src/app/document/render-document.ts'

/**
 * The orders in which browsers print. Every print fires `beforeprint`, lays the page out with print
 * media and fires `afterprint`; browsers differ in whether the page's queued tasks (a dialog's
 * `close` event, a React render) run between `beforeprint` and that layout.
 * - 'in one task': `beforeprint`, the layout and `afterprint` with nothing of the page's in between,
 *   as Chromium's print to PDF does it (and its print preview, the page's tasks waiting).
 * - 'queued tasks first': `beforeprint`, then the page's queued tasks and a frame, then print media
 *   and the layout, then `afterprint`.
 */
export const printOrders = ['in one task', 'queued tasks first'] as const
export type PrintOrder = (typeof printOrders)[number]

export interface PrintOptions {
  order: PrintOrder
  /** false: a browser that never fires `afterprint` (Chromium's headless `window.print()`). */
  afterprint?: boolean
  /** The paper: the page's own @page size unless a format is given. */
  format?: 'A4'
}

declare global {
  interface Window {
    /** The print events the page's own listeners must not see (set by printPage). */
    __heldPrintEvents?: Set<string>
    /** The print events the browser fired, in order. */
    __browserPrintEvents?: string[]
  }
}

/**
 * Runs in every test page before the page's own scripts (tests/e2e/fixtures.ts): the first listener
 * for the two print events on window. Chromium calls a window's listeners in the order they were
 * added, capturing or not, so only a listener added first can hold an event back from the page.
 */
export function installPrintEventGate() {
  window.__heldPrintEvents = new Set()
  window.__browserPrintEvents = []
  for (const type of ['beforeprint', 'afterprint']) {
    window.addEventListener(type, (event) => {
      if (!event.isTrusted) return
      window.__browserPrintEvents!.push(type)
      if (window.__heldPrintEvents!.has(type)) event.stopImmediatePropagation()
    })
  }
}

/**
 * Prints the page as a browser does, in the given order, and returns the PDF. Chromium's print to
 * PDF fires `beforeprint` and `afterprint` itself; where the order asks for other timing, those two
 * are held back from the page (installPrintEventGate) and the helper fires them at its moments
 * instead.
 */
export async function printPage(
  page: Page,
  { order, afterprint = true, format }: PrintOptions,
): Promise<Buffer> {
  expect(
    await page.evaluate(() => window.__heldPrintEvents !== undefined),
    'the print event gate of tests/e2e/fixtures.ts is in the page',
  ).toBe(true)
  // A visitor prints a page that has settled: its print rules come with the stylesheets a page
  // with islands links after its first paint (ADR 029), which a fast machine can still be loading
  // when the test gets here.
  await page.waitForFunction((selector) => {
    const deferred = [...document.querySelectorAll(selector)].flatMap((noscript) =>
      [...(noscript.textContent ?? '').matchAll(/href="([^"]+)"/g)].map(([, href]) => href!),
    )
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')]
    return (
      deferred.every((href) => links.some((link) => link.getAttribute('href') === href)) &&
      links.every((link) => link.sheet !== null)
    )
  }, deferredLinksSelector)
  const hold = (types: string[]) =>
    page.evaluate((held) => {
      window.__heldPrintEvents = new Set(held)
      window.__browserPrintEvents = []
    }, types)
  const fire = (type: 'beforeprint' | 'afterprint') =>
    page.evaluate((name) => void window.dispatchEvent(new Event(name)), type)
  const pdfOptions = format ? { format, preferCSSPageSize: true } : { preferCSSPageSize: true }

  let pdf: Buffer
  if (order === 'in one task') {
    await hold(afterprint ? [] : ['afterprint'])
    pdf = await page.pdf(pdfOptions)
    // The browser must have fired both around its layout, or this order was not printed.
    expect(await page.evaluate(() => window.__browserPrintEvents)).toEqual([
      'beforeprint',
      'afterprint',
    ])
  } else {
    await hold(['beforeprint', 'afterprint'])
    await fire('beforeprint')
    // The tasks the page queued, a frame, and what those queued in turn.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => requestAnimationFrame(() => setTimeout(resolve, 0)), 0),
        ),
    )
    await page.emulateMedia({ media: 'print' })
    pdf = await page.pdf(pdfOptions)
    await page.emulateMedia({ media: null })
    if (afterprint) await fire('afterprint')
  }
  await hold([])
  return pdf
}
