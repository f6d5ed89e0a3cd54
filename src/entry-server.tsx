import { type ComponentType, StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { loadSite } from '@/content/load-site'
import { collectIslands } from '@/islands/island'
import type { IslandName } from '@/islands/island-components'
import { renderHead } from '@/lib/page-head'
import AgbPage from '@/pages/agb-page'
import DatenschutzPage from '@/pages/datenschutz-page'
import HomePage from '@/pages/home-page'
import ImpressumPage from '@/pages/impressum-page'
import MenuPage from '@/pages/menu-page'
import TableTentPage from '@/pages/table-tent-page'
import NotFoundPage from '@/pages/not-found-page'
import type { PageProps } from '@/pages/page-props'
import { type PageName, type Route, routes } from '@/routes'

export { routes }

/** The page component of each route (rendered at build time only). */
const pages: Record<PageName, ComponentType<PageProps>> = {
  'home-page': HomePage,
  'menu-page': MenuPage,
  'table-tent-page': TableTentPage,
  'impressum-page': ImpressumPage,
  'datenschutz-page': DatenschutzPage,
  'agb-page': AgbPage,
  'not-found-page': NotFoundPage,
}

export interface RenderedPage {
  /** The page's language, for <html lang>: the site is German (an English version follows). */
  lang: 'de'
  html: string
  head: string
  /** The islands the page uses: none means the page ships no script. */
  islands: IslandName[]
}

/** Renders one route to the markup of #root, the tags of <head> and the islands it holds. */
export function render(route: Route): RenderedPage {
  const Page = pages[route.page]
  const site = loadSite()
  const { result: html, islands } = collectIslands(() =>
    renderToString(
      <StrictMode>
        <Page site={site} />
      </StrictMode>,
    ),
  )
  return { lang: 'de', html, head: renderHead(route, site), islands }
}
