import { pageMeta } from '@/content/pages'

/** Page components in src/pages/, by route (src/entry-server.tsx renders them). */
export type PageName =
  | 'home-page'
  | 'menu-page'
  | 'table-tent-page'
  | 'impressum-page'
  | 'datenschutz-page'
  | 'agb-page'
  | 'not-found-page'

export interface Route {
  /** URL path; the not-found page has none and answers every unknown path. */
  path: string | null
  /** HTML file in the build output. */
  file: string
  page: PageName
  /** Link text where the route is linked from the footer. */
  navLabel?: string
  /** A page for the owner, not for search engines: noindex, no canonical, not in the sitemap. */
  noindex?: boolean
}

/** The one route table: pages, prerendering, sitemap and footer links all read it. */
export const routes: readonly Route[] = [
  { path: '/', file: 'index.html', page: 'home-page' },
  { path: '/speisekarte', file: 'speisekarte/index.html', page: 'menu-page' },
  {
    path: '/speisekarte/aufsteller',
    file: 'speisekarte/aufsteller/index.html',
    page: 'table-tent-page',
    noindex: true,
  },
  {
    path: '/impressum',
    file: 'impressum/index.html',
    page: 'impressum-page',
    navLabel: pageMeta.impressum.navLabel,
  },
  {
    path: '/datenschutz',
    file: 'datenschutz/index.html',
    page: 'datenschutz-page',
    navLabel: pageMeta.datenschutz.navLabel,
  },
  { path: '/agb', file: 'agb/index.html', page: 'agb-page', navLabel: pageMeta.agb.navLabel },
  { path: null, file: '404.html', page: 'not-found-page' },
]

/** The routes search engines may list: a path of their own, and not noindex. */
export const indexedRoutes = routes.filter((route) => route.path !== null && !route.noindex)

export const footerRoutes = routes.filter((route) => route.navLabel !== undefined)

/** The URL of a page with a path, optionally with a fragment (`/agb#widerruf`). */
export function pathOf(page: PageName, fragment?: string): string {
  const { path } = routeForPage(page)
  if (path === null) throw new Error(`Page "${page}" has no path`)
  return fragment ? `${path}#${fragment}` : path
}

export function routeForPage(page: string | undefined): Route {
  const route = routes.find((candidate) => candidate.page === page)
  if (!route) throw new Error(`No route for page "${page}"`)
  return route
}
