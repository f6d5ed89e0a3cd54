/*
 * The page contract (issue 51): what every page of the site owes its visitors, search engines and
 * the owner, whatever the page. Every route of the route table (src/lib/routes.ts) in every
 * language, and an unknown path per language (the 404 pages), is loaded twice:
 *
 * - with JavaScript, on a phone (412 × 823, Lighthouse's): status, the CSP header, title, language,
 *   description, h1, canonical, robots, Open Graph and Twitter cards, hreflang twins that point
 *   back, JSON-LD and web manifest where they belong, the header's logo and language links, the
 *   footer's contact, legal and withdrawal links, the 404 page's words, landmarks, heading levels,
 *   named controls, axe's WCAG 2.2 AA rules, the skip link as the first Tab stop with a visible
 *   focus outline, the fonts (the first layout's font strikes, a first frame without the web font,
 *   later only its core file or none), and after the page's late work no CSP or
 *   Permissions-Policy violation and no console error or warning;
 * - without JavaScript, on a desktop (1440 × 900): status, title, h1 as served, every text
 *   visible, every link answering, every order button leading to our ordering page, the footer's
 *   withdrawal link visible. (Axe needs the page's timers, which stop without JavaScript: its scan
 *   at a desktop's width is in the layout spec's 1440 px load.)
 *
 * Each load makes all its assertions softly, so one load reports all of the page's problems. One
 * test runs the W3C Nu HTML Checker over every page's file. What depends on the width is in
 * tests/e2e/site.layout.spec.ts; what a page's features do, in their own specs.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { clientOutDir } from '../../builder/paths.ts'
import { canonicalUrl } from '#src/lib/canonical-url.ts'
import { shareImagesFor } from '#src/app/seo/share-images.ts'
import {
  type PageDocument,
  type PageName,
  alternates,
  href,
  isInLanguage,
  legalRoutes,
  mainPages,
} from '#src/lib/routes.ts'
import { withdrawalLink } from '#src/lib/withdrawal-link.ts'
import { axeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { firstLayoutStrikes, maxFirstLayoutStrikes, webFontLoaded } from './font-strikes.ts'
import { type Language, caseFor, suiteDocuments as documents } from './languages.ts'
import { checkHtml } from './nu-html-checker.ts'
import { expectedContentSecurityPolicy, recordPolicyProblems } from './policy-problems.ts'
import { scrollThroughPage } from './scroll-through-page.ts'
import { waitForLateWork } from './wait-for-hydration.ts'

const { restaurant } = caseFor('de').site

interface Route {
  path: string
  language: Language
  page: PageName
  status: 200 | 404
  document: PageDocument
}

/** Unknown paths, one per language, nested: the 404 page's links and assets must work there too. */
const unknownPaths: Record<Language, string> = { de: '/gibt/es/nicht', en: '/en/does/not/exist' }

const routes: Route[] = documents.map((document) => ({
  path: document.path ?? unknownPaths[document.language],
  language: document.language,
  page: document.page,
  status: document.path === null ? 404 : 200,
  document,
}))

/** Per page kind: its h1, its JSON-LD blocks, its link back home, its font strikes. */
interface PageKind {
  heading: (language: Language) => string
  /**
   * Structured data for search engines, on the pages about the food and the restaurant: the
   * Restaurant on the home and ordering pages, the Menu on the menu and Mittagstisch pages.
   */
  jsonLd: 0 | 1
  /** The legal texts and the withdrawal page end with „← Zurück zur Startseite“. */
  backLink: boolean
  /**
   * Every font size and weight the first layout shapes is a font strike, which Chromium on Linux
   * sets up through synchronous requests to the browser process: half of the first frame's
   * layout with ten strikes (ADR 010). Counted on what renders on arrival at a phone's viewport.
   * The menu page and the Mittagstisch page show dishes within their first layout: a dish row adds
   * two strikes no other first view needs, its diet badges and its allergen marks (12 px,
   * semibold and regular).
   */
  maxStrikes: number
}

const text = (language: Language) => caseFor(language).text

