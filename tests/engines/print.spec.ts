import { pdfPageTexts } from '../pdf-text.ts'
import { pricesAsOf } from '../e2e/flyer.ts'
import { caseFor, escapeRegExp } from '../e2e/languages.ts'
import type { EnginePage } from './engine-page.ts'
import { atPhoneWidthOnly, expect, test } from './fixtures.ts'
import { dialogNamed, shown, visit } from './visit.ts'

// Printing (issue 42): the menu page, and the home page with the menu dialog open, print as the
// six-page flyer (tests/e2e/flyer.ts), where the engine's driver can print: Firefox's BiDi
// browsingContext.print. WebKitWebDriver has no print command (playwright.config.ts).
const lang = caseFor('de')
const { specialtiesText, islandText, aboutText, visitText, pageMeta, siteText } = lang.text
const { site } = lang

/**
 * The flyer as Firefox prints it (tests/e2e/flyer.ts checks Chromium's): at most seven pages, the
 * first starting with the flyer's header, nothing of the site's footer. Firefox has no @page
 * margin boxes, so its pages lack the footer with the page numbers that Chromium prints; and the
 * heading font's letters it embeds read back partly as U+FFFD, so the heading is matched so.
 */
function expectFlyer(pages: string[]) {
  expect(pages.length).toBeGreaterThan(1)
  // Seven, not Chromium's six: since the deposit drinks carry EINWEG or MEHRWEG (§ 32 VerpackG)
  // on a line of its own, Firefox's looser line boxes take a seventh page (issue 52's print work).
  expect(pages.length).toBeLessThanOrEqual(7)
  const heading = [...pageMeta.menu.heading]
    .map((letter) => `(?:${escapeRegExp(letter)}|\uFFFD)`)
    .join('\\s*')
  expect(pages[0]).toMatch(new RegExp(`^\\s*${heading}\\s+${escapeRegExp(site.restaurant.name)}`))
  expect(pages[0]).toContain(site.home.hero.tagline.text)
  expect(pages[0]).toContain(pricesAsOf(lang))
  expect(pages.join(' ')).not.toContain(siteText.footer.legalHeading)
}

/** Prints as the browser prints (it fires the print events itself) and reads the pages. */
async function printed(tab: EnginePage): Promise<string[]> {
  const print = tab.print
  if (!print) throw new Error(`${tab.engine}'s driver cannot print`)
  await tab.evaluate(() => (window.__browserPrintEvents = []))
  const pages = await pdfPageTexts(await print())
  expect(await tab.evaluate(() => window.__browserPrintEvents)).toEqual([
    'beforeprint',
    'afterprint',
  ])
  return pages
}

// Printed on A4, whatever the window's width.
atPhoneWidthOnly()

test('/speisekarte prints as the flyer', async ({ tab }) => {
  await visit(tab, '/speisekarte')
  expectFlyer(await printed(tab))
})

test('the home page with the menu dialog open prints the menu alone, as the flyer; the dialog stays open', async ({
  tab,
}) => {
  await visit(tab, '/')
  await tab.click({ role: 'link', name: specialtiesText.menuButton })
  const menuDialog = dialogNamed(islandText.menuDialog.title)
  await expect.poll(() => shown(tab, menuDialog)).toBe(true)
  // The flyer's header comes with the dialog's print stylesheet.
  await expect
    .poll(() =>
      tab.evaluate(() => Boolean(document.querySelector('dialog[open] link[media="print"]'))),
    )
    .toBe(true)
  const pages = await printed(tab)
  expectFlyer(pages)
  const all = pages.join(' ')
  for (const homeText of [specialtiesText.heading, aboutText.heading, visitText.heading]) {
    expect(all).not.toContain(homeText)
  }
  expect(await shown(tab, menuDialog)).toBe(true)
  expect(await tab.evaluate(() => document.querySelector('dialog[open]')?.matches(':modal'))).toBe(
    true,
  )
})
