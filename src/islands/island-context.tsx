import { createContext, use } from 'react'
import type { Language } from '@/content/schema/fields'
import type { IslandText } from '@/content/text'
import type { IslandData } from './island-data'

/**
 * What every island reads besides its props: the page's language, that language's island texts
 * and the owner's data the islands show. At build time the page's render provides it
 * (src/entry-server.tsx); in the browser boot.ts loads the page's language's copy
 * (`virtual:island-context/<language>`, scripts/island-data-plugin.ts) and each island's root
 * provides it, so a page's JavaScript carries one language.
 */
export interface IslandContextValue {
  language: Language
  text: IslandText
  /** Absent where components are shown without a page (the CMS's previews). */
  data?: IslandData
}

export const IslandContext = createContext<IslandContextValue | null>(null)

function useIslandContext(): IslandContextValue {
  const context = use(IslandContext)
  if (!context) throw new Error('An island rendered outside a page or an island root')
  return context
}

export const useLanguage = (): Language => useIslandContext().language
export const useIslandText = (): IslandText => useIslandContext().text
export function useIslandData(): IslandData {
  const { data } = useIslandContext()
  if (!data) throw new Error('No island data here: islands render inside a page')
  return data
}