const pageKinds: Record<PageName, PageKind> = {
  'home-page': {
    heading: () => restaurant.name,
    jsonLd: 1,
    backLink: false,
    maxStrikes: maxFirstLayoutStrikes,
  },
  'menu-page': {
    heading: (language) => text(language).pageMeta.menu.heading,
    jsonLd: 1,
    backLink: false,
    maxStrikes: maxFirstLayoutStrikes + 2,
  },
  'lunch-page': {
    heading: (language) => text(language).lunchText.heading,
    jsonLd: 1,
    backLink: false,
    maxStrikes: maxFirstLayoutStrikes + 2,
  },
  'order-page': {
    heading: (language) => text(language).pageMeta.order.heading,
    jsonLd: 1,
    backLink: false,
    maxStrikes: maxFirstLayoutStrikes,
  },
  'table-tent-page': {
    heading: (language) => text(language).pageMeta.tableTent.heading,
    jsonLd: 0,
    backLink: false,
    maxStrikes: maxFirstLayoutStrikes,
  },
  'impressum-page': {
    heading: (language) => text(language).pageMeta.impressum.heading,
    jsonLd: 0,
    backLink: true,
    maxStrikes: maxFirstLayoutStrikes,
  },
  'datenschutz-page': {
    heading: (language) => text(language).pageMeta.datenschutz.heading,
    jsonLd: 0,
    backLink: true,
    maxStrikes: maxFirstLayoutStrikes,
  },
  'agb-page': {
    heading: (language) => text(language).pageMeta.agb.heading,
    jsonLd: 0,
    backLink: true,
    maxStrikes: maxFirstLayoutStrikes,
  },
  'withdrawal-page': {
    heading: (language) => text(language).withdrawalText.heading,
    jsonLd: 0,
    backLink: true,
    maxStrikes: maxFirstLayoutStrikes,
  },
  // On the suite's site: its business is not a micro-enterprise (tests/site/suite-content.ts).
  'accessibility-page': {
    heading: (language) => text(language).pageMeta.accessibility.heading,
    jsonLd: 0,
    backLink: true,
    maxStrikes: maxFirstLayoutStrikes,
  },
  'not-found-page': {
    heading: (language) => {
      const { code, message } = text(language).siteText.notFound
      return `${code} ${message}`
    },
    jsonLd: 0,
    backLink: false,
    maxStrikes: maxFirstLayoutStrikes,
  },
}

/** Words written out, not read from the texts the pages use: a wrong text there must fail here. */
const skipLinks = { de: 'Zum Inhalt springen', en: 'Skip to content' } as const
/** The 404 page's words are the spec's English ones in both languages, marked lang="en". */
const notFoundWords = { code: '404', message: 'Oops! Page not found', homeLink: 'Return to Home' }
/** Under them, the 404 page's sentence and ways on in the site's language (issue 52). */
const notFoundHelp = {
  de: {
    sentence: /^Unter dieser Adresse gibt es bei uns keine Seite/,
    ways: { Speisekarte: '/speisekarte', Mittagstisch: '/mittagstisch', Bestellen: '/bestellen' },
  },
  en: {
    sentence: /^There is no page at this address/,
    ways: { Menu: '/en/menu', 'Lunch menu': '/en/lunch', Order: '/en/order' },
  },
} as const
/** The words of an order button: no button may need JavaScript to order. */
const orderWords = { de: /bestellen/i, en: /\border\b/i } as const
const ogLocales = { de: 'de_DE', en: 'en_US' } as const

const canonical = (path: string) => canonicalUrl(restaurant.siteUrl, path)
/** The policy the server must send (it hashes every page's inline scripts and styles: once). */
let policy: string | undefined
const contentSecurityPolicy = () => (policy ??= expectedContentSecurityPolicy())

/**
 * What the server answers for a path, asked once per worker: the no-JS loads check every link and
 * the JS loads every hreflang twin, and most pages link the same pages.
 */
const served = new Map<string, Promise<{ status: number; html: string }>>()
function serve(request: APIRequestContext, path: string) {
  let answer = served.get(path)
  if (!answer) {
    answer = request.get(path).then(async (response) => ({
      status: response.status(),
      html: await response.text(),
    }))
    served.set(path, answer)
  }
  return answer
}

/** Console errors and warnings and uncaught errors of the page. */
function recordConsoleProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

/** The path of every web font file the page asks for. */
function recordFontRequests(page: Page): string[] {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
  })
  return fonts
}

