import { pageMeta } from '../../src/content/pages.ts'
import { siteText } from '../../src/content/site-text.ts'
import { routes } from '../../src/routes.ts'
import { expect, test } from './fixtures.ts'
import { waitForHydration } from './wait-for-hydration.ts'
import { loadSite } from '../../src/content/load-site.ts'
import { pageHeadText } from '../../src/content/pages.ts'

const { restaurant } = loadSite()

const pages = routes.filter((route) => route.path !== null)

/** The h1 each page must show: the restaurant's name on the home page, else the page's heading. */
const headings: Record<string, string> = {
  '/': restaurant.name,
  '/speisekarte': pageMeta.menu.heading,
  '/speisekarte/aufsteller': pageMeta.tableTent.heading,
  '/impressum': pageMeta.impressum.heading,
  '/datenschutz': pageMeta.datenschutz.heading,
  '/agb': pageMeta.agb.heading,
}

for (const route of pages) {
  test(`${route.path} answers 200 with its heading and title, hydrated without errors`, async ({
    page,
  }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))

    const response = await page.goto(route.path ?? '/')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(pageHeadText(restaurant)[route.page].title)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      pageHeadText(restaurant)[route.page].description,
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[route.path!]!)
    // Hydration waits for the page's first paint; a mismatch would be reported right after it.
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })
}

test('the prerendered HTML holds the page text without JavaScript', async ({ request }) => {
  const html = await (await request.get('/impressum')).text()
  expect(html).toContain(`>${pageMeta.impressum.heading}</h1>`)
})

test('a nested unknown path answers 404 with the 404 page and logs the path', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const response = await page.goto('/gibt/es/nicht')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: siteText.notFound.code })).toBeVisible()
  await expect(page.getByText(siteText.notFound.message)).toBeVisible()
  await expect(page.getByRole('link', { name: siteText.notFound.homeLink })).toHaveAttribute(
    'href',
    '/',
  )
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect.poll(() => errors.some((text) => text.includes('/gibt/es/nicht'))).toBe(true)
  await waitForHydration(page)
  // Besides that log line only Chromium's note on the document's own 404 status: no hydration
  // warning, no other error.
  const others = errors.filter(
    (text) => !text.includes('/gibt/es/nicht') && !/status of 404 \(Not Found\)/.test(text),
  )
  expect(others).toEqual([])
})

test('header logo leads home and the footer links every legal page', async ({ page }) => {
  await page.goto('/agb')
  await expect(
    page.getByRole('banner').getByRole('link', { name: siteText.homeLinkLabel(restaurant.name) }),
  ).toHaveAttribute('href', '/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1)
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1)
  for (const label of ['Impressum', 'Datenschutz', 'AGB']) {
    await footer.getByRole('link', { name: label }).click()
    await expect(page).toHaveURL(new RegExp(`/${label.toLowerCase()}$`))
  }
})

for (const path of ['/impressum', '/datenschutz', '/agb']) {
  test(`${path} has the back link to the home page`, async ({ page }) => {
    await page.goto(path)
    await page.getByRole('link', { name: siteText.backToHome }).click()
    await expect(page).toHaveURL(/\/$/)
  })
}
