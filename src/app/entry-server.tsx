import { type ComponentType, StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import type { Site } from '@/content/site'
import { renderHead } from '@/app/document/page-head'
import { collectIslands } from '@/app/islands/island'
import type { RenderedPage } from '@/app/document/render-document'
import { type PageDocument, type PageName, documentForPath, documents } from '@/lib/routes'
import type { LegalDates } from '@/features/legal/legal-document'
import { flyerPrintStylesheetLink } from '@/features/menu/flyer-print-css'
import type { Language } from '@/content/schema/fields'
import { FlyerHeader } from './pages/flyer-header'
import { PageProviders } from './page-providers'
import type { PageProps } from './pages/page-props'

export { documentForPath, documents }

/**
 * Each route's page is the module its route table entry names: `home-page` renders
 * pages/home-page.tsx. Rendered at build time only.
 */
const pageModules = import.meta.glob<{ default: ComponentType<PageProps> }>('./pages/*-page.tsx', {
  eager: true,
})

function pageComponent(page: PageName): ComponentType<PageProps> {
  const module = pageModules[`./pages/${page}.tsx`]
  if (!module)
    throw new Error(`The route table names the page "${page}": src/app/pages/${page}.tsx`)
  return module.default
}

/**
 * Renders one page in its language to the markup of #root, the tags of <head> and the islands it
 * holds, from the build's one load of the data (`site`, in the page's language), its one clock and
 * the dates of the legal texts' last changes (build/legal-dates.ts). Its islands read the same
 * texts and data here as in the browser.
 */
export function render(
  document: PageDocument,
  site: Site,
  builtAt: Date,
  legalDates: LegalDates,
): RenderedPage {
  const Page = pageComponent(document.page)
  const { result: html, islands } = collectIslands(() =>
    renderToString(
      <StrictMode>
        <PageProviders document={document} site={site} builtAt={builtAt}>
          <Page site={site} document={document} builtAt={builtAt} legalDates={legalDates} />
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

/**
 * The menu flyer's header as the home page's menu dialog fetches and prints it (ADR 021): the menu
 * page's header without islands and ids, after the flyer's print stylesheet.
 */
export function renderFlyerHeader(language: Language, site: Site, builtAt: Date): string {
  const document = documents.find(
    (candidate) => candidate.page === 'menu-page' && candidate.language === language,
  )
  if (!document) throw new Error(`No menu page in "${language}"`)
  const html = renderToString(
    <StrictMode>
      <PageProviders document={document} site={site} builtAt={builtAt}>
        <FlyerHeader site={site} builtAt={builtAt} copy />
      </PageProviders>
    </StrictMode>,
  )
  return `${flyerPrintStylesheetLink(language)}\n${html}\n`
}
