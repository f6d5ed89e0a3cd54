// The map in the home page's visit section (issue 3, Datenschutz: map section): our own preview,
// nothing sent to OpenStreetMap until „Karte laden“ is clicked, then OpenStreetMap's embed in a
// sandboxed frame under the site's CSP, axe with it loaded; the choice holds for the open tab only;
// the route link. In German at Playwright's desktop width; English: its words and the English
// privacy policy's section.
import type { Page } from '@playwright/test'
import { axeViolations } from './axe.ts'
import { expect, stubs, test } from './fixtures.ts'
import { type LanguageCase, caseFor } from './languages.ts'
import { recordPolicyProblems } from './policy-problems.ts'
import { stubHeading } from './stub-heading.ts'
import { waitForIsland, waitForIslandsArmed, waitForLateWork } from './wait-for-hydration.ts'
import { postalAddressLine } from '#src/lib/postal-address.ts'
import { href } from '#src/lib/routes.ts'

const lang = caseFor('de')

const mapTextOf = ({ text, site }: LanguageCase) => {
  const mapText = text.islandText.map
  const { restaurant } = site
  return {
    ...mapText,
    frameTitle: mapText.title(`${restaurant.name}, ${postalAddressLine(restaurant.address)}`),
  }
}
const mapText = mapTextOf(lang)
const { restaurant } = lang.site

const mapFrame = (page: Page, title = mapText.frameTitle) =>
  page.locator(`iframe[title="${title}"]`)

test('shows our own preview and sends nothing to OpenStreetMap until „Karte laden“; then the embed loads in a sandboxed frame under the CSP', async ({
  page,
  external,
  request,
}) => {
  const prerendered = await (await request.get(lang.home)).text()
  expect(prerendered).not.toContain('<iframe')
  const problems = await recordPolicyProblems(page)
  await page.goto(lang.home)
  // The pictures below the hero in place (they give way to their stand-ins after the first paint)
  // before the page is scrolled past them, so that they load.
  await waitForLateWork(page)
  const box = page.getByRole('group', { name: mapText.preview.label })
  await box.scrollIntoViewIfNeeded()
  expect((await box.boundingBox())?.height).toBeCloseTo(468, 0)
  await expect(box).toContainText(restaurant.address.street)
  // The privacy policy's section on the map, in the page's language.
  const privacy = box.getByRole('link', { name: mapText.preview.privacyLink })
  await expect(privacy).toHaveAttribute('href', href('datenschutz-page', 'de', 'openstreetmap'))
  await expect(privacy).not.toHaveAttribute('hreflang', /.*/)
  // The map's island hydrated (it does once near the view), every image in, the preview in view
  // for a while: still no request to OpenStreetMap.
  await waitForIsland(page, 'osm-map')
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
  await page.waitForTimeout(300)
  expect(external.urls.filter((url) => url.includes('openstreetmap.org'))).toEqual([])
  await expect(page.locator('iframe')).toHaveCount(0)

  await box.getByRole('button', { name: mapText.preview.loadButton }).click()
  const map = mapFrame(page)
  await expect(map).toHaveAttribute(
    'src',
    'https://www.openstreetmap.org/export/embed.html?bbox=7.74,49.48,7.76,49.5&layer=mapnik&marker=49.487,7.748',
  )
  await expect(map).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin')
  await expect(map).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
  await expect(map).toBeFocused()
  expect((await map.boundingBox())?.height).toBe(470)
  // The fixture serves a stub for openstreetmap.org, and it loads in the frame.
  await expect(
    page.frameLocator(`iframe[title="${mapText.frameTitle}"]`).getByRole('heading'),
  ).toHaveText(stubHeading(stubs.map))
  expect(external.urls.some((url) => url.includes('openstreetmap.org'))).toBe(true)
  await expect(page.getByRole('link', { name: lang.text.visitText.routeLink })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/directions\?to=49\.487,7\.748/,
  )
  expect(await axeViolations(page)).toEqual([])
  expect(await problems()).toEqual([])
})

test('the choice holds for the open tab only, stored neither as a cookie nor in localStorage', async ({
  page,
  context,
}) => {
  await page.goto(lang.home)
  await waitForIslandsArmed(page)
  await page.getByRole('button', { name: mapText.preview.loadButton }).click()
  await expect(mapFrame(page)).toHaveCount(1)
  await page.reload()
  await waitForIslandsArmed(page)
  await expect(mapFrame(page)).toHaveCount(1)
  // A new tab starts without it, and nothing was stored as a cookie or in localStorage.
  expect(await context.cookies()).toEqual([])
  const other = await context.newPage()
  await other.goto(lang.home)
  await waitForIslandsArmed(other)
  expect(await other.evaluate(() => localStorage.length)).toBe(0)
  await expect(other.getByRole('button', { name: mapText.preview.loadButton })).toBeVisible()
  await expect(other.locator('iframe')).toHaveCount(0)
})

test('on /en/ the preview speaks English and links the English privacy policy’s section', async ({
  page,
}) => {
  const english = caseFor('en')
  const englishMap = mapTextOf(english)
  await page.goto(english.home)
  await waitForIslandsArmed(page)
  const box = page.getByRole('group', { name: englishMap.preview.label })
  await box.scrollIntoViewIfNeeded()
  const privacy = box.getByRole('link', { name: englishMap.preview.privacyLink })
  await expect(privacy).toHaveAttribute('href', href('datenschutz-page', 'en', 'openstreetmap'))
  await expect(privacy).not.toHaveAttribute('hreflang', /.*/)
  await box.getByRole('button', { name: englishMap.preview.loadButton }).click()
  await expect(mapFrame(page, englishMap.frameTitle)).toBeFocused()
  await expect(page.getByRole('link', { name: english.text.visitText.routeLink })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/directions\?to=49\.487,7\.748/,
  )
})
