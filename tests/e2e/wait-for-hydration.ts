import type { Page } from '@playwright/test'

/**
 * Resolves once the page's boot script has armed every island (`data-armed`): each then hydrates
 * on the visitor's way (ADR 035) — as it nears the viewport, on a pointer, touch or focus on it
 * or on a link that opens it, on a scroll — which the tests do as a visitor does. A page without
 * islands resolves at once.
 */
export async function waitForIslandsArmed(page: Page): Promise<void> {
  await page.waitForFunction(islandsArmed)
}

/** Runs in the page: whether the boot script has armed every island (the engine suite's too). */
export const islandsArmed = (): boolean =>
  [...document.querySelectorAll<HTMLElement>('[data-island]')].every(
    (island) => island.dataset.armed !== undefined,
  )

/**
 * Resolves once the island `name` has hydrated: src/app/runtime/island-root.tsx marks its
 * element `data-hydrated` when React has committed it.
 */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  await page
    .locator(`[data-island="${name}"][data-hydrated]`)
    .first()
    .waitFor({ state: 'attached' })
}

/**
 * Resolves once the page has done what it does after its first paint without the visitor: its
 * islands are armed, every stand-in (`data-deferred`, ADR 029; its <noscript> stays) has its
 * content, the fonts in use have loaded and every frame has loaded. A test that collects errors
 * waits for this rather than for "networkidle", which a busy machine's network seldom gives.
 */
export async function waitForLateWork(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await waitForIslandsArmed(page)
  await page.waitForFunction(() => document.querySelector('[data-deferred]:not(noscript)') === null)
  await page.evaluate(async () => {
    await document.fonts.ready
  })
  for (const frame of page.frames()) await frame.waitForLoadState('load')
}
