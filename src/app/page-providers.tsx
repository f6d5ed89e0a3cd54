import type { ReactNode } from 'react'
import type { Site } from '@/schemas/site'
import { uiTexts } from '@/i18n'
import { IslandProviders } from '@/app/runtime/island-root'
import { islandData } from '@/app/runtime/bindings/island-data'
import type { PageDocument } from '@/lib/routes'

/**
 * What a page's components read besides their props, at build time: the language's texts and, for
 * its islands, the owner's data (the browser's islands get the same from boot.ts). Used by the
 * prerender (src/app/entry-server.tsx) and by component tests.
 */
export function PageProviders({
  document,
  site,
  builtAt,
  children,
}: {
  document: PageDocument
  site: Site
  /** The build's clock: announcements that ended before it are left out of the islands' data. */
  builtAt: Date
  children: ReactNode
}) {
  const { language } = document
  const context = { language, text: uiTexts[language].islandText, data: islandData(site, builtAt) }
  return <IslandProviders context={context}>{children}</IslandProviders>
}
