// What the engine suite's tests share: opening a page as a visitor's browser does, and the
// site's parts by role and name, in the words of the page's language (tests/e2e/languages.ts).
import type { TestInfo } from '@playwright/test'
import { islandsArmed } from '../e2e/wait-for-hydration.ts'
import { expect } from './fixtures.ts'
import type { EnginePage } from './engine-page.ts'
import type { FindQuery } from './find-element.ts'

/**
 * Opens the page and waits until its boot script has armed the islands: each then hydrates on the
 * visitor's way (ADR 035), which the tests' clicks, scrolls and typing are.
 */
export async function visit(tab: EnginePage, path: string): Promise<void> {
  // 304 when the tab has the page from an earlier test.
  expect([200, 304], `${path}: status`).toContain(await tab.goto(path))
  await expect
    .poll(() => tab.evaluate(islandsArmed), { message: `${path}: islands armed` })
    .toBe(true)
}

/** Whether the element is on screen now (false when it is not in the page). */
export const shown = async (tab: EnginePage, query: FindQuery): Promise<boolean> =>
  (await tab.inspect({ ...query, hidden: true }))?.visible ?? false

/** Scrolls the window so that its top is `fraction` × the viewport's height down the page. */
export const scrollTo = (tab: EnginePage, fraction: number) =>
  tab.evaluate((f) => window.scrollTo(0, Math.round(window.innerHeight * f)), fraction)

/**
 * Scrolls the element to the middle of the viewport, again until it stays there: the sections
 * on the way are laid out only as they come near (render-on-approach), so one scroll lands where
 * their estimated heights put it, as Playwright's scrollIntoViewIfNeeded retries in Chromium.
 */
export async function scrollToElement(tab: EnginePage, selector: string): Promise<void> {
  await expect
    .poll(
      () =>
        tab.evaluate(async (css) => {
          const element = document.querySelector(css)
          element?.scrollIntoView({ block: 'center', behavior: 'instant' })
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))
          const box = element?.getBoundingClientRect()
          return Boolean(box && box.top >= 0 && box.bottom <= window.innerHeight)
        }, selector),
      { message: `${selector} in view` },
    )
    .toBe(true)
}

/** A screenshot into the test's output folder, named by what it shows, engine and viewport. */
export async function screenshot(tab: EnginePage, testInfo: TestInfo, what: string) {
  await tab.screenshot(testInfo.outputPath(`${what}-${testInfo.project.name}.png`))
}

/** The open dialog with this accessible name. */
export const dialogNamed = (name: string): FindQuery => ({ role: 'dialog', name })