/** Title, language, description and h1: the same with JavaScript and without. */
async function expectIdentity(page: Page, route: Route) {
  const { title, description } = text(route.language).pageHeadText(restaurant)[route.page]
  await expect.soft(page).toHaveTitle(title)
  await expect.soft(page.locator('html')).toHaveAttribute('lang', route.language)
  await expect
    .soft(page.getByRole('heading', { level: 1 }))
    .toHaveText(pageKinds[route.page].heading(route.language))
  if (route.status === 200) {
    await expect
      .soft(page.locator('meta[name="description"]'))
      .toHaveAttribute('content', description)
  }
}

/** The head's tags search engines and share cards read, each as the list of its values. */
function readHead(page: Page) {
  return page.evaluate(() => {
    const values = (selector: string, attribute: string) =>
      [...document.querySelectorAll(selector)].map((element) => element.getAttribute(attribute))
    const meta = (key: string) => values(`head meta[${key}]`, 'content')
    return {
      canonical: values('head link[rel="canonical"]', 'href'),
      robots: meta('name="robots"'),
      ogTitle: meta('property="og:title"'),
      ogDescription: meta('property="og:description"'),
      ogUrl: meta('property="og:url"'),
      ogType: meta('property="og:type"'),
      ogImage: meta('property="og:image"'),
      ogImageWidth: meta('property="og:image:width"'),
      ogImageHeight: meta('property="og:image:height"'),
      twitterCard: meta('name="twitter:card"'),
      ogLocale: meta('property="og:locale"'),
      ogLocaleAlternate: meta('property="og:locale:alternate"'),
      hreflang: [...document.querySelectorAll('head link[rel="alternate"][hreflang]')].map(
        (link) => ({ hreflang: link.getAttribute('hreflang'), href: link.getAttribute('href') }),
      ),
      jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
    }
  })
}

/**
 * The head for search engines and share cards: canonical, robots, Open Graph, Twitter, hreflang
 * twins that name this page back, the JSON-LD and the web manifest.
 */
async function expectHead(page: Page, route: Route, request: APIRequestContext) {
  // The web manifest is linked by the boot script once the page has painted, not in the HTML,
  // whose every request the first paint would wait for (ADR 029); a page without islands is one
  // request and links none (ADR 020).
  const manifest = page.locator('link[rel="manifest"]')
  const { html } = await serve(request, route.path)
  expect.soft(html, 'the served HTML links no manifest').not.toContain('rel="manifest"')
  if ((await page.locator('[data-island]').count()) > 0) {
    await expect
      .soft(manifest)
      .toHaveAttribute(
        'href',
        route.language === 'de' ? '/site.webmanifest' : '/en/site.webmanifest',
      )
  } else {
    await expect.soft(manifest).toHaveCount(0)
  }

  const head = await readHead(page)
  const jsonLd = pageKinds[route.page].jsonLd
  if (route.status === 404 || route.document.route.noindex) {
    // The 404 pages and the owner's table tent are not for search engines.
    const { canonical, robots, hreflang } = head
    expect
      .soft({ canonical, robots, hreflang, jsonLd: head.jsonLd }, 'head')
      .toEqual({ canonical: [], robots: ['noindex'], hreflang: [], jsonLd })
    return
  }

  const path = route.path
  const { title, description } = text(route.language).pageHeadText(restaurant)[route.page]
  const images = shareImagesFor(route.language)
  const ogImage = route.page === 'menu-page' ? images.menu.path : images.openGraph.path
  // The page's language and its twins: og:locale and absolute, reciprocal hreflang links.
  const twins = alternates(route.document.route).map(({ hreflang, path: twin }) => ({
    hreflang,
    href: canonical(twin),
  }))
  const otherLocale = ogLocales[route.language === 'de' ? 'en' : 'de']
  expect.soft(head, 'head').toEqual({
    canonical: [canonical(path)],
    robots: [],
    ogTitle: [title],
    ogDescription: [description],
    ogUrl: [canonical(path)],
    ogType: ['website'],
    ogImage: [`${restaurant.siteUrl}${ogImage}`],
    ogImageWidth: ['1200'],
    ogImageHeight: ['630'],
    twitterCard: ['summary_large_image'],
    ogLocale: [ogLocales[route.language]],
    // A page in one language only (the Impressum, the AGB): nothing to point at.
    ogLocaleAlternate: twins.length === 0 ? [] : [otherLocale],
    hreflang: twins,
    jsonLd,
  })
  if (twins.length === 0) return
  // Both languages, then x-default: the German page.
  expect.soft(twins.map((link) => link.hreflang)).toEqual(['de', 'en', 'x-default'])
  expect
    .soft(twins.find((link) => link.hreflang === 'x-default')?.href)
    .toBe(canonical(route.document.route.paths.de))
  expect.soft(twins.find((link) => link.hreflang === route.language)?.href).toBe(canonical(path))
  // Each twin points back at this page under this page's language.
  for (const link of head.hreflang) {
    const twin = link.href ?? ''
    expect.soft(twin.startsWith(`${restaurant.siteUrl}/`), twin).toBe(true)
    const { html: twinHtml } = await serve(request, new URL(twin, restaurant.siteUrl).pathname)
    expect
      .soft(twinHtml, twin)
      .toContain(`<link rel="alternate" hreflang="${route.language}" href="${canonical(path)}"`)
  }
}

