import type { Page } from '@playwright/test'
import { calendarDate } from '#src/lib/locale.ts'
import { pdfPageTexts } from '../pdf-text.ts'
import { expect } from './fixtures.ts'
import { type PrintOrder, printPage } from './print.ts'
import { escapeRegExp, type LanguageCase, plain } from './languages.ts'
import { formatAlcohol } from '#src/features/menu/menu-format.ts'
import { suiteInstant } from '../site/suite-site.ts'

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
 * print CSS), and checks that it is the menu flyer (expectFlyerPages). Returns the text of the
 * pages.
 */
export async function expectPrintedFlyer(
  page: Page,
  lang: LanguageCase,
  order: PrintOrder,
): Promise<string[]> {
  const pages = await pdfPageTexts(await printPage(page, { order, format: 'A4' }))
  expectFlyerPages(pages, lang)
  return pages
}

/**
 * Checks that the text of printed pages is the menu flyer (issue 20): at most 6 pages, each with
 * the footer naming the date of the prices, the first starting with the menu's header, every
 * category's heading on its first dish's page, nothing of the site's footer (the engine suite
 * checks Firefox's flyer in tests/engines/print.spec.ts).
 */
export function expectFlyerPages(pages: string[], lang: LanguageCase): void {
  const { site, text } = lang
  const says = printedFlyer[lang.language]
  expect(pages.length).toBeGreaterThan(1)
  expect(pages.length, `the last page: ${pages.at(-1)}`).toBeLessThanOrEqual(6)
  const asOf = pricesAsOf(lang)
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
  // The PDF's text sets ligatures like „ff“ apart: spaces are left out of the comparisons below.
  const unspaced = (words: string) => plain(words).replace(/\s+/g, '')
  // Each category's heading on the page of its first dish, before it (break-after: avoid): no
  // „Pizza“ alone at the foot of a page, its dishes on the next (issue 52).
  for (const category of site.menu) {
    const [first] = category.items
    if (!first) continue
    const dish = unspaced(`${first.number ?? ''}${first.name.text}`)
    const onPage = pages.map(unspaced).find((pageText) => pageText.includes(dish))
    expect(onPage, `${first.name.text} printed`).toBeDefined()
    expect(
      onPage!.slice(0, onPage!.indexOf(dish)),
      `the heading „${category.title.text}“ on the page of its first dish`,
    ).toContain(unspaced(category.title.text))
  }
  // The legend whole: a name cut by its box, or a flyer shrunk to fit, loses letters here.
  for (const [code, name] of [
    ...Object.entries(text.allergenGroupNames),
    ...Object.entries(text.allergenKindNames),
    ...Object.entries(text.additiveNames),
  ]) {
    expect(unspaced(pages.at(-1)!), 'the legend on the last page').toContain(unspaced(code + name))
  }
}

/** The flyer's "Stand der Preise: …": the day of the build, the suite's (tests/site/suite-site.ts). */
export function pricesAsOf(lang: LanguageCase): string {
  return lang.text.pageMeta.menu.pricesAsOf(calendarDate(suiteInstant, lang.language))
}
