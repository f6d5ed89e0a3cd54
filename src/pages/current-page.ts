import { createContext, use } from 'react'
import type { PageDocument } from '@/routes'

/** The document being prerendered (build time only): its page, language and path. */
export const CurrentPage = createContext<PageDocument | null>(null)

export function useCurrentPage(): PageDocument {
  const page = use(CurrentPage)
  if (!page) throw new Error('useCurrentPage() outside a prerendered page')
  return page
}