/**
 * The page's frame: the header's logo and language links, the footer's contact, legal and
 * withdrawal links, the link back home on the legal pages, the 404 page's words.
 */
async function expectFrame(page: Page, route: Route) {
  const { language } = route
  const lang = caseFor(language)
  const { siteText, pageMeta } = lang.text
  const banner = page.getByRole('banner')
  await expect
    .soft(banner.getByRole('link', { name: siteText.homeLinkLabel(restaurant.name) }))
    .toHaveAttribute('href', lang.home)

  // The page's twin, or the other language's home page where it has none (legal pages, 404).
  const { otherLanguage } = siteText
  const languageLink = banner.getByRole('link', { name: otherLanguage.name })
  const twin =
    route.status === 200 && isInLanguage(route.page, otherLanguage.language)
      ? href(route.page, otherLanguage.language)
      : href('home-page', otherLanguage.language)
  expect
    .soft(twin)
    .toBe(
      route.document.route.paths[otherLanguage.language] ?? caseFor(otherLanguage.language).home,
    )
  await expect.soft(languageLink).toHaveAttribute('href', twin)
  await expect.soft(languageLink).toHaveAttribute('hreflang', otherLanguage.language)
  await expect.soft(languageLink).toHaveAttribute('lang', otherLanguage.language)

  await expectMainNav(page, route, 'below')

  const footer = page.getByRole('contentinfo')
  await expect.soft(footer.locator('a[href^="tel:"]')).toHaveCount(1)
  await expect.soft(footer.locator('a[href^="mailto:"]')).toHaveCount(1)
  await expect.soft(footer).toContainText(siteText.footer.legalHeading)
  // The Impressum and the AGB are German only: English pages link the German ones, saying so.
  const legalLabels: Partial<Record<PageName, string>> = {
    'impressum-page': pageMeta.impressum.navLabel,
    'datenschutz-page': pageMeta.datenschutz.navLabel,
    'agb-page': pageMeta.agb.navLabel,
    'accessibility-page': pageMeta.accessibility.navLabel,
  }
  for (const { page: legalPage } of legalRoutes(restaurant)) {
    const link = footer.getByRole('link', { name: legalLabels[legalPage], exact: true })
    await expect.soft(link).toHaveAttribute('href', href(legalPage, language))
    if (isInLanguage(legalPage, language)) {
      await expect.soft(link).not.toHaveText(/German/)
      await expect.soft(link).not.toHaveAttribute('hreflang', /.*/)
    } else {
      await expect.soft(link).toHaveText(/\(in German\)$/)
      await expect.soft(link).toHaveAttribute('hreflang', 'de')
    }
  }
  await expectWithdrawalLink(page, language)

  const backLink = page.getByRole('main').getByRole('link', { name: siteText.backToHome })
  if (pageKinds[route.page].backLink) {
    await expect.soft(backLink).toHaveAttribute('href', lang.home)
  } else {
    await expect.soft(backLink).toHaveCount(0)
  }

  if (route.status === 404) {
    // The spec's English words, marked English on the German page too (issue 41).
    const english = page.locator('[lang="en"]')
    await expect.soft(english.getByText(notFoundWords.code, { exact: true })).toBeVisible()
    await expect.soft(english.getByText(notFoundWords.message)).toBeVisible()
    const home = page.getByRole('main').getByRole('link', { name: notFoundWords.homeLink })
    await expect.soft(home).toHaveAttribute('href', lang.home)
    await expect.soft(english.getByRole('link', { name: notFoundWords.homeLink })).toBeVisible()
    expect.soft(siteText.notFound).toEqual(notFoundWords)
    // A sentence in the site's language (not marked English) and the ways on.
    const help = notFoundHelp[language]
    const sentence = page.getByRole('main').getByText(help.sentence)
    await expect.soft(sentence).toBeVisible()
    expect
      .soft(await sentence.evaluate((element) => element.closest('[lang]')?.getAttribute('lang')))
      .toBe(language)
    const nav = page.getByRole('main').getByRole('navigation')
    await expect.soft(nav.getByRole('link')).toHaveText(Object.keys(help.ways))
    for (const [name, path] of Object.entries(help.ways)) {
      // Exact: „Menu“ is also part of „Lunch menu“.
      await expect.soft(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path)
    }
  }
  if (language === 'en') {
    // Written out: the English footer's legal links lead to the German Impressum and AGB and to
    // the English privacy policy and accessibility statement (the suite's business owes one).
    expect
      .soft(legalRoutes(restaurant).map(({ page: legalPage }) => href(legalPage, language)))
      .toEqual(['/impressum', '/en/privacy', '/agb', '/en/accessibility'])
  }
  if (route.status === 404 && language === 'en') {
    // English throughout: its title and its frame.
    await expect.soft(page).toHaveTitle(/^Page not found – /)
    await expect.soft(page.getByRole('link', { name: 'Skip to content' })).toBeAttached()
    await expect.soft(footer).toContainText('Legal')
  }
}

