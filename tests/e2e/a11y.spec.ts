import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { routes } from '../../src/routes.ts'
import { expect, test } from './fixtures.ts'
import { waitForHydration } from './wait-for-hydration.ts'

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

const paths = [
  ...routes.flatMap((route) => (route.path === null ? [] : [route.path])),
  '/gibt-es-nicht',
]

for (const path of paths) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path)
    await waitForHydration(page)
    expect(await violations(page)).toEqual([])
  })
}

test('the home page scrolled past the hero (floating order button shown) has no violations', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5))
  await expect(page.getByRole('link', { name: 'Jetzt Bestellen', exact: true })).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('the menu dialog open has no violations', async ({ page }) => {
  // The whole menu is in the dialog: axe needs a while for its contrast checks.
  test.slow()
  await page.goto('/')
  await waitForHydration(page)
  const name = 'Speisekarte ansehen'
  await page.getByRole('button', { name }).or(page.getByRole('link', { name })).click()
  const dialog = page.getByRole('dialog', { name: 'Unsere Speisekarte' })
  await expect(dialog).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('the order modal open has no violations', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Jetzt Online Bestellen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Online Bestellen' })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('iframe[title="Online Bestellen"]')).toBeAttached()
  expect(await violations(page, 'dialog[open]')).toEqual([])
  expect(await violations(page)).toEqual([])
})

test('the menu dialog with the allergen panel open and filters on has no violations', async ({
  page,
}) => {
  test.slow()
  await page.goto('/')
  await waitForHydration(page)
  const name = 'Speisekarte ansehen'
  await page.getByRole('button', { name }).or(page.getByRole('link', { name })).click()
  const dialog = page.getByRole('dialog', { name: 'Unsere Speisekarte' })
  await dialog.getByText('Allergene ausschließen').click()
  await dialog.getByRole('button', { name: /Schalenfrüchte/ }).click()
  await dialog.getByRole('button', { name: 'Vegetarisch', exact: true }).click()
  await expect(dialog.getByRole('button', { name: /Schalenfrüchte/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(await violations(page, 'dialog[open]')).toEqual([])
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const path of paths) {
    test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      expect(await violations(page)).toEqual([])
    })
  }

  test('the order modal open has no violations', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Jetzt Online Bestellen' }).click()
    await expect(page.getByRole('dialog', { name: 'Online Bestellen' })).toBeVisible()
    expect(await violations(page, 'dialog[open]')).toEqual([])
  })
})
