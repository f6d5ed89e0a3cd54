import { createContext, use } from 'react'
import type { Language } from '@/schemas/fields'
import type { IslandText } from './index'

/**
 * The page's language and the interface texts its islands read. At build time the page's render
 * provides it; in the browser each island's root does, with the one language the page is in
 * (`virtual:island-context/<language>`), so a page's JavaScript carries one language's texts.
 */
export interface TextContextValue {
  language: Language
  text: IslandText
}

export const TextContext = createContext<TextContextValue | null>(null)

function useTextContext(): TextContextValue {
  const context = use(TextContext)
  if (!context) throw new Error('A component read its texts outside a page, an island or a preview')
  return context
}

export const useLanguage = (): Language => useTextContext().language
export const useIslandText = (): IslandText => useTextContext().text