/** „Vertrag widerrufen“ in the footer (§ 356a BGB): on every page, a plain link, visible. */
async function expectWithdrawalLink(page: Page, language: Language) {
  const label = text(language).islandText.order.withdrawalFunction
  const link = page.getByRole('contentinfo').getByRole('link', { name: label, exact: true })
  await expect.soft(link).toHaveAttribute('href', withdrawalLink(restaurant, language).href)
  await expect.soft(link).toHaveAttribute('href', href('withdrawal-page', language))
  await link.scrollIntoViewIfNeeded()
  await expect.soft(link).toBeVisible()
}

/** One banner, main and footer; named navigation, buttons and links; one h1, no level skipped. */
async function expectStructure(page: Page) {
  await expect.soft(page.getByRole('banner')).toHaveCount(1)
  await expect.soft(page.getByRole('main')).toHaveCount(1)
  await expect.soft(page.getByRole('contentinfo')).toHaveCount(1)
  // Every navigation, button and link has a name, icon buttons included.
  for (const role of ['navigation', 'button', 'link'] as const) {
    const unnamed = page.getByRole(role, { name: /^\s*$/ })
    expect
      .soft(
        await unnamed.evaluateAll((elements) => elements.map((e) => e.outerHTML.slice(0, 120))),
        `${role} without a name`,
      )
      .toEqual([])
  }
  // Headings of the page itself (closed dialogs are not part of it).
  const levels = await page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter((heading) => !heading.closest('dialog:not([open])'))
      .map((heading) => Number(heading.tagName[1])),
  )
  expect.soft(levels[0], 'the first heading is the h1').toBe(1)
  expect
    .soft(
      levels.filter((level) => level === 1),
      'one h1',
    )
    .toHaveLength(1)
  levels.forEach((level, index) => {
    const previous = levels[index - 1] ?? 0
    expect.soft(level, `heading #${index + 1} after h${previous}`).toBeLessThanOrEqual(previous + 1)
  })
}

/**
 * The skip link is the first Tab stop, shows on screen with a visible focus outline (3 px) and
 * moves focus to the main content.
 */
