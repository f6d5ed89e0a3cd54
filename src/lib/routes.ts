import type { Language } from '@/schemas/fields'
import type { Restaurant } from '@/schemas/restaurant'

/** Page components in src/app/pages/, by route (src/app/entry-server.tsx renders them). */
export type PageName =
  | 'home-page'
  | 'menu-page'
  | 'lunch-page'
  | 'order-page'
  | 'table-tent-page'
  | 'impressum-page'
  | 'datenschutz-page'
  | 'agb-page'
  | 'withdrawal-page'
  | 'accessibility-page'
  | 'not-found-page'

/** The site's first language: its pages exist in every case, and it is the x-default alternate. */
export const defaultLanguage = 'de' satisfies Language

export interface Route {
  page: PageName
  /**
   * The URL path of the page in each language it exists in. The Impressum and the AGB are German
   * only: the German texts are the binding ones, and English pages link to them; the privacy
   * policy has an English translation that names the German text as binding. For the not-found
   * page, the folder whose unknown URLs it answers (`/en/` → `en/404.html`).
   */
  paths: { de: string } & Partial<Record<Language, string>>
  notFound?: true
  /** A page for the owner, not for search engines: noindex, no canonical, not in the sitemap. */
  noindex?: true
  /** Linked from the footer's legal links. */
  legal?: true
  /**
   * Only where the owner's data asks for the page (the accessibility statement of a business that
   * is not a micro-enterprise); without it, the page is on every site.
   */
  onlyIf?: (facts: SiteFacts) => boolean
}

/** The facts of the owner's data that decide which pages the site has. */
export type SiteFacts = Pick<Restaurant, 'accessibilityActSize'>

/**
 * Whether the site publishes an accessibility statement (§ 14 BFSG with Anlage 3): a business that
 * is not a micro-enterprise owes one for its online ordering; a micro-enterprise providing services
 * is exempt (§ 3 Abs. 3 BFSG), and while the size is not answered there is none (the launch gate
 * asks for it).
 */
export const owesAccessibilityStatement = ({ accessibilityActSize }: SiteFacts): boolean =>
  accessibilityActSize === 'larger'

/** The one route table: pages, prerendering, sitemap, alternates and links all read it. */
export const routes: readonly Route[] = [
  { page: 'home-page', paths: { de: '/', en: '/en/' } },
  { page: 'menu-page', paths: { de: '/speisekarte', en: '/en/menu' } },
  { page: 'lunch-page', paths: { de: '/mittagstisch', en: '/en/lunch' } },
  { page: 'order-page', paths: { de: '/bestellen', en: '/en/order' } },
  { page: 'table-tent-page', paths: { de: '/speisekarte/aufsteller' }, noindex: true },
  { page: 'impressum-page', paths: { de: '/impressum' }, legal: true },
  { page: 'datenschutz-page', paths: { de: '/datenschutz', en: '/en/privacy' }, legal: true },
  { page: 'agb-page', paths: { de: '/agb' }, legal: true },
  // The withdrawal function of § 356a BGB, linked as „Vertrag widerrufen“ from every page's footer.
  { page: 'withdrawal-page', paths: { de: '/widerruf', en: '/en/withdrawal' } },
  // The accessibility statement (BFSG), with an English convenience translation.
  {
    page: 'accessibility-page',
    paths: { de: '/barrierefreiheit', en: '/en/accessibility' },
    legal: true,
    onlyIf: owesAccessibilityStatement,
  },
  { page: 'not-found-page', paths: { de: '/', en: '/en/' }, notFound: true },
]

/** One HTML file of the build: a route in one of its languages. */
export interface PageDocument {
  page: PageName
  language: Language
  /** The URL path; null for a not-found page, which answers every unknown path in its folder. */
  path: string | null
  /** The HTML file in the build output, derived from the path. */
  file: string
  route: Route
}

/**
 * "/" → "index.html", "/en/menu" → "en/menu/index.html"; a not-found page → "en/404.html". For a
 * path of the route table: one slash first, at most one last.
 */
export function fileOf(path: string, notFound = false): string {
  const folder = path.slice(1).replace(/\/$/, '')
  const name = notFound ? '404.html' : 'index.html'
  return folder === '' ? name : `${folder}/${name}`
}

