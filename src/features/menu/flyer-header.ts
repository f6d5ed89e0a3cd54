import type { Language } from '@/content/schema/fields'
import { href } from '@/lib/routes'

/**
 * Where the build writes the menu flyer's header of a language, beside its menu page. The home
 * page's menu dialog fetches it when it first opens, and prints it while open (ADR 021).
 */
export const flyerHeaderPath = (language: Language) =>
  `${href('menu-page', language)}/flyer-header.html`

/**
 * The flyer header (name, address, phone, opening hours, the QR code to the ordering page) out of
 * the prerendered menu page, with the page's print stylesheet (the page footer with the date of
 * the prices) in front: the same markup, no second copy of it. Islands are left out (the copy is
 * never hydrated), and ids and the labels that point at them, which would repeat ids of the page
 * it joins. Undefined for a page without the header or the stylesheet.
 */
export function flyerHeaderOf(menuPage: Document): string | undefined {
  const header = menuPage.querySelector('[data-flyer-header]')
  const stylesheet = menuPage.querySelector('link[rel="stylesheet"][media="print"]')
  if (!header || !stylesheet) return undefined
  for (const island of header.querySelectorAll('[data-island]')) island.remove()
  for (const element of header.querySelectorAll('[id], [aria-labelledby]')) {
    element.removeAttribute('id')
    element.removeAttribute('aria-labelledby')
  }
  return `${stylesheet.outerHTML}\n${header.innerHTML}\n`
}
