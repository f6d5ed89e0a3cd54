import type { Page } from '@playwright/test'

/**
 * Resolves once every island that hydrates without the visitor scrolling to it (`data-when` load
 * or idle) has hydrated: src/app/islands/hydrate-island.tsx marks its element `data-hydrated` when
 * React has committed it. A page without islands resolves at once. Islands that hydrate on
 * approach (`visible`) are the tests' to scroll to and wait for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-island]')].every(
      (island) => island.dataset.when === 'visible' || island.dataset.hydrated !== undefined,
    ),
  )
}
