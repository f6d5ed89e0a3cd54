import type { Language } from '@/schemas/fields'
import { type PageName, href } from '@/lib/routes'

/**
 * Parts of pages that the build writes as files of their own, each beside a page of every
 * language, and that a page fetches in the browser when it needs them: too big for its first
 * round trip (ADR 029), and needed only once the visitor acts. Each is declared here once: the
 * table of outputs (builder/outputs.ts) writes one file per language from its content
 * (fragment-content.tsx), an island takes one as its slot (`<Island fragment>`), a binding hands
 * one's URL to its component. Pure data: the build's Node code reads it.
 */
export const fragments = {
  /** The whole menu as the home page's menu dialog shows it: the dialog island's slot. */
  'menu-list': { file: 'menu-list.html', beside: 'menu-page', renderedAs: 'home-page' },
  /** The menu flyer's header, which the menu dialog fetches and prints while open (ADR 021). */
  'flyer-header': { file: 'flyer-header.html', beside: 'menu-page', renderedAs: 'menu-page' },
} as const satisfies Record<string, Fragment>

interface Fragment {
  /** The file's name, in the folder of the page `beside`. */
  file: string
  beside: PageName
  /** The page whose texts and data its content reads (its language's). */
  renderedAs: PageName
}

export type FragmentName = keyof typeof fragments

export const fragmentNames = Object.keys(fragments) as FragmentName[]

/** Where a fragment is served in a language: `/speisekarte/menu-list.html`. */
export function fragmentPath(name: FragmentName, language: Language): string {
  const { file, beside } = fragments[name]
  return `${href(beside, language)}/${file}`
}
