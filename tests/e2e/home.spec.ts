// The home page's own structure (issue 3): the sections in the spec's order under the restaurant's
// name, the specialty cards and the about text from the owner's data, the address card; a link
// into the page never leaves its heading under the sticky header; by keyboard, the hero's order
// button and the header's language link come early, and the language link leads to the other
// language and back; opening and closing both dialogs logs nothing. In German; English: its words,
// its formats (€14.90, +49 …) and its anchors. Its islands have their own specs: order-modal,
// floating-order-button, menu-dialog-a11y, map, opening-hours, announcements (each `.spec.ts`).
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { caseFor, plain } from './languages.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'

const lang = caseFor('de')
const { site, text } = lang
const { restaurant, home } = site
const { heroText, specialtiesText, aboutText, visitText, islandText } = text
const { anchors } = islandText

const dishOf = (number: string, { site: languageSite } = lang) => {
  const item = languageSite.menu
    .flatMap((category) => category.items)
    .find((i) => i.number === number)
  if (!item) throw new Error(`the menu has no dish ${number}`)
  return item
}

async function openHome(page: Page, path = lang.home) {
  await page.goto(path)
  await waitForIslandsArmed(page)
}

/** Accessible name and tag of the focused element, e.g. "A Jetzt Online Bestellen". */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return 'BODY'
    const name = element.getAttribute('aria-label') ?? element.textContent ?? ''
    return `${element.tagName} ${name.replace(/\s+/g, ' ').trim()}`
  })
}

/** The first `count` Tab stops from the top of the page. */
async function tabStops(page: Page, count: number): Promise<string[]> {
  const stops: string[] = []
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab')
    stops.push(await focused(page))
  }
  return stops
}