async function expectSkipLink(page: Page, route: Route) {
  const skipLink = skipLinks[route.language]
  expect.soft(text(route.language).siteText.skipLink).toBe(skipLink)
  await page.keyboard.press('Tab')
  const link = page.getByRole('link', { name: skipLink })
  await expect.soft(link).toBeFocused()
  await expect.soft(link).toBeInViewport()
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement ?? document.body)
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) }
  })
  // The site's ring (src/styles.css). Pages without islands show the browser's own today: the
  // bare `:focus-visible` rule is not among the inline rules builder/used-styles.ts keeps for them.
  if ((await page.locator('[data-island]').count()) > 0) {
    expect.soft(outline.style, 'focus outline').not.toBe('none')
    expect.soft(outline.width, 'focus outline width').toBeGreaterThanOrEqual(3)
  }
  await page.keyboard.press('Enter')
  await expect.soft(page.locator('main')).toBeFocused()
}

/**
 * The one web font's core file must hold every character the headings use: a heading with another
 * character makes the browser fetch the rest file too, late and on the slow connection's critical
 * path (builder/fonts/instance-fonts.ts, ADR 009). A page without islands gets no web font at all
 * (ADR 020); a page with islands gets it with the rest of its stylesheet, after the first paint.
 */
async function expectWebFontUse(page: Page, route: Route, fonts: string[]) {
  // Every block rendered on approach lays out its text.
  await scrollThroughPage(page)
  await page.evaluate(() => document.fonts.ready)
  if ((await page.locator('[data-island]').count()) === 0) {
    expect.soft(fonts, 'web fonts of a page without islands').toEqual([])
    expect.soft(await page.evaluate(webFontLoaded), 'the web font loaded').toBe(false)
    return
  }
  await page.waitForFunction(webFontLoaded)
  if (route.page === 'home-page') {
    // The menu dialog's headings too.
    const { specialtiesText, islandText } = text(route.language)
    await page.getByRole('link', { name: specialtiesText.menuButton }).click()
    await expect.soft(page.getByRole('dialog', { name: islandText.menuDialog.title })).toBeVisible()
  }
  await page.evaluate(() => document.fonts.ready)
  expect.soft([...new Set(fonts)], 'web font files').toHaveLength(1)
  expect.soft(fonts[0]).toMatch(/\/assets\/fraunces-latin-600-core-[\w-]+\.woff2$/)
}

test.describe('with JavaScript, on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } })

  for (const route of routes) {
    test(`${route.path} answers ${route.status} and keeps the page contract`, async ({
      page,
      request,
    }) => {
      // The menu page shows all its dishes at once: axe takes 11–17 s there on the CI machine.
      test.slow(route.page === 'menu-page')
      const policyProblems = await recordPolicyProblems(page)
      const consoleProblems = recordConsoleProblems(page)
      const fonts = recordFontRequests(page)

      const response = await page.goto(route.path)
      expect.soft(response?.status(), 'status').toBe(route.status)
      // The policy really is in force.
      expect
        .soft(response?.headers()['content-security-policy'], 'CSP header')
        .toBe(contentSecurityPolicy())

      // The first layout: few font strikes, and the headings in the fallback faces (nothing
      // preloaded, ADR 029).
      const strikes = await firstLayoutStrikes(page)
      const maxStrikes = pageKinds[route.page].maxStrikes
      expect
        .soft(strikes.length, `font strikes:\n${strikes.join('\n')}`)
        .toBeLessThanOrEqual(maxStrikes)
      await expect.soft(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0)
      expect
        .soft(
          await page
            .locator('h1')
            .first()
            .evaluate((h1) => getComputedStyle(h1).fontFamily),
        )
        .toMatch(/^"Fraunces Variable", "Fraunces Variable fallback: Georgia"/)

      // Hydration waits for the page's first paint; a mismatch would be reported right after it.
      await test.step('late work', () => waitForLateWork(page))
      await test.step('title, head and frame', async () => {
        await expectIdentity(page, route)
        await expectHead(page, route, request)
        await expectFrame(page, route)
      })
      await test.step('landmarks, headings, names', () => expectStructure(page))
      await test.step('axe', async () => {
        expect.soft(await axeViolations(page), 'axe at 412 px').toEqual([])
      })
      await test.step('skip link', () => expectSkipLink(page, route))
      await test.step('web font', () => expectWebFontUse(page, route, fonts))

      expect.soft(await policyProblems(), 'CSP and Permissions-Policy').toEqual([])
      if (route.status === 404) {
        // The 404 page logs the unknown path as an error, for the owner's error monitor.
        await expect
          .poll(() => consoleProblems.some((problem) => problem.includes(route.path)), {
            message: 'the unknown path logged as an error',
          })
          .toBe(true)
      }
      // Besides that log line only Chromium's note on the document's own 404 status.
      const others = consoleProblems.filter(
        (problem) =>
          route.status === 200 ||
          (!problem.includes(route.path) && !/status of 404 \(Not Found\)/.test(problem)),
      )
      expect.soft(others, 'console errors and warnings').toEqual([])

      if (route.page === 'impressum-page') {
        // The listener itself reports a blocked request, so an empty list means something.
        await page.evaluate(() => {
          const image = document.createElement('img')
          image.src = 'https://tracker.invalid/pixel.png'
          document.body.append(image)
        })
        await expect.poll(policyProblems).toContainEqual(expect.stringContaining('img-src blocked'))
      }
    })
  }
})

