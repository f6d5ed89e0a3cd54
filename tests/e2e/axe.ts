import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/**
 * Runs axe with the WCAG 2.2 A and AA rules on the page (or on the part `include` selects, e.g. an
 * open dialog) and lists every violation with its elements, so a failure says what to fix. The
 * frames' documents (ordering service, OpenStreetMap) are third-party and stubbed in tests, so axe
 * checks the <iframe> elements but does not descend into them.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // options() replaces the whole options object, so it must come before withTags(). Only the
  // violations are listed: collecting every passing node too took most of the scan's time.
  let builder = new AxeBuilder({ page })
    .options({ iframes: false, resultTypes: ['violations'] })
    .withTags(wcagTags)
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
