import { test as base, expect } from '@playwright/test'
import { loadSite } from '../../builder/content/load-site.ts'
import { suiteInstant } from '../site/suite-site.ts'
import { installPrintEventGate } from './print.ts'

const { restaurant } = loadSite()

/** Stub pages that stand in for the external hosts, which tests must never reach. */
export const stubs = {
  ordering: '<!doctype html><title>Bestellservice (Test)</title><h1>Bestellseite (Test)</h1>',
  map: '<!doctype html><title>Karte (Test)</title><h1>Karte (Test)</h1>',
  /** What the withdrawal form's service answers a declaration with (ADR 032). */
  withdrawalReceived:
    '<!doctype html><title>Formulardienst (Test)</title><h1>Widerruf eingegangen (Test)</h1>',
}

export interface ExternalRequests {
  /** URLs of every request that left localhost, in order. */
  urls: string[]
  /** The bodies of the forms posted to the withdrawal form's service, decoded. */
  withdrawals: URLSearchParams[]
}

export const test = base.extend<{ external: ExternalRequests; suiteClock: boolean }>({
  /**
   * Whether the browser's clock reads the suite's instant (tests/site/suite-site.ts). Playwright's
   * clock fakes `performance` too, whose resource and paint entries then read empty: a test that
   * measures those, and depends on no date, turns it off.
   */
  suiteClock: [true, { option: true }],
  external: [
    async ({ context, suiteClock }, use) => {
      // Before the page's scripts: printPage decides when the page sees the print events.
      await context.addInitScript(installPrintEventGate)
      // The browser's day is the suite's (tests/site/suite-site.ts); a test of another day sets
      // its own clock.
      if (suiteClock) await context.clock.setFixedTime(suiteInstant)
      const external: ExternalRequests = { urls: [], withdrawals: [] }
      const orderingOrigin = new URL(restaurant.orderingUrl).origin
      const withdrawalAction = restaurant.withdrawalForm?.action
      await context.route(
        (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
        async (route) => {
          const url = route.request().url()
          external.urls.push(url)
          if (url === withdrawalAction && route.request().method() === 'POST') {
            external.withdrawals.push(new URLSearchParams(route.request().postData() ?? ''))
            await route.fulfill({ contentType: 'text/html', body: stubs.withdrawalReceived })
          } else if (url.startsWith(orderingOrigin)) {
            await route.fulfill({ contentType: 'text/html', body: stubs.ordering })
          } else if (new URL(url).hostname.endsWith('openstreetmap.org')) {
            await route.fulfill({ contentType: 'text/html', body: stubs.map })
          } else {
            await route.abort('blockedbyclient')
          }
        },
      )
      await use(external)
    },
    { auto: true },
  ],
})

export { expect }
