import type { Page } from '@playwright/test'

/**
 * Scrolls through the whole page a screen at a time, as a visitor reading it does: every block
 * rendered on approach lays out, and every lazy picture and frame comes near enough to start
 * loading (a jump straight to the end passes them by, and they never load).
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(30)
  }
}
