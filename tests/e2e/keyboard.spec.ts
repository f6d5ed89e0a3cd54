import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'
import { caseFor, languageOfPage, pagePaths } from './languages.ts'

/** Accessible name and tag of the focused element, e.g. "A Jetzt Online Bestellen". */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return 'BODY'
    const name = element.getAttribute('aria-label') ?? element.textContent ?? ''
    return `${element.tagName} ${name.replace(/\s+/g, ' ').trim()}`
  })
}

// The skip link's text, written out: German on German pages, English on English ones.
const skipLinks = { de: 'Zum Inhalt springen', en: 'Skip to content' } as const

test('the skip link is the first Tab stop and moves focus to the main content', async ({
  page,
}) => {
  for (const path of pagePaths) {
    const skipLink = skipLinks[languageOfPage(path)]
    expect(caseFor(languageOfPage(path)).text.siteText.skipLink).toBe(skipLink)
    await page.goto(path)
    await waitForIslandsArmed(page)
    await page.keyboard.press('Tab')
    expect(await focused(page), path).toBe(`A ${skipLink}`)
    await expect(page.getByRole('link', { name: skipLink })).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  }
})

for (const path of pagePaths) {
  test(`${path}: landmarks, headings without skipped levels, named icon buttons`, async ({
    page,
  }) => {
    await page.goto(path)
    await waitForIslandsArmed(page)
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.getByRole('main')).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toHaveCount(1)
    for (const nav of await page.getByRole('navigation').all()) {
      await expect(nav).toHaveAccessibleName(/\S/)
    }

    // Headings of the page itself (closed dialogs are not part of it).
    const levels = await page.evaluate(() =>
      [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
        .filter((heading) => !heading.closest('dialog:not([open])'))
        .map((heading) => Number(heading.tagName[1])),
    )
    expect(levels[0], 'the first heading is the h1').toBe(1)
    expect(levels.filter((level) => level === 1)).toHaveLength(1)
    levels.forEach((level, index) => {
      const previous = levels[index - 1] ?? 0
      expect(level, `heading #${index + 1} after h${previous}`).toBeLessThanOrEqual(previous + 1)
    })

    for (const element of await page.locator('button:visible, a[href]:visible').all()) {
      await expect(element).toHaveAccessibleName(/\S/)
    }
  })
}

test('the German 404 page marks its English text lang="en"', async ({ page }) => {
  await page.goto('/gibt-es-nicht')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  const english = page.locator('[lang="en"]')
  await expect(english.getByText('Oops! Page not found')).toBeVisible()
  await expect(english.getByRole('link', { name: 'Return to Home' })).toBeVisible()
  await expect(english.getByText('404')).toBeVisible()
})

test('the English 404 page is English throughout and leads to /en/', async ({ page }) => {
  await page.goto('/en/does-not-exist')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Return to Home' }),
  ).toHaveAttribute('href', '/en/')
})
