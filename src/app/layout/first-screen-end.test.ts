import { describe, expect, it } from 'vitest'
import type { LegalDates } from '@/features/legal/legal-document'
import { loadSites } from '@/testing/site'
import { documentOf, siteDocuments } from '@/lib/routes'
import { firstScreenEndId } from '@/lib/first-screen'
import { render } from '@/app/entry-server'

/*
 * Each page marks where its first screen ends, once: its first frame waits for the markup before
 * the mark (src/lib/first-screen.ts, src/app/document/render-document.ts).
 */

const sites = loadSites()
const instant = new Date('2026-12-03T11:30:00+01:00')
/** Every legal text changed at `instant`. */
const changedThen = new Proxy({}, { get: () => instant })
const legalDates: LegalDates = { de: changedThen, en: changedThen }
const mark = `<span id="${firstScreenEndId}" hidden="">`
const html = (document: ReturnType<typeof documentOf>) =>
  render(document, sites, instant, legalDates).html

describe('the mark after a page’s first screen', () => {
  it('is on every page once', () => {
    for (const document of siteDocuments(sites.de.restaurant)) {
      expect(html(document).split(mark), document.path ?? '404').toHaveLength(2)
    }
  })

  it('follows the home page’s hero, not the sections below it', () => {
    const page = html(documentOf('home-page', 'de'))
    expect(page.indexOf(mark)).toBeGreaterThan(page.indexOf('</section>'))
    expect(page.indexOf(mark)).toBeLessThan(page.indexOf('<section', page.indexOf('</section>')))
  })

  it('follows the menu page’s header with its contact and opening hours, not the whole menu', () => {
    const page = html(documentOf('menu-page', 'de'))
    expect(page.indexOf(mark)).toBeGreaterThan(page.lastIndexOf('</table>', page.indexOf(mark)))
    expect(page.indexOf(mark)).toBeGreaterThan(page.indexOf('data-flyer-header'))
    expect(page.indexOf(mark)).toBeLessThan(page.indexOf('id="menu-dishes"'))
  })

  it('follows <main> on the other pages', () => {
    const page = html(documentOf('lunch-page', 'de'))
    expect(page.indexOf(mark)).toBe(page.indexOf('</main>') + '</main>'.length)
  })
})
