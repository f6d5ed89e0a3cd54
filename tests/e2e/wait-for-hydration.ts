import type { Page } from '@playwright/test'

/**
 * Resolves once React has hydrated the page: hydration attaches its props to every element it
 * adopts, the skip link (first element of every page) included. Clicking before that would follow
 * an order link's href instead of opening the modal.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const first = document.querySelector('#root > *')
    return first !== null && Object.keys(first).some((key) => key.startsWith('__reactProps'))
  })
}