test.describe('without JavaScript, on a desktop', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } })

  for (const route of routes) {
    test(`${route.path} without JavaScript: every text visible, every link working, orders through our page`, async ({
      page,
      request,
    }) => {
      test.slow(route.page === 'menu-page')
      const response = await page.goto(route.path)
      expect.soft(response?.status(), 'status').toBe(route.status)
      await expectIdentity(page, route)
      await expectMainNav(page, route, 'in the band')
      await expectOrderLinks(page, route)
      expect.soft(await hiddenTexts(page, route.language), 'texts not visible').toEqual([])
      await expectLinksWork(page, request)
      await expectWithdrawalLink(page, route.language)
    })
  }
})

/**
 * The links to the main pages, one set at each width: on a phone in a row below the sticky band
 * (which scrolls away with the page), from 768 px in the band itself. The current page is marked.
 */
async function expectMainNav(page: Page, route: Route, where: 'below' | 'in the band') {
  const { mainNav } = caseFor(route.language).text.siteText
  const nav = page.getByRole('navigation', { name: mainNav.label })
  await expect.soft(nav).toHaveCount(1)
  const inBand = await nav.evaluate((element) => element.closest('header') !== null)
  expect.soft(inBand ? 'in the band' : 'below', 'the main links').toBe(where)
  const links = nav.getByRole('link')
  await expect.soft(links).toHaveText(mainPages.map((target) => mainNav.links[target]))
  for (const [index, target] of mainPages.entries()) {
    const link = links.nth(index)
    await expect.soft(link).toHaveAttribute('href', href(target, route.language))
    if (target === route.page) await expect.soft(link).toHaveAttribute('aria-current', 'page')
    else await expect.soft(link).not.toHaveAttribute('aria-current', /.*/)
  }
}

/**
 * The ordering page shows the announcements, the terms and the right of withdrawal before the order; no
 * order button may skip it, even before the page's script runs or on a middle click.
 */
async function expectOrderLinks(page: Page, route: Route) {
  const { orderPage } = caseFor(route.language)
  for (const link of await page
    .getByRole('link', { name: orderWords[route.language], includeHidden: true })
    .all()) {
    expect
      .soft(await link.getAttribute('href'), (await link.textContent()) ?? '')
      .not.toBe(restaurant.orderingUrl)
  }
  for (const link of await page.locator('a[data-opens="order-modal"]').all()) {
    await expect.soft(link).toHaveAttribute('href', orderPage)
  }
  // The one link to the service itself opens it in a new tab beside the announcements and terms: on
  // the ordering page, and in the order modal (a closed <dialog> here).
  await expect
    .soft(page.locator(`a[href="${restaurant.orderingUrl}"]:not(dialog a)`))
    .toHaveCount(route.path === orderPage ? 1 : 0)
}

/**
 * Text that waits for JavaScript to appear (opacity 0, visibility hidden, an empty box) is
 * unreadable without it. Closed dialogs and visually hidden helper text are checked elsewhere.
 * The floating order button is the one exception: it appears on scrolling, which takes
 * JavaScript; without it the hero's order link does its job. Controls marked `noscript:hidden`
 * need JavaScript and give way to a link (the map's "Karte laden").
 */
