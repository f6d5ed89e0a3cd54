import { indexedRoutes } from '../../src/routes.ts'
import { expect, test } from './fixtures.ts'
import { waitForHydration } from './wait-for-hydration.ts'
import { loadSite } from '../../src/content/load-site.ts'
import { pageHeadText } from '../../src/content/pages.ts'

const { menu, restaurant } = loadSite()

// Pages for search engines; the owner's noindex pages have their own tests (table-tent.spec.ts).
const pages = indexedRoutes
const canonical = (path: string) => `${restaurant.siteUrl}${path}`
/** The page's share card: the menu page has its own. */
const ogImage = (path: string | null) =>
  `${restaurant.siteUrl}${path === '/speisekarte' ? '/og-menu.png' : '/og-image.png'}`

for (const route of pages) {
  test(`${route.path} has its own title, description, canonical URL and share card`, async ({
    page,
  }) => {
    await page.goto(route.path ?? '/')
    const { title, description } = pageHeadText(restaurant)[route.page]
    const head = page.locator('head')
    const meta = (selector: string) => head.locator(`meta[${selector}]`)
    await expect(page).toHaveTitle(title)
    await expect(meta('name="description"')).toHaveAttribute('content', description)
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      canonical(route.path ?? '/'),
    )
    await expect(meta('name="robots"')).toHaveCount(0)
    await expect(meta('property="og:title"')).toHaveAttribute('content', title)
    await expect(meta('property="og:description"')).toHaveAttribute('content', description)
    await expect(meta('property="og:url"')).toHaveAttribute('content', canonical(route.path ?? '/'))
    await expect(meta('property="og:type"')).toHaveAttribute('content', 'website')
    await expect(meta('property="og:image"')).toHaveAttribute('content', ogImage(route.path))
    await expect(meta('property="og:image:width"')).toHaveAttribute('content', '1200')
    await expect(meta('property="og:image:height"')).toHaveAttribute('content', '630')
    await expect(meta('name="twitter:card"')).toHaveAttribute('content', 'summary_large_image')
    await expect(meta('name="twitter:title"')).toHaveAttribute('content', title)
    await expect(meta('name="twitter:image"')).toHaveAttribute('content', ogImage(route.path))
  })
}

test('titles and descriptions differ from page to page', async () => {
  const texts = pages.map((route) => pageHeadText(restaurant)[route.page])
  expect(new Set(texts.map((text) => text.title)).size).toBe(pages.length)
  expect(new Set(texts.map((text) => text.description)).size).toBe(pages.length)
})

test('the share images are served as 1200×630 PNGs', async ({ request }) => {
  for (const path of ['/', '/speisekarte']) {
    const response = await request.get(new URL(ogImage(path)).pathname)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('image/png')
    const png = await response.body()
    // PNG header: width and height are the big-endian words at bytes 16 and 20 (IHDR).
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  }
})

test('the prerendered home page carries Restaurant JSON-LD that parses', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
  expect(blocks).toHaveLength(1)
  const text = blocks[0]![1]!
  expect(text).not.toContain('<')
  const data = JSON.parse(text)
  expect(data['@context']).toBe('https://schema.org')
  expect(data['@type']).toBe('Restaurant')
  expect(data.name).toBe(restaurant.name)
  expect(data.address.streetAddress).toBe(restaurant.address.street)
  expect(data.url).toBe(canonical('/'))
  expect(data.potentialAction.target.urlTemplate).toBe(restaurant.orderingUrl)
  // Before hydration the menu is its URL: the menu page, prerendered with the whole menu.
  expect(data.hasMenu).toBe(canonical('/speisekarte'))
  expect(html).toContain('id="speisekarte"')
  expect(
    data.openingHoursSpecification.some((entry: { dayOfWeek: string[] }) =>
      entry.dayOfWeek.includes('PublicHolidays'),
    ),
  ).toBe(true)
})

test('after hydration the JSON-LD holds the whole menu with prices', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const block = page.locator('script[type="application/ld+json"]')
  await expect(block).toHaveCount(1)
  // A data block is not rendered, so read its text content rather than its rendered text.
  await expect.poll(() => block.textContent()).toMatch(/"hasMenu":\{"@type":"Menu"/)
  const data = JSON.parse((await block.textContent()) ?? '')
  expect(data['@type']).toBe('Restaurant')
  const sections = data.hasMenu.hasMenuSection as { name: string; hasMenuItem: unknown[] }[]
  expect(sections.map((section) => section.name)).toEqual(menu.map((category) => category.title))
  const items = sections.flatMap((section) => section.hasMenuItem) as {
    name: string
    offers: { price: string; priceCurrency: string }
  }[]
  expect(items).toHaveLength(menu.reduce((sum, category) => sum + category.items.length, 0))
  expect(items.find((item) => item.name === 'Butter Chicken')?.offers).toMatchObject({
    price: '14.90',
    priceCurrency: 'EUR',
  })
})

test('legal pages carry no JSON-LD', async ({ page }) => {
  await page.goto('/impressum')
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
})

test('robots.txt allows crawling and points at the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/plain')
  const text = await response.text()
  expect(text).toMatch(/^User-agent: \*$/m)
  expect(text).not.toMatch(/^Disallow: \/\s*$/m)
  expect(text).toContain(`Sitemap: ${restaurant.siteUrl}/sitemap.xml`)
})

test('sitemap.xml lists exactly the routes of the route table', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/xml/)
  const xml = await response.text()
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  expect(locs).toEqual(pages.map((route) => canonical(route.path ?? '/')))
})

test('the 404 page is noindex, has no canonical and answers 404', async ({ page }) => {
  const response = await page.goto('/diese-seite-gibt-es-nicht')
  expect(response?.status()).toBe(404)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
})
