// What the site tells search engines and share cards beyond each page's head (which
// tests/e2e/page-contract.spec.ts checks on every page): distinct titles, the share images, the
// Restaurant JSON-LD of the home pages (prerendered, and with the whole menu after hydration), the
// web manifests, robots.txt and the sitemap with its hreflang alternates.
import { canonicalUrl } from '#src/lib/canonical-url.ts'
import { fullStructuredDataPath } from '#src/app/seo/restaurant-json-ld.ts'
import { shareImagesFor } from '#src/app/seo/share-images.ts'
import { alternates, indexedDocuments } from '#src/lib/routes.ts'
import { expect, test } from './fixtures.ts'
import { caseFor, languageCases, sameDish } from './languages.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'

const { restaurant } = caseFor('de').site

// Pages for search engines; the owner's noindex pages have their own tests (table-tent.spec.ts).
const pages = indexedDocuments(restaurant)
const canonical = (path: string) => canonicalUrl(restaurant.siteUrl, path)
const headText = (document: (typeof pages)[number]) =>
  caseFor(document.language).text.pageHeadText(restaurant)[document.page]

test('titles and descriptions differ from page to page, in every language', async () => {
  const texts = pages.map(headText)
  expect(new Set(texts.map((text) => text.title)).size).toBe(pages.length)
  expect(new Set(texts.map((text) => text.description)).size).toBe(pages.length)
})

test('the share images of every language are served as 1200×630 PNGs', async ({ request }) => {
  for (const lang of languageCases) {
    const images = shareImagesFor(lang.language)
    for (const image of [images.openGraph, images.menu]) {
      const response = await request.get(image.path)
      expect(response.status(), image.path).toBe(200)
      expect(response.headers()['content-type'], image.path).toContain('image/png')
      const png = await response.body()
      // PNG header: width and height are the big-endian words at bytes 16 and 20 (IHDR).
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], image.path).toEqual([1200, 630])
    }
  }
})

for (const lang of languageCases) {
  const { home, menuPage, language, site, text } = lang
  const { menu } = site

  test(`the prerendered ${home} carries Restaurant JSON-LD in its language that parses`, async ({
    request,
  }) => {
    const html = await (await request.get(home)).text()
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json"([^>]*)>(.*?)<\/script>/gs),
    ]
    expect(blocks).toHaveLength(1)
    expect(blocks[0]![1]).toContain(`data-full-src="${fullStructuredDataPath(language)}"`)
    const jsonText = blocks[0]![2]!
    expect(jsonText).not.toContain('<')
    const data = JSON.parse(jsonText)
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('Restaurant')
    expect(data.inLanguage).toBe(language)
    expect(data.name).toBe(restaurant.name)
    expect(data.address.streetAddress).toBe(restaurant.address.street)
    expect(data.url).toBe(canonical(home))
    expect(data.potentialAction.target.urlTemplate).toBe(canonical(lang.orderPage))
    // Before hydration the menu is its URL: the menu page, prerendered with the whole menu.
    expect(data.hasMenu).toBe(canonical(menuPage))
    expect(html).toContain(`id="${text.islandText.anchors.menu}"`)
    expect(
      data.openingHoursSpecification.some((entry: { dayOfWeek: string[] }) =>
        entry.dayOfWeek.includes('PublicHolidays'),
      ),
    ).toBe(true)
  })

  test(`after hydration the JSON-LD of ${home} holds the whole menu with prices`, async ({
    page,
  }) => {
    await page.goto(home)
    await waitForIslandsArmed(page)
    const block = page.locator('script[type="application/ld+json"]')
    await expect(block).toHaveCount(1)
    // A data block is not rendered, so read its text content rather than its rendered text.
    await expect.poll(() => block.textContent()).toMatch(/"hasMenu":\{"@type":"Menu"/)
    const data = JSON.parse((await block.textContent()) ?? '')
    expect(data['@type']).toBe('Restaurant')
    expect(data.inLanguage).toBe(language)
    const all = data.hasMenu.hasMenuSection as { name: string; hasMenuItem: unknown[] }[]
    // First the Mittagstisch's weeks not ended at the build, then the menu's categories.
    const lunchWeeks = all.slice(0, all.length - menu.length)
    expect(lunchWeeks.length).toBeLessThanOrEqual(lang.site.lunch.weeks.length)
    for (const week of lunchWeeks) expect(week.name).toMatch(lang.text.lunchText.heading)
    const sections = all.slice(lunchWeeks.length)
    expect(sections.map((section) => section.name)).toEqual(
      menu.map((category) => category.title.text),
    )
    const items = sections.flatMap((section) => section.hasMenuItem) as {
      name: string
      offers: { price: string; priceCurrency: string }
    }[]
    expect(items).toHaveLength(menu.reduce((sum, category) => sum + category.items.length, 0))
    const butterChicken = sameDish(lang, 'Butter Chicken').name.text
    expect(items.find((item) => item.name === butterChicken)?.offers).toMatchObject({
      price: '14.90',
      priceCurrency: 'EUR',
    })
  })
}

