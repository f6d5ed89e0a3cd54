import type { ReactNode } from 'react'
import { type Site, loadSite } from '@/testing/site'
import type { Language } from '@/schemas/fields'
import { PageProviders } from '@/app/page-providers'
import { type PageName, documentOf } from '@/lib/routes'

/**
 * Wraps components under test in what a prerendered page provides (PageProviders): the page's
 * language, its texts and the islands' data. For testing-library's `render(ui, { wrapper })` and
 * for `renderToString`. The site's data is loaded when the wrapper first renders, not when it is
 * made: a file that makes an English wrapper next to its German tests fails only in the tests
 * that render it while the English content is incomplete. `site` replaces the data files' data.
 */
export function inPage(language: Language = 'de', page: PageName = 'home-page', site?: Site) {
  const document = documentOf(page, language)
  return function InPage({ children }: { children: ReactNode }) {
    return (
      <PageProviders document={document} site={site ?? loadSite(language)} builtAt={new Date()}>
        {children}
      </PageProviders>
    )
  }
}
