// A visitor who asks for reduced motion gets none: no transitions, no smooth scrolling (the home
// page's floating order button is the transition that shows it). The focus ring and the layout at
// each width are checked on every page by tests/e2e/page-contract.spec.ts and
// tests/e2e/site.layout.spec.ts.
import { expect, test } from './fixtures.ts'
import { languageCases } from './languages.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'

test.use({ reducedMotion: 'reduce' })

for (const { home, text } of languageCases) {
  test(`${home}: transitions and smooth scrolling are switched off`, async ({ page }) => {
    await page.goto(home)
    await waitForIslandsArmed(page)
    // Still hidden at the top of the page: its fade-in transition is what is checked.
    const button = page.getByRole('link', {
      name: text.islandText.order.floatingButton,
      exact: true,
      includeHidden: true,
    })
    const duration = await button.evaluate(
      (element) => getComputedStyle(element).transitionDuration,
    )
    expect(Number.parseFloat(duration)).toBeLessThan(0.001)
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('auto')
  })
}
