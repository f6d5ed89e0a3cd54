import type { ReactNode } from 'react'
import type { Site } from '@/content/load-site'
import { uiTexts } from '@/content/text'
import { IslandContext } from '@/islands/island-context'
import { islandData } from '@/islands/island-data'
import type { PageDocument } from '@/routes'
import { CurrentPage } from './current-page'

/**
 * What a page's components read besides their props, at build time: the document being rendered
 * and, for its islands, the language's island texts and data (the browser's islands get the same
 * from boot.ts). Used by the prerender (src/entry-server.tsx) and by component tests.
 */
export function PageProviders({
  document,
  site,
  children,
}: {
  document: PageDocument
  site: Site
  children: ReactNode
}) {
  const { language } = document
  const islandContext = { language, text: uiTexts[language].islandText, data: islandData(site) }
  return (
    <CurrentPage value={document}>
      <IslandContext value={islandContext}>{children}</IslandContext>
    </CurrentPage>
  )
}
