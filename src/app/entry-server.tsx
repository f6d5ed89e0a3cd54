import { type ComponentType, StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import type { Sites } from '@/schemas/site'
import { renderHead } from '@/app/document/page-head'
import { collectIslands } from '@/app/runtime/island'
import type { RenderedPage } from '@/app/document/render-document'
import { type PageDocument, type PageName, documentOf } from '@/lib/routes'
import type { LegalDates } from '@/features/legal/legal-document'
import type { Language } from '@/schemas/fields'
import { type FragmentName, fragments } from './fragments/fragments'
import { fragmentContent } from './fragments/fragment-content'
import { PageProviders } from './page-providers'
import type { PageProps } from './pages/page-props'

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
 * holds, from the build's one load of the data, its one clock and the dates of the legal texts'
 * last changes (builder/legal-dates.ts). Its islands read the same texts and data here as in the
 * browser. The document carries the page's language, the one carrier from here down: the data is
 * taken in that language here, and the page reads the language from the document alone
 * (page-props.ts).
 */
export function render(
  document: PageDocument,
  sites: Sites,
  builtAt: Date,
  legalDates: LegalDates,
): RenderedPage {
  const site = sites[document.language]
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
  return { lang: document.language, html, head: renderHead(document, site, builtAt), islands }
}

/**
 * One fragment of a page in one language, as its file beside the page holds it (fragments.ts):
 * its content rendered as the page it belongs to renders it, with that page's texts and data.
 */
export function renderFragment(
  name: FragmentName,
  language: Language,
  sites: Sites,
  builtAt: Date,
): string {
  const document = documentOf(fragments[name].renderedAs, language)
  const site = sites[language]
  return `${renderToString(
    <StrictMode>
      <PageProviders document={document} site={site} builtAt={builtAt}>
        {fragmentContent[name](site, language, builtAt)}
      </PageProviders>
    </StrictMode>,
  )}\n`
}
