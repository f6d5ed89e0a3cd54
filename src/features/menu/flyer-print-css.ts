import type { Language } from '@/schemas/fields'
import { uiTexts } from '@/i18n'
import { href } from '@/lib/routes'
import { calendarDate } from '@/lib/locale'

/** The menu flyer's print stylesheet, written by the build beside the page (builder/outputs.ts). */
export function flyerPrintStylesheet(language: Language): string {
  return `${href('menu-page', language)}/${uiTexts[language].pageMeta.menu.printStylesheet}`
}

/** The link to it, in the menu page's <head> and in front of the flyer header's copy. */
export function flyerPrintStylesheetLink(language: Language): string {
  return `<link rel="stylesheet" href="${flyerPrintStylesheet(language)}" media="print" />`
}

/**
 * Every printed page of the menu flyer ends with the restaurant's name, the date of the prices
 * and the page number, in the page's bottom margin (CSS margin boxes); the margins are set so a
 * home printer prints what the tests measure. A file of its own, not an inline style: the date
 * is the build's, and an inline style would change the CSP's hash with every build.
 */
export function flyerPrintCss(restaurantName: string, instant: Date, language: Language): string {
  const text = uiTexts[language].pageMeta.menu
  const footer = `${restaurantName} · ${text.pricesAsOf(calendarDate(instant, language))} · ${text.printPage} `
  const content = `${JSON.stringify(footer)} counter(page) ${JSON.stringify(` ${text.printPageOf} `)} counter(pages)`
  return `@page{margin:8mm 8mm 12mm;@bottom-center{content:${content};font:9pt system-ui,sans-serif;color:#000}}\n`
}
