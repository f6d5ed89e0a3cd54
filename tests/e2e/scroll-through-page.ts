import type { Page } from '@playwright/test'

/**
 * Scrolls through the whole page half a screen at a time, as a visitor reading it does, stopping
 * two frames and 30 ms at each: every block rendered on approach lays out, and every lazy picture
 * and frame comes near enough to start loading (a jump straight to the end passes them by, and
 * they never load). The page's height is read at each stop, as blocks that lay out change it.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
  })
}
