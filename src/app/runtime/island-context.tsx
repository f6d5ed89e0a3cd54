import { type ReactNode, createContext, use } from 'react'
import { TextContext, type TextContextValue } from '@/i18n/text-context'
import type { IslandData } from './bindings/island-data'

/**
 * The owner's data the islands' bindings read (bindings/): at build time the page's render
 * provides it (src/app/page-providers.tsx); in the browser boot.ts loads the page's language's copy
 * (`virtual:island-context/<language>`, builder/vite/island-data-plugin.ts) and each island's root
 * provides it. The components themselves take their data as props.
 */
export const IslandDataContext = createContext<IslandData | null>(null)

export function useIslandData(): IslandData {
  const data = use(IslandDataContext)
  if (!data) throw new Error('No island data here: islands render inside a page')
  return data
}

/** What an island reads in a page of one language: its texts and the owner's data. */
export interface IslandPageContext extends TextContextValue {
  data: IslandData
}

/** Provides an island, or a page's islands at build time, with its texts and data. */
export function IslandProviders({
  context: { data, ...text },
  children,
}: {
  context: IslandPageContext
  children: ReactNode
}) {
  return (
    <TextContext value={text}>
      <IslandDataContext value={data}>{children}</IslandDataContext>
    </TextContext>
  )
}
