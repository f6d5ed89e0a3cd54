import type { Language } from '@/content/schema/fields'
import { href } from '@/lib/routes'

/**
 * Where the build writes the menu flyer's header of a language (src/app/pages/flyer-header.tsx),
 * beside its menu page. The home page's menu dialog fetches it when it first opens, and prints it
 * while open (ADR 021).
 */
export const flyerHeaderPath = (language: Language) =>
  `${href('menu-page', language)}/flyer-header.html`