function hiddenTexts(page: Page, language: Language): Promise<string[]> {
  return page.evaluate(
    ([floatingSelector, floatingText]) => {
      const problems: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const content = node.textContent?.trim() ?? ''
        const parent = node.parentElement
        if (!content || !parent) continue
        if (parent.closest('script, style, template, noscript, svg, dialog:not([open]), .sr-only'))
          continue
        if (parent.closest(floatingSelector!) && content === floatingText) continue
        if (parent.closest('[class~="noscript:hidden"]')) continue
        // The header's main links show once per width: in a row on a phone, in the band above.
        if (parent.closest('[class~="md:hidden"]')) continue
        // What shows on other days than the build's (a Mittagstisch week, today's line, a dish's
        // note) is hidden by its date, not waiting for JavaScript.
        if (parent.closest('[hidden]')) continue
        // Print-only parts (the menu flyer's date and QR code) are hidden on every screen.
        if (parent.closest('[class~="hidden"][class*="print:"]')) continue
        const visible = parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        const box = parent.getBoundingClientRect()
        if (!visible || box.width === 0 || box.height === 0) problems.push(content.slice(0, 60))
      }
      return problems
    },
    ['[data-island="floating-order-button"] a', text(language).islandText.order.floatingButton],
  )
}

/** Every link leads somewhere: our pages answer 200 and hold the fragment's id. */
async function expectLinksWork(page: Page, request: APIRequestContext) {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  expect.soft(hrefs.length).toBeGreaterThan(0)
  const here = new URL(page.url())
  for (const link of new Set(hrefs)) {
    const url = new URL(link, page.url())
    if (url.protocol === 'tel:') {
      expect.soft(link).toMatch(/^tel:\+\d{6,}$/)
    } else if (url.protocol === 'mailto:') {
      // The restaurant's, or on the accessibility statement the market surveillance authority's.
      const authority = restaurant.marketSurveillanceAuthority?.email
      expect.soft([restaurant.email, authority].map((email) => `mailto:${email}`)).toContain(link)
    } else if (url.origin === here.origin && url.pathname === here.pathname && url.hash) {
      // A fragment on this very page (the 404 page's own URL answers 404 by design).
      const id = decodeURIComponent(url.hash.slice(1))
      await expect.soft(page.locator(`[id="${id}"]`), link).toHaveCount(1)
    } else if (url.origin === here.origin) {
      const { status, html } = await serve(request, url.pathname)
      expect.soft(status, link).toBe(200)
      if (url.hash) {
        const id = decodeURIComponent(url.hash.slice(1))
        expect.soft(html.includes(`id="${id}"`), `${link}: no element with id "${id}"`).toBe(true)
      }
    } else {
      expect.soft(url.protocol, link).toBe('https:')
    }
  }
}

test('every page’s prerendered HTML, in every language, passes the W3C Nu HTML Checker', () => {
  // The JVM's start and the check of every page take a few seconds, more on a busy machine.
  test.setTimeout(120_000)
  const files = documents.map((document) => join(clientOutDir, document.file))
  // Both languages, 404 pages included: /en/index.html, /en/menu/index.html, /en/404.html, …
  expect(files).toEqual(
    expect.arrayContaining(
      [
        'en/index.html',
        'en/menu/index.html',
        'en/privacy/index.html',
        'barrierefreiheit/index.html',
        'en/accessibility/index.html',
        'en/404.html',
      ].map((file) => join(clientOutDir, file)),
    ),
  )
  // The checker skips a file it cannot read without a word, so a missing page must fail here.
  expect(
    files.filter((file) => !existsSync(file)),
    `route files missing in ${clientOutDir}: build first`,
  ).toEqual([])
  // Every document says which language it is in: the checker warns about a missing lang only.
  for (const document of documents) {
    expect(readFileSync(join(clientOutDir, document.file), 'utf8'), document.file).toMatch(
      new RegExp(`<html lang="${document.language}"[ >]`),
    )
  }
  const { errors, warnings, cssFindings } = checkHtml(files)
  if (warnings.length > 0) {
    console.warn(`Nu HTML Checker: ${warnings.length} warning(s)\n${warnings.join('\n')}`)
  }
  if (cssFindings.length > 0) {
    console.warn(`Nu HTML Checker: ${cssFindings.length} finding(s) in inline CSS left aside`)
  }
  expect(errors, `Nu HTML Checker errors in ${files.length} files of ${clientOutDir}`).toEqual([])
})
