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
import { PageProviders } from '@/pages/page-providers'
import { type PageDocument, type PageName, documentForPath, documents } from '@/routes'

export { documentForPath, documents }

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
  /** The page's language, for <html lang>. */
  lang: string
  html: string
  head: string
  /** The islands the page uses: none means the page ships no script. */
  islands: IslandName[]
  /** Whether the page loads the web font: only pages with islands do (ADR 020). */
  webFont: boolean
}

/**
 * Renders one page in its language to the markup of #root, the tags of <head> and the islands it
 * holds. Its islands read the same texts and data here as in the browser (IslandContext).
 */
export function render(document: PageDocument): RenderedPage {
  const Page = pages[document.page]
  const site = loadSite(document.language)
  const { result: html, islands } = collectIslands(() =>
    renderToString(
      <StrictMode>
        <PageProviders document={document} site={site}>
          <Page site={site} />
        </PageProviders>
      </StrictMode>,
    ),
  )
  // A page without islands is one request: no script, no stylesheet file, no web font (ADR 020).
  const webFont = islands.length > 0
  return {
    lang: document.language,
    html,
    head: renderHead(document, site, webFont),
    islands,
    webFont,
  }
}
