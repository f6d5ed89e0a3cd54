import type { ComponentType } from 'react'
import type { PageName } from '@/routes'

// Each page is its own chunk, so a page ships only its own code and content.
const loaders = import.meta.glob<ComponentType>('./*-page.tsx', { import: 'default' })

export function loadPage(page: PageName): Promise<ComponentType> {
  const loader = loaders[`./${page}.tsx`]
  if (!loader) throw new Error(`Page module src/pages/${page}.tsx not found`)
  return loader()
}
