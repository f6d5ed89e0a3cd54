import type { Language } from '#src/schemas/fields.ts'
import { documents, href, isInLanguage, legalRoutes } from '#src/lib/routes.ts'
import { expect, test } from './fixtures.ts'
import { caseFor, languageCases } from './languages.ts'
import { waitForIslandsArmed, waitForLateWork } from './wait-for-hydration.ts'

const pages = documents.filter((document) => document.path !== null)

/** The h1 each page must show: the restaurant's name on the home page, else the page's heading. */
function headingOf(page: (typeof pages)[number]['page'], language: Language): string {
  const { text, site } = caseFor(language)
  const { pageMeta } = text
  const headings: Partial<Record<typeof page, string>> = {
    'home-page': site.restaurant.name,
    'menu-page': pageMeta.menu.heading,
    'order-page': pageMeta.order.heading,
    'table-tent-page': pageMeta.tableTent.heading,
    'impressum-page': pageMeta.impressum.heading,
    'datenschutz-page': pageMeta.datenschutz.heading,
    'agb-page': pageMeta.agb.heading,
    'withdrawal-page': text.withdrawalText.heading,
    'lunch-page': text.lunchText.heading,
  }
  const heading = headings[page]
  if (!heading) throw new Error(`no heading for ${page}`)
  return heading
}

for (const document of pages) {
  const { text, site } = caseFor(document.language)
  const head = text.pageHeadText(site.restaurant)[document.page]

  test(`${document.path} answers 200 with its heading and title, hydrated without errors`, async ({
    page,
  }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))

    const response = await page.goto(document.path!)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(head.title)
    await expect(page.locator('html')).toHaveAttribute('lang', document.language)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      head.description,
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      headingOf(document.page, document.language),
    )
    // Hydration waits for the page's first paint; a mismatch would be reported right after it.
    await waitForLateWork(page)
    expect(problems).toEqual([])
  })

  test(`${document.path}: the header's language link leads to the page in the other language`, async ({
    page,
  }) => {
    const { otherLanguage } = text.siteText
    await page.goto(document.path!)
    const link = page.getByRole('banner').getByRole('link', { name: otherLanguage.name })
    // The page's twin, or the other language's home page where it has none (legal pages).
    const target = isInLanguage(document.page, otherLanguage.language)
      ? href(document.page, otherLanguage.language)
      : href('home-page', otherLanguage.language)
    expect(target).toBe(
      document.route.paths[otherLanguage.language] ?? caseFor(otherLanguage.language).home,
    )
    await expect(link).toHaveAttribute('href', target)
    await expect(link).toHaveAttribute('hreflang', otherLanguage.language)
    await expect(link).toHaveAttribute('lang', otherLanguage.language)
  })
}

test('the prerendered HTML holds the page text without JavaScript', async ({ request }) => {
  const html = await (await request.get('/impressum')).text()
  expect(html).toContain(`>${caseFor('de').text.pageMeta.impressum.heading}</h1>`)
})

const unknownPaths: Record<Language, string> = {
  de: '/gibt/es/nicht',
  en: '/en/does-not-exist',
}

for (const lang of languageCases) {
  const { notFound } = lang.text.siteText
  const path = unknownPaths[lang.language]

  test(`${path} answers 404 with the ${lang.language} 404 page and logs the path`, async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', lang.language)
    await expect(page).toHaveTitle(
      lang.text.pageHeadText(lang.site.restaurant)['not-found-page'].title,
    )
    await expect(page.getByRole('heading', { name: notFound.code })).toBeVisible()
    await expect(page.getByText(notFound.message)).toBeVisible()
    // The spec's English words are marked English, also on the German page (issue 41).
    const inEnglish = (text: string) => page.locator('[lang="en"]', { hasText: text })
    await expect(inEnglish(notFound.message).first()).toBeVisible()
    await expect(inEnglish(notFound.homeLink).first()).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('link', { name: notFound.homeLink }),
    ).toHaveAttribute('href', lang.home)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect.poll(() => errors.some((text) => text.includes(path))).toBe(true)
    await waitForIslandsArmed(page)
    // Besides that log line only Chromium's note on the document's own 404 status: no hydration
    // warning, no other error.
    const others = errors.filter(
      (text) => !text.includes(path) && !/status of 404 \(Not Found\)/.test(text),
    )
    expect(others).toEqual([])
  })
}

test.describe('a page shorter than the screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('keeps its footer at the bottom, with no band of page background below it', async ({
    page,
  }) => {
    await page.goto(unknownPaths.de)
    const footerBottom = await page
      .getByRole('contentinfo')
      .evaluate((footer) => footer.getBoundingClientRect().bottom)
    // The German 404 page's content ends about 135 px above the bottom of this screen.
    expect(footerBottom).toBe(900)
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(900)
  })
})

test('/en/does-not-exist is the English 404 page: English title, English frame', async ({
  page,
}) => {
  const response = await page.goto('/en/does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveTitle(/^Page not found – /)
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/en/')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached()
  await expect(page.getByRole('contentinfo')).toContainText('Legal')
})

test('header logo leads home and the footer links every legal page', async ({ page }) => {
  const { siteText } = caseFor('de').text
  await page.goto('/agb')
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: siteText.homeLinkLabel(caseFor('de').site.restaurant.name) }),
  ).toHaveAttribute('href', '/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1)
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1)
  for (const label of ['Impressum', 'Datenschutz', 'AGB']) {
    await footer.getByRole('link', { name: label }).click()
    await expect(page).toHaveURL(new RegExp(`/${label.toLowerCase()}$`))
  }
})

test('on /en/ the logo leads to /en/ and the footer’s legal links lead to the English privacy policy and the German pages, saying so', async ({
  page,
}) => {
  const { siteText, pageMeta } = caseFor('en').text
  await page.goto('/en/')
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: siteText.homeLinkLabel(caseFor('en').site.restaurant.name) }),
  ).toHaveAttribute('href', '/en/')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(siteText.footer.legalHeading)
  // The Impressum and the AGB are German only; the privacy policy has its English translation.
  const legal = [
    { label: pageMeta.impressum.navLabel, path: '/impressum', language: 'de' },
    { label: pageMeta.datenschutz.navLabel, path: '/en/privacy', language: 'en' },
    { label: pageMeta.agb.navLabel, path: '/agb', language: 'de' },
  ]
  expect(legal.map(({ path }) => path)).toEqual(
    legalRoutes.map((route) => route.paths.en ?? route.paths.de),
  )
  for (const { label, path, language } of legal) {
    await page.goto('/en/')
    const link = footer.getByRole('link', { name: label, exact: true })
    if (language === 'de') {
      await expect(link).toHaveText(/\(in German\)$/)
      await expect(link).toHaveAttribute('hreflang', 'de')
    } else {
      await expect(link).not.toHaveText(/German/)
      await expect(link).not.toHaveAttribute('hreflang', /.*/)
    }
    await expect(link).toHaveAttribute('href', path)
    await link.click()
    await expect(page).toHaveURL((url) => url.pathname === path)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
  }
})

for (const path of ['/impressum', '/datenschutz', '/agb']) {
  test(`${path} has the back link to the home page`, async ({ page }) => {
    await page.goto(path)
    await page.getByRole('link', { name: caseFor('de').text.siteText.backToHome }).click()
    await expect(page).toHaveURL(/\/$/)
  })
}