// Which pages link the manifest, and when, is part of the page contract.
for (const { language, home, site } of languageCases) {
  test(`the ${language} web manifest opens the site in its language`, async ({ request }) => {
    const manifestPath = language === 'de' ? '/site.webmanifest' : '/en/site.webmanifest'
    const manifest = await (await request.get(manifestPath)).json()
    expect(manifest).toMatchObject({
      lang: language,
      start_url: home,
      description: site.home.hero.tagline.text,
    })
  })
}

test('/en/ says in its JSON-LD that it is English', async ({ request }) => {
  const html = await (await request.get('/en/')).text()
  const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1]
  expect(JSON.parse(json ?? '{}')).toMatchObject({
    inLanguage: 'en',
    url: `${restaurant.siteUrl}/en/`,
    hasMenu: `${restaurant.siteUrl}/en/menu`,
  })
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

/** The sitemap's entries: each <url>'s <loc> and its hreflang alternates. */
async function sitemapEntries(request: import('@playwright/test').APIRequestContext) {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/xml/)
  const xml = await response.text()
  expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, entry]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(entry!)?.[1] ?? '',
    alternates: [
      ...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\s*\/>/g),
    ].map(([, hreflang, href]) => ({ hreflang: hreflang!, href: href! })),
  }))
}

test('sitemap.xml lists exactly the indexable pages of every language', async ({ request }) => {
  const entries = await sitemapEntries(request)
  expect(entries.map((entry) => entry.loc)).toEqual(pages.map((page) => canonical(page.path!)))
  expect(entries.map((entry) => entry.loc)).toContain(`${restaurant.siteUrl}/en/menu`)
})

test('the sitemap’s hreflang alternates are absolute, match the pages’ own and are reciprocal', async ({
  request,
}) => {
  const entries = await sitemapEntries(request)
  for (const [index, entry] of entries.entries()) {
    const document = pages[index]!
    expect(entry.alternates, entry.loc).toEqual(
      alternates(document.route).map(({ hreflang, path }) => ({ hreflang, href: canonical(path) })),
    )
    for (const alternate of entry.alternates) {
      expect(alternate.href.startsWith(`${restaurant.siteUrl}/`), alternate.href).toBe(true)
      if (alternate.hreflang === 'x-default') continue
      // The twin's own entry names this page, under this page's language.
      const twin = entries.find((candidate) => candidate.loc === alternate.href)
      expect(twin, `${alternate.href} is in the sitemap`).toBeDefined()
      expect(twin!.alternates).toContainEqual({ hreflang: document.language, href: entry.loc })
    }
  }
  // The pages with twins: home, menu, Mittagstisch, ordering, the privacy policy, the withdrawal
  // and the accessibility statement (the suite's business owes one), in both languages.
  expect(entries.filter((entry) => entry.alternates.length > 0).map((entry) => entry.loc)).toEqual(
    [
      '/',
      '/en/',
      '/speisekarte',
      '/en/menu',
      '/mittagstisch',
      '/en/lunch',
      '/bestellen',
      '/en/order',
      '/datenschutz',
      '/en/privacy',
      '/widerruf',
      '/en/withdrawal',
      '/barrierefreiheit',
      '/en/accessibility',
    ].map(canonical),
  )
})
