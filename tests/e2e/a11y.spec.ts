import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { languageCases, pagePaths } from './languages.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'

// WCAG 2.0, 2.1 and 2.2, levels A and AA.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/**
 * Runs axe on the page (or one open dialog) and lists every violation with its elements, so a
 * failure says what to fix. The frames' documents (ordering service, OpenStreetMap) are third-party
 * and stubbed in tests, so axe checks the <iframe> elements but does not descend into them.
 */
async function violations(page: Page, include?: string): Promise<string[]> {
  // options() replaces the whole options object, so it must come before withTags().
  let builder = new AxeBuilder({ page }).options({ iframes: false }).withTags(wcagTags)
  if (include) builder = builder.include(include)
  const results = await builder.analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${violation.help} → ${node.target.join(' ')}\n` +
        `    ${node.failureSummary?.replace(/\n/g, '\n    ')}`,
    ),
  )
}

const menuPages = languageCases.map((lang) => lang.menuPage)

/** Every page in every language and the 404 pages, hydrated, at the project's or the describe block's viewport. */
function eachRouteHasNoViolations() {
  for (const path of pagePaths) {
    test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
      // The menu page shows all 143 dishes at once: axe takes 11–17 s there on the CI machine.
      test.slow(menuPages.includes(path))
      await page.goto(path)
      await waitForIslandsArmed(page)
      expect(await violations(page)).toEqual([])
    })
  }
}

eachRouteHasNoViolations()

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  eachRouteHasNoViolations()
})