test('shows the sections in the spec’s order under the name as h1: the specialties from the menu, the about text and the address card', async ({
  page,
}) => {
  await openHome(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(restaurant.name)
  await expect(page.getByText(home.hero.tagline.text)).toBeVisible()
  await expect(page.locator('main h2:visible')).toHaveText([
    specialtiesText.heading,
    aboutText.heading,
    visitText.heading,
  ])
  // Header, hero, the three sections and the footer, top to bottom.
  const tops = await Promise.all(
    [
      page.getByRole('banner'),
      page.getByRole('heading', { level: 1 }),
      page.getByRole('heading', { name: specialtiesText.heading }),
      page.getByRole('heading', { name: aboutText.heading }),
      page.getByRole('heading', { name: visitText.heading }),
      page.getByRole('contentinfo'),
    ].map(async (locator) =>
      locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY),
    ),
  )
  expect(tops).toEqual([...tops].sort((a, b) => a - b))

  // The two specialty cards: image, name, description and price of their menu entries.
  const dishes = site.specialties.map((specialty) => dishOf(specialty.dish))
  expect(dishes.map((item) => item.name.text)).toEqual(['Butter Chicken', 'Pizza Margherita'])
  // The dishes' cards, not the Mittagstisch's block beside them.
  const cards = page.locator(`#${anchors.specialties} article:not([data-lunch-week])`)
  await expect(cards).toHaveCount(2)
  await expect(cards.locator('h3')).toHaveText(dishes.map((item) => item.name.text))
  for (const [index, item] of dishes.entries()) {
    expect(plain(lang.euro(item.priceCents))).toBe(['14,90 €', '8,90 €'][index])
    await expect(cards.nth(index)).toContainText(item.description?.text ?? '')
    await expect(cards.nth(index)).toContainText(lang.euro(item.priceCents))
  }
  await expect(cards.locator('img')).toHaveCount(2)
  await expect(page.getByText(home.about.paragraphs[0]?.text ?? '')).toBeVisible()
  await expect(page.locator(`#${anchors.about} p`)).toHaveCount(home.about.paragraphs.length)

  // The address card: the address, a tel: and a mailto: link; with the owner's reservation service
  // (tests/site/suite-content.ts) tables are reserved by phone or online.
  const address = page.locator(`#${anchors.visit} address`)
  await expect(address).toContainText('Hauptstraße 55')
  await expect(address).toContainText('67731 Otterbach')
  const tel = address.locator('a[href^="tel:"]')
  await expect(tel).toHaveAttribute('href', 'tel:+493023125555')
  // German readers dial the national number.
  await expect(tel).toHaveText(lang.phone)
  await expect(tel).toHaveText(/^0\d/)
  await expect(address).toContainText(text.reservationText.phoneOrOnline)
  await expect(address.locator('a[href^="mailto:"]')).toHaveAttribute(
    'href',
    `mailto:${restaurant.email}`,
  )
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a link into the page never leaves its heading under the sticky header', async ({
    page,
  }) => {
    await openHome(page)
    await page.getByRole('link', { name: heroText.visitLink }).click()
    await expect(page).toHaveURL(new RegExp(`#${anchors.visit}$`))
    const heading = page.getByRole('heading', { name: visitText.heading })
    await expect(heading).toBeInViewport()
    const header = await page.getByRole('banner').boundingBox()
    const box = await heading.boundingBox()
    expect((box?.y ?? 0) - 1).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))
  })

  test('the first screen paints whole when the document stops arriving inside the hero: the hero’s text does not grow upwards', async ({
    page,
    baseURL,
  }) => {
    // A parser that pauses inside the hero, as a slow phone's or network's does: the document's
    // rest waits for a script that answers after a second. Before the fix the browser painted the
    // hero with its announcement alone, and its text, standing at the hero's bottom, then grew
    // upwards (a layout shift of 0.26).
    await page.route('**/parser-pause.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await route.fulfill({ contentType: 'text/javascript', body: '' })
    })
    await page.route(new URL(lang.home, baseURL).href, async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      const pauseAt = '<h1 id="hero-title"'
      expect(html).toContain(pauseAt)
      const headers = { ...response.headers() }
      delete headers['content-encoding']
      delete headers['content-length']
      await route.fulfill({
        status: response.status(),
        headers,
        body: html.replace(pauseAt, `<script src="/parser-pause.js"></script>${pauseAt}`),
      })
    })
    await page.addInitScript(() => {
      const moved: string[] = []
      Object.assign(window, { moved })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          sources: { node: Node | null }[]
        })[]) {
          moved.push(
            ...entry.sources.map(
              ({ node }) => (node as Element | null)?.outerHTML.slice(0, 80) ?? '',
            ),
          )
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await openHome(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { moved: string[] }).moved)).toEqual([])
  })
})

test('by keyboard the hero’s order button and the header’s language link come early; the language link leads to the same page in English and back', async ({
  page,
}) => {
  const english = caseFor('en')
  await openHome(page)
  // After the skip link, the logo and the three main links.
  const stops = await tabStops(page, 8)
  expect(stops).toContain(`A ${heroText.orderButton}`)
  const languageLink = `A ${text.siteText.otherLanguage.name}`
  expect(stops.slice(0, 6)).toContain(languageLink)

  // Named in its own language, and marked as such for screen readers and search engines.
  const link = page.getByRole('banner').getByRole('link', { name: 'English' })
  await expect(link).toHaveAttribute('lang', 'en')
  await expect(link).toHaveAttribute('hreflang', 'en')
  await expect(link).toHaveAttribute('href', english.home)
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL((url) => url.pathname === english.home)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await waitForIslandsArmed(page)

  const englishStops = await tabStops(page, 8)
  expect(englishStops).toContain(`A ${english.text.heroText.orderButton}`)
  expect(englishStops.slice(0, 6)).toContain('A Deutsch')
  const back = page.getByRole('banner').getByRole('link', { name: 'Deutsch' })
  await expect(back).toHaveAttribute('lang', 'de')
  await expect(back).toHaveAttribute('hreflang', 'de')
  await expect(back).toHaveAttribute('href', lang.home)
  await back.click()
  await expect(page).toHaveURL((url) => url.pathname === lang.home)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})

