import type { Page } from '@playwright/test'

/**
 * Resolves once every island that hydrates without the visitor scrolling to it (`data-when` load
 * or idle) has hydrated: src/app/islands/hydrate-island.tsx marks its element `data-hydrated` when
 * React has committed it. A page without islands resolves at once. Islands that hydrate on
 * approach (`visible`) are the tests' to scroll to and wait for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(islandsHydrated)
}

/** Runs in the page: whether every island that needs no scrolling has hydrated (the engine suite's too). */
export const islandsHydrated = (): boolean =>
  [...document.querySelectorAll<HTMLElement>('[data-island]')].every(
    (island) => island.dataset.when === 'visible' || island.dataset.hydrated !== undefined,
  )

/**
 * Resolves once the page has done what it does after its first paint without the visitor: the
 * islands that need no scrolling have hydrated, every stand-in (`data-deferred`, ADR 029; its
 * <noscript> stays) has its content, the fonts in use have loaded and every frame has loaded. A test that collects errors
 * waits for this rather than for "networkidle", which a busy machine's network seldom gives.
 */
export async function waitForLateWork(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await waitForHydration(page)
  await page.waitForFunction(() => document.querySelector('[data-deferred]:not(noscript)') === null)
  await page.evaluate(async () => {
    await document.fonts.ready
  })
  for (const frame of page.frames()) await frame.waitForLoadState('load')
}
