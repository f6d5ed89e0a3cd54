import type { Language } from '@/schemas/fields'
import { href } from '@/lib/routes'

/**
 * Where the build writes the menu flyer's header of a language (src/app/sections/flyer-header.tsx),
 * beside its menu page. The home page's menu dialog fetches it when it first opens, and prints it
 * while open (ADR 021).
 */
export const flyerHeaderPath = (language: Language) =>
  `${href('menu-page', language)}/flyer-header.html`

/**
 * Where the build writes the whole menu as the home page's menu dialog shows it, beside the menu
 * page: the dialog's island fetches it when it hydrates (ADR 029).
 */
export const menuListPath = (language: Language) => `${href('menu-page', language)}/menu-list.html`
