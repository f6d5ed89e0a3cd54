import { canonicalUrl } from '#src/lib/canonical-url.ts'
import { fullStructuredDataPath } from '#src/app/seo/restaurant-json-ld.ts'
import { shareImagesFor } from '#src/app/seo/share-images.ts'
import { alternates, indexedDocuments } from '#src/lib/routes.ts'
import { expect, test } from './fixtures.ts'
import { caseFor, languageCases, sameDish } from './languages.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'

const { restaurant } = caseFor('de').site

// Pages for search engines; the owner's noindex pages have their own tests (table-tent.spec.ts).
const pages = indexedDocuments
const canonical = (path: string) => canonicalUrl(restaurant.siteUrl, path)
const headText = (document: (typeof pages)[number]) =>
  caseFor(document.language).text.pageHeadText(restaurant)[document.page]
/** The page's share card, in the page's language: the menu page has its own. */
const ogImage = (document: (typeof pages)[number]) => {
  const images = shareImagesFor(document.language)
  return `${restaurant.siteUrl}${document.page === 'menu-page' ? images.menu.path : images.openGraph.path}`
}
const ogLocales = { de: 'de_DE', en: 'en_US' } as const

for (const document of pages) {
  const path = document.path!

  test(`${path} has its own title, description, canonical URL and share card`, async ({ page }) => {
    await page.goto(path)
    const { title, description } = headText(document)
    const head = page.locator('head')
    const meta = (selector: string) => head.locator(`meta[${selector}]`)
    await expect(page).toHaveTitle(title)
    await expect(page.locator('html')).toHaveAttribute('lang', document.language)
    await expect(meta('name="description"')).toHaveAttribute('content', description)
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical(path))
    await expect(meta('name="robots"')).toHaveCount(0)
    await expect(meta('property="og:title"')).toHaveAttribute('content', title)
    await expect(meta('property="og:description"')).toHaveAttribute('content', description)
    await expect(meta('property="og:url"')).toHaveAttribute('content', canonical(path))
    await expect(meta('property="og:type"')).toHaveAttribute('content', 'website')
    await expect(meta('property="og:image"')).toHaveAttribute('content', ogImage(document))
    await expect(meta('property="og:image:width"')).toHaveAttribute('content', '1200')
    await expect(meta('property="og:image:height"')).toHaveAttribute('content', '630')
    await expect(meta('name="twitter:card"')).toHaveAttribute('content', 'summary_large_image')
  })

  test(`${path} names its language and its twins: og:locale and absolute, reciprocal hreflang links`, async ({
    page,
    request,
  }) => {
    await page.goto(path)
    const head = page.locator('head')
    const expected = alternates(document.route).map(({ hreflang, path: twin }) => ({
      hreflang,
      href: canonical(twin),
    }))
    const links = await head.locator('link[rel="alternate"][hreflang]').evaluateAll((elements) =>
      elements.map((link) => ({
        hreflang: link.getAttribute('hreflang') ?? '',
        href: link.getAttribute('href') ?? '',
      })),
    )
    expect(links).toEqual(expected)
    const locale = head.locator('meta[property="og:locale"]')
    const localeAlternates = head.locator('meta[property="og:locale:alternate"]')
    await expect(locale).toHaveAttribute('content', ogLocales[document.language])
    if (expected.length === 0) {
      // A page in one language only (the Impressum, the AGB): nothing to point at.
      await expect(localeAlternates).toHaveCount(0)
      return
    }
    // Both languages, then x-default: the German page.
    expect(expected.map((link) => link.hreflang)).toEqual(['de', 'en', 'x-default'])
    expect(expected.find((link) => link.hreflang === 'x-default')?.href).toBe(
      canonical(document.route.paths.de),
    )
    expect(expected.find((link) => link.hreflang === document.language)?.href).toBe(canonical(path))
    await expect(localeAlternates).toHaveAttribute(
      'content',
      ogLocales[document.language === 'de' ? 'en' : 'de'],
    )
    // Each twin points back at this page under this page's language.
    for (const link of links) {
      expect(link.href.startsWith(`${restaurant.siteUrl}/`), link.href).toBe(true)
      const twin = await (await request.get(new URL(link.href).pathname)).text()
      expect(twin, link.href).toContain(
        `<link rel="alternate" hreflang="${document.language}" href="${canonical(path)}"`,
      )
    }
  })
}

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

for (const { language, home, menuPage, unknown, site } of languageCases) {
  test(`the ${language} pages link the web manifest of their language, which opens the site in it`, async ({
    page,
    request,
  }) => {
    const manifestPath = language === 'de' ? '/site.webmanifest' : '/en/site.webmanifest'
    // Linked by the boot script once the page has painted: not in the HTML, whose every request
    // the first paint would wait for (ADR 029).
    for (const path of [home, menuPage]) {
      const html = await (await request.get(path)).text()
      expect(html).not.toContain('rel="manifest"')
      await page.goto(path)
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifestPath)
    }
    // A page without islands is one request (ADR 020).
    await page.goto(unknown)
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0)
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
  // The pages with twins: home, menu, Mittagstisch, ordering, the privacy policy and the
  // withdrawal, in both languages.
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
    ].map(canonical),
  )
})

for (const path of ['/diese-seite-gibt-es-nicht', '/en/does-not-exist']) {
  test(`the 404 page at ${path} is noindex, has no canonical and answers 404`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0)
  })
}
