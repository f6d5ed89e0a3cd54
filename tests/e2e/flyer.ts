import { statSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { clientOutDir } from '../../builder/paths.ts'
import { calendarDate } from '#src/lib/locale.ts'
import { pdfPageTexts } from '../pdf-text.ts'
import { expect } from './fixtures.ts'
import { type PrintOrder, printPage } from './print.ts'
import { escapeRegExp, type LanguageCase, plain } from './languages.ts'
import { formatAlcohol } from '#src/features/menu/menu-format.ts'

/** The flyer's words, written out per language, so that a German word in English fails here. */
export const printedFlyer = {
  de: {
    printStylesheet: '/speisekarte/druck.css',
    pricesAsOf: /^Stand der Preise: \d{2}\.\d{2}\.\d{4}$/,
    pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  },
  en: {
    printStylesheet: '/en/menu/print.css',
    pricesAsOf: /^Prices as of [A-Z][a-z]+ \d{1,2}, \d{4}$/,
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
} as const

/**
 * Prints the page as a browser does, in the given order (A4, the page size and margins of its
 * print CSS), and checks that it is the menu flyer (issue 20): at most 6 pages, each with the
 * footer naming the date of the prices, the first starting with the menu's header, nothing of the
 * site's footer. Returns the text of the pages.
 */
export async function expectPrintedFlyer(
  page: Page,
  lang: LanguageCase,
  order: PrintOrder,
): Promise<string[]> {
  const { site, text } = lang
  const says = printedFlyer[lang.language]
  const pages = await pdfPageTexts(await printPage(page, { order, format: 'A4' }))
  expect(pages.length).toBeGreaterThan(1)
  expect(pages.length).toBeLessThanOrEqual(6)
  // The prices are as of the build, which wrote the footer into the print stylesheet: a test run
  // that crosses midnight after the build must not expect the new day.
  const builtAt = statSync(join(clientOutDir, says.printStylesheet)).mtime
  const asOf = text.pageMeta.menu.pricesAsOf(calendarDate(builtAt, lang.language))
  expect(asOf).toMatch(says.pricesAsOf)
  const footer = (index: number) =>
    `${site.restaurant.name} · ${asOf} · ${says.pageOf(index + 1, pages.length)}`
  pages.forEach((pageText, index) => expect(pageText).toContain(footer(index)))
  expect(pages[0]!.replace(footer(0), '').trim()).toMatch(
    new RegExp(`^${escapeRegExp(text.pageMeta.menu.heading)} `),
  )
  expect(pages.join(' ')).not.toContain(text.siteText.footer.legalHeading)
  // Every alcoholic drink with its strength (LMIV Art. 9 Abs. 1 lit. k), as on the page.
  const printedText = plain(pages.join(' ')).replace(/\s+/g, ' ')
  for (const category of site.menu.filter((candidate) => candidate.kind === 'alcoholic-drink')) {
    for (const item of category.items) {
      expect(printedText).toContain(plain(formatAlcohol(item.alcoholByVolume!, lang.language)))
    }
  }
  return pages
}
