// Typography for German (issue 52): quantities, volumes, dates, times and web addresses never break
// across lines — measured by their line boxes in the page, on a 320 px phone, where lines are
// shortest. Which runs are kept together is unit-tested beside the code (src/lib/no-break.test.ts);
// here, that the browser keeps them. Firefox and WebKit: tests/engines/pages.spec.ts.
import { brokenRuns, unbreakableRuns } from './geometry.ts'
import { expect, test } from './fixtures.ts'
import { caseFor } from './languages.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'

test.use({ viewport: { width: 320, height: 700 } })

const { home, menuPage } = caseFor('de')

for (const path of [home, menuPage, '/mittagstisch', '/speisekarte/aufsteller', '/bestellen']) {
  test(`${path}: no quantity, date, time or web address broken across lines at 320 px`, async ({
    page,
  }) => {
    await page.goto(path)
    await waitForIslandsArmed(page)
    // Every part laid out (render-on-approach lays out a section as it comes near).
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y)
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
      }
    })
    const found = await page.evaluate(
      (patterns) =>
        patterns.reduce(
          (count, source) =>
            count + (document.body.innerText.match(new RegExp(source, 'gu'))?.length ?? 0),
          0,
        ),
      unbreakableRuns,
    )
    expect(found, 'runs of the listed kinds on the page').toBeGreaterThan(0)
    expect(await page.evaluate(brokenRuns, unbreakableRuns)).toEqual([])
  })
}