/** The languages a route exists in, German first. */
export function languagesOf(route: Route): Language[] {
  return (Object.keys(route.paths) as Language[]).filter((language) => route.paths[language])
}

/** Every page the site can have, in every language it exists in. */
const allDocuments: readonly PageDocument[] = routes.flatMap((route) =>
  languagesOf(route).map((language) => {
    const path = route.paths[language]!
    return {
      page: route.page,
      language,
      path: route.notFound ? null : path,
      file: fileOf(path, route.notFound),
      route,
    }
  }),
)

/** Whether the site of `facts` has the route (a conditional page only where the data asks). */
const existsFor = (facts: SiteFacts) => (route: Route) => !route.onlyIf || route.onlyIf(facts)

/** Every page of the site of `facts` in every language it exists in: what the build writes. */
export function siteDocuments(facts: SiteFacts): PageDocument[] {
  return allDocuments.filter((document) => existsFor(facts)(document.route))
}

/** The pages search engines may list: a path of their own, and not noindex. */
export function indexedDocuments(facts: SiteFacts): PageDocument[] {
  return siteDocuments(facts).filter(
    (document) => document.path !== null && !document.route.noindex,
  )
}

/** The pages the footer's legal links lead to, on the site of `facts`. */
export function legalRoutes(facts: SiteFacts): Route[] {
  return routes.filter((route) => route.legal && existsFor(facts)(route))
}

/**
 * The document of `page` in `language`, whether or not a site has it (a page renders its own);
 * throws for a page that does not exist in that language.
 */
export function documentOf(page: PageName, language: Language): PageDocument {
  const document = allDocuments.find(
    (candidate) => candidate.page === page && candidate.language === language,
  )
  if (!document) throw new Error(`No page "${page}" in "${language}"`)
  return document
}

/** The site's main pages, which the header links to from every page and the 404 suggests. */
export const mainPages = [
  'menu-page',
  'lunch-page',
  'order-page',
] as const satisfies readonly PageName[]

export function routeForPage(page: PageName): Route {
  const route = routes.find((candidate) => candidate.page === page)
  if (!route) throw new Error(`No route for page "${page}"`)
  return route
}

/**
 * The URL of a page for a reader of `language`, optionally with a fragment (`/agb#widerruf`): the
 * page in that language, or the German page where it has no other (the Impressum, the AGB).
 */
export function href(page: PageName, language: Language, fragment?: string): string {
  const route = routeForPage(page)
  if (route.notFound) throw new Error(`Page "${page}" has no path`)
  const path = route.paths[language] ?? route.paths[defaultLanguage]
  return fragment ? `${path}#${fragment}` : path
}

/** Whether `page` exists in `language` (the Impressum and the AGB exist in German only). */
export function isInLanguage(page: PageName, language: Language): boolean {
  return routeForPage(page).paths[language] !== undefined
}

/**
 * The attributes of a link from a `language` page to `page`: its `href`, and `hrefLang` where the
 * link leads to the German page because `page` has none in `language` (`<a {...link(…)}>`).
 */
export function link(
  page: PageName,
  language: Language,
  fragment?: string,
): { href: string; hrefLang?: Language } {
  const target = href(page, language, fragment)
  return isInLanguage(page, language)
    ? { href: target }
    : { href: target, hrefLang: defaultLanguage }
}

export interface Alternate {
  /** A language, or `x-default` for readers of any other (the German page). */
  hreflang: Language | 'x-default'
  path: string
}

/** The same page in each of its languages, for hreflang links and the sitemap; none for one. */
export function alternates(route: Route): Alternate[] {
  const languages = languagesOf(route)
  if (route.notFound || route.noindex || languages.length < 2) return []
  return [
    ...languages.map((language) => ({ hreflang: language, path: route.paths[language]! })),
    { hreflang: 'x-default', path: route.paths[defaultLanguage] },
  ]
}

/** The language a URL path is in: `/en/…` is English, everything else German. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : defaultLanguage
}

/**
 * The document for a request path on the site of `facts`: trailing slash ignored, unknown paths
 * (and a page this site does not have) get their language's 404.
 */
export function documentForPath(pathname: string, facts: SiteFacts): PageDocument {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const found = siteDocuments(facts).find(
    (document) => document.path !== null && document.path.replace(/(.)\/$/, '$1') === path,
  )
  return found ?? documentOf('not-found-page', languageOfPath(pathname))
}