test('opening and closing both dialogs logs no errors', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(message.text())
    }
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await openHome(page)
  await page.getByRole('link', { name: heroText.orderButton }).click()
  await page.getByRole('dialog').waitFor()
  await page.keyboard.press('Escape')
  await page.getByRole('link', { name: specialtiesText.menuButton }).click()
  await page.getByRole('dialog').waitFor()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(problems).toEqual([])
})

test('/en/ is in English: its sections, prices in €, the international phone number, its own anchors and the menu dialog’s words', async ({
  page,
}) => {
  const english = caseFor('en')
  const en = english.text
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await openHome(page, english.home)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.site.restaurant.name)
  await expect(page.getByText(english.site.home.hero.tagline.text)).toBeVisible()
  await expect(page.locator('main h2:visible')).toHaveText([
    en.specialtiesText.heading,
    en.aboutText.heading,
    en.visitText.heading,
  ])
  // Its order button leads to the English ordering page (without JavaScript) and, like the menu
  // button, says it opens a dialog.
  for (const name of ['Order online now', 'View the menu']) {
    await expect(page.getByRole('link', { name })).toBeVisible()
    await expect(page.getByRole('link', { name })).toHaveAttribute('aria-haspopup', 'dialog')
  }
  await expect(page.getByRole('link', { name: 'Order online now' })).toHaveAttribute(
    'href',
    english.orderPage,
  )

  // The specialties in English, their prices in the English format.
  const cards = page.locator(`#${en.islandText.anchors.specialties} article:not([data-lunch-week])`)
  const dishes = english.site.specialties.map((specialty) => dishOf(specialty.dish, english))
  await expect(cards.locator('h3')).toHaveText(dishes.map((item) => item.name.text))
  for (const [index, item] of dishes.entries()) {
    expect(plain(english.euro(item.priceCents))).toBe(['€14.90', '€8.90'][index])
    await expect(cards.nth(index)).toContainText(item.description?.text ?? '')
    await expect(cards.nth(index)).toContainText(english.euro(item.priceCents))
  }
  await expect(page.locator('#specialties article').first()).toContainText(/€\d+\.\d{2}/)
  await expect(page.locator('#specialties')).not.toContainText(/\d,\d{2}\s€/)
  await expect(cards.locator('img')).toHaveCount(2)
  await expect(page.getByText(english.site.home.about.paragraphs[0]?.text ?? '')).toBeVisible()
  await expect(page.locator(`#${en.islandText.anchors.about} p`)).toHaveCount(
    english.site.home.about.paragraphs.length,
  )

  // English readers dial the international number.
  const address = page.locator(`#${en.islandText.anchors.visit} address`)
  const tel = address.locator('a[href^="tel:"]')
  await expect(tel).toHaveAttribute('href', 'tel:+493023125555')
  await expect(tel).toHaveText(english.phone)
  await expect(tel).toHaveText(/^\+49 /)
  await expect(address).toContainText(en.reservationText.phoneOrOnline)

  // The hero's link leads to the English anchor.
  await page.getByRole('link', { name: en.heroText.visitLink }).click()
  await expect(page).toHaveURL(new RegExp(`#${en.islandText.anchors.visit}$`))
  await expect(page.getByRole('heading', { name: en.visitText.heading })).toBeInViewport()

  // Scrolled past the hero: the floating order button in English.
  await expect(
    page.getByRole('link', { name: en.islandText.order.floatingButton, exact: true }),
  ).toBeVisible()

  // The menu dialog in English words.
  await page.getByRole('link', { name: en.specialtiesText.menuButton }).click()
  const dialog = page.getByRole('dialog', { name: en.islandText.menuDialog.title })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  expect(problems).toEqual([])
})
