import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { waitForIsland, waitForIslandsArmed, waitForLateWork } from './wait-for-hydration.ts'
import { postalAddressLine } from '#src/lib/postal-address.ts'
import { href } from '#src/lib/routes.ts'
import { escapeRegExp, languageCases, plain, unescapeHtml } from './languages.ts'

/** The live hours state loads once the hours card comes near the viewport. */
async function showHours(page: Page) {
  await page.getByTestId('opening-status').scrollIntoViewIfNeeded()
}

const scrollToFraction = (page: Page, fraction: number) =>
  page.evaluate((f) => window.scrollTo(0, Math.round(window.innerHeight * f)), fraction)

/**
 * What the page must print, written out per language (not read from the texts module), so a
 * German word on the English page, or a wrong format, fails here.
 */
const printed = {
  de: {
    specialtyPrices: ['14,90 €', '8,90 €'],
    hoursRows: (closedDay: string) => [
      'Mo–Di: 11:00–14:00 und 17:00–22:00 Uhr',
      `Mi: ${closedDay}`,
      'Do–Fr: 11:00–14:00 und 17:00–22:00 Uhr',
      'Sa: 17:00–22:30 Uhr',
      'So & Feiertage: 12:00–22:00 Uhr',
    ],
    lunchGap: 'Geschlossen · öffnet heute um 17:00 Uhr',
    restDay: 'Ruhetag · öffnet morgen um 11:00 Uhr',
    // On a public holiday the status starts with its name (ADR 019).
    holidayOpen: 'Fronleichnam · Jetzt geöffnet · bis 22:00 Uhr',
  },
  en: {
    specialtyPrices: ['€14.90', '€8.90'],
    hoursRows: (closedDay: string) => [
      'Mon–Tue: 11:00–14:00 and 17:00–22:00',
      `Wed: ${closedDay}`,
      'Thu–Fri: 11:00–14:00 and 17:00–22:00',
      'Sat: 17:00–22:30',
      'Sun & Holidays: 12:00–22:00',
    ],
    lunchGap: 'Closed · opens today at 17:00',
    restDay: 'Closed today · opens tomorrow at 11:00',
    holidayOpen: 'Corpus Christi · Open now · closes at 22:00',
  },
} as const

for (const lang of languageCases) {
  const { home: path, site, text } = lang
  const { restaurant, home } = site
  const { heroText, specialtiesText, aboutText, visitText, islandText } = text
  const { anchors, order: orderText, hours: hoursText, map: mapText } = islandText
  const expected = printed[lang.language]
  const mapTitle = mapText.title(`${restaurant.name}, ${postalAddressLine(restaurant.address)}`)
  const dish = (number: string) => {
    const item = site.menu.flatMap((category) => category.items).find((i) => i.number === number)
    if (!item) throw new Error(`the menu has no dish ${number}`)
    return item
  }

  test.describe(`${path}`, () => {
    test('sections come in the order of the spec, under the restaurant’s name as h1', async ({
      page,
    }) => {
      await page.goto(path)
      await waitForIslandsArmed(page)
      await expect(page.locator('html')).toHaveAttribute('lang', lang.language)
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
    })

    test('the two specialty cards show image, name, description and price from the menu', async ({
      page,
    }) => {
      await page.goto(path)
      await waitForIslandsArmed(page)
      const dishes = site.specialties.map((specialty) => dish(specialty.dish))
      if (lang.language === 'de') {
        expect(dishes.map((item) => item.name.text)).toEqual(['Butter Chicken', 'Pizza Margherita'])
      }
      // The dishes' cards, not the Mittagstisch's block beside them.
      const cards = page.locator(`#${anchors.specialties} article:not([data-lunch-week])`)
      await expect(cards).toHaveCount(2)
      await expect(cards.locator('h3')).toHaveText(dishes.map((item) => item.name.text))
      for (const [index, item] of dishes.entries()) {
        expect(plain(lang.euro(item.priceCents))).toBe(expected.specialtyPrices[index])
        await expect(cards.nth(index)).toContainText(item.description?.text ?? '')
        await expect(cards.nth(index)).toContainText(lang.euro(item.priceCents))
      }
      await expect(cards.locator('img')).toHaveCount(2)
      await expect(page.getByText(home.about.paragraphs[0]?.text ?? '')).toBeVisible()
      await expect(page.locator(`#${anchors.about} p`)).toHaveCount(home.about.paragraphs.length)
    })

    test.describe('floating order button', () => {
      const floating = (page: Page) => page.getByRole('link', { name: orderText.floatingButton })

      test('is hidden at 70 % of the window height and shown at 90 %', async ({ page }) => {
        await page.goto(path)
        await waitForIslandsArmed(page)
        await expect(floating(page)).toBeHidden()
        await scrollToFraction(page, 0.7)
        await page.waitForTimeout(200)
        await expect(floating(page)).toBeHidden()
        await scrollToFraction(page, 0.9)
        await expect(floating(page)).toBeVisible()
        const box = await floating(page).boundingBox()
        const viewport = page.viewportSize()
        // Top right, below the sticky header.
        const header = await page.getByRole('banner').boundingBox()
        expect(box && header && viewport).toBeTruthy()
        if (!box || !header || !viewport) return
        expect(box.y).toBeGreaterThanOrEqual(header.y + header.height)
        expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(24)
        expect(box.height).toBeGreaterThanOrEqual(44)
        await scrollToFraction(page, 0.7)
        await expect(floating(page)).toBeHidden()
      })

      test('causes no layout shift: fixed, and the page keeps its height', async ({ page }) => {
        await page.goto(path)
        await waitForIslandsArmed(page)
        await expect(
          page.getByRole('link', { name: orderText.floatingButton, includeHidden: true }),
        ).toHaveCSS('position', 'fixed')
        // The sections near 0.9 × the viewport are laid out on approach (render-on-approach):
        // come by once, so their own heights replace the estimates before anything is measured.
        await scrollToFraction(page, 0.9)
        await expect(floating(page)).toBeVisible()
        await scrollToFraction(page, 0.7)
        await expect(floating(page)).toBeHidden()
        const layout = () =>
          page.evaluate(async () => {
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
            return document.documentElement.scrollHeight
          })
        const heading = page.getByRole('heading', { name: specialtiesText.heading })
        const headingTop = () => heading.evaluate((el) => el.getBoundingClientRect().top + scrollY)
        const before = { height: await layout(), headingTop: await headingTop() }
        await scrollToFraction(page, 0.9)
        await expect(floating(page)).toBeVisible()
        expect({ height: await layout(), headingTop: await headingTop() }).toEqual(before)
      })

      test('opens the order modal, hides while it is open and comes back after', async ({
        page,
      }) => {
        await page.goto(path)
        await waitForIslandsArmed(page)
        await scrollToFraction(page, 0.9)
        await floating(page).click()
        const dialog = page.getByRole('dialog', { name: orderText.modalTitle })
        await expect(dialog).toBeVisible()
        await expect(floating(page)).toBeHidden()
        await dialog.getByRole('button', { name: islandText.close }).click()
        await expect(dialog).toBeHidden()
        await expect(floating(page)).toBeVisible()
        await expect(floating(page)).toBeFocused()
      })
    })

    test.describe('menu dialog', () => {
      test('opens from the specialties’ menu button, is at most 56rem wide, and closes', async ({
        page,
      }) => {
        await page.setViewportSize({ width: 1440, height: 900 })
        await page.goto(path)
        await waitForIslandsArmed(page)
        const opener = page.getByRole('link', { name: specialtiesText.menuButton })
        await opener.click()
        const dialog = page.getByRole('dialog', { name: islandText.menuDialog.title })
        await expect(dialog).toBeVisible()
        const box = await dialog.boundingBox()
        expect(box?.width).toBe(56 * 16)
        await expect(dialog.getByRole('heading', { level: 3 }).first()).toBeVisible()
        await dialog.getByRole('button', { name: islandText.close }).click()
        await expect(dialog).toBeHidden()
        await expect(opener).toBeFocused()
      })

      test('its body is at most 80 % of the viewport high and scrolls', async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 400 })
        await page.goto(path)
        await waitForIslandsArmed(page)
        await page.getByRole('link', { name: specialtiesText.menuButton }).click()
        const dialog = page.getByRole('dialog', { name: islandText.menuDialog.title })
        await expect(dialog).toBeVisible()
        const body = await dialog.evaluate((element) => {
          // The body: the element that scrolls vertically under a maximum height.
          const scroller = [...element.querySelectorAll<HTMLElement>('*')].find((node) => {
            const style = getComputedStyle(node)
            return ['auto', 'scroll'].includes(style.overflowY) && style.maxHeight !== 'none'
          })
          if (!scroller) return null
          scroller.scrollTo({ top: 100, behavior: 'instant' })
          return {
            height: scroller.getBoundingClientRect().height,
            scrollHeight: scroller.scrollHeight,
            scrollTop: scroller.scrollTop,
          }
        })
        expect(body).not.toBeNull()
        expect(body?.height).toBeLessThanOrEqual(400 * 0.8 + 0.5)
        expect(body?.scrollHeight).toBeGreaterThan(body?.height ?? Infinity)
        expect(body?.scrollTop).toBeGreaterThan(0)
      })
    })

    test('the map box shows our own preview and sends nothing to OpenStreetMap until the load button is clicked', async ({
      page,
      external,
      request,
    }) => {
      const prerendered = await (await request.get(path)).text()
      expect(prerendered).not.toContain('<iframe')
      await page.goto(path)
      // The pictures below the hero in place (they give way to their stand-ins after the first
      // paint) before the page is scrolled past them, so that they load.
      await waitForLateWork(page)
      const box = page.getByRole('group', { name: mapText.preview.label })
      await box.scrollIntoViewIfNeeded()
      expect((await box.boundingBox())?.height).toBeCloseTo(468, 0)
      await expect(box).toContainText(restaurant.address.street)
      // The privacy policy's section on the map, in the page's language (/en/privacy#openstreetmap).
      const privacy = box.getByRole('link', { name: mapText.preview.privacyLink })
      await expect(privacy).toHaveAttribute(
        'href',
        href('datenschutz-page', lang.language, 'openstreetmap'),
      )
      await expect(privacy).not.toHaveAttribute('hreflang', /.*/)
      // Every image in, the preview in view for a while: still no request to OpenStreetMap.
      await page.waitForFunction(() => [...document.images].every((image) => image.complete))
      await page.waitForTimeout(300)
      expect(external.urls.filter((url) => url.includes('openstreetmap.org'))).toEqual([])
      await expect(page.locator('iframe')).toHaveCount(0)

      await box.getByRole('button', { name: mapText.preview.loadButton }).click()
      const map = page.locator(`iframe[title="${mapTitle}"]`)
      await expect(map).toHaveAttribute(
        'src',
        'https://www.openstreetmap.org/export/embed.html?bbox=7.74,49.48,7.76,49.5&layer=mapnik&marker=49.487,7.748',
      )
      await expect(map).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin')
      await expect(map).toBeFocused()
      expect((await map.boundingBox())?.height).toBe(470)
      // The fixture serves a stub for openstreetmap.org.
      await expect(
        page.frameLocator(`iframe[title="${mapTitle}"]`).getByText('Karte (Test)'),
      ).toBeVisible()
      expect(external.urls.some((url) => url.includes('openstreetmap.org'))).toBe(true)
      await expect(page.getByRole('link', { name: visitText.routeLink })).toHaveAttribute(
        'href',
        /^https:\/\/www\.openstreetmap\.org\/directions\?to=49\.487,7\.748/,
      )
    })

    test('the map choice holds for the open tab only', async ({ page, context }) => {
      await page.goto(path)
      await waitForIslandsArmed(page)
      await page.getByRole('button', { name: mapText.preview.loadButton }).click()
      await expect(page.locator(`iframe[title="${mapTitle}"]`)).toHaveCount(1)
      await page.reload()
      await waitForIslandsArmed(page)
      await expect(page.locator(`iframe[title="${mapTitle}"]`)).toHaveCount(1)
      // A new tab starts without it, and nothing was stored as a cookie or in localStorage.
      expect(await context.cookies()).toEqual([])
      const other = await context.newPage()
      await other.goto(path)
      await waitForIslandsArmed(other)
      expect(await other.evaluate(() => localStorage.length)).toBe(0)
      await expect(other.getByRole('button', { name: mapText.preview.loadButton })).toBeVisible()
      await expect(other.locator('iframe')).toHaveCount(0)
    })

    test('the address card has the address, a tel: and a mailto: link, and says tables are reserved by phone', async ({
      page,
    }) => {
      await page.goto(path)
      await waitForIslandsArmed(page)
      const section = page.locator(`#${anchors.visit}`)
      await expect(section.locator('address')).toContainText('Hauptstraße 55')
      await expect(section.locator('address')).toContainText('67731 Otterbach')
      const tel = section.locator('a[href^="tel:"]')
      await expect(tel).toHaveAttribute('href', 'tel:+493023125555')
      // German readers dial the national number, English ones the international one.
      await expect(tel).toHaveText(lang.phone)
      await expect(tel).toHaveText(lang.language === 'de' ? /^0\d/ : /^\+49 /)
      await expect(section.locator('address')).toContainText(visitText.reservationsNote)
      await expect(section.locator('a[href^="mailto:"]')).toHaveAttribute(
        'href',
        `mailto:${restaurant.email}`,
      )
    })

    test.describe('opening hours', () => {
      const rowsText = (page: Page) =>
        page
          .locator(`#${anchors.visit} table tr`)
          .evaluateAll((rows) =>
            rows.map((row) => (row as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
          )
      const todayRow = (page: Page) => page.locator(`#${anchors.visit} tr[aria-current="date"]`)
      const { days, holidays } = hoursText

      test('the table reads as printed', async ({ page }) => {
        await page.goto(path)
        await waitForIslandsArmed(page)
        expect(await rowsText(page)).toEqual(expected.hoursRows(site.hours.closedDayLabel.text))
      })

      test('the prerendered HTML holds the table but nothing that depends on the build’s clock', async ({
        request,
      }) => {
        const html = unescapeHtml(await (await request.get(path)).text())
        expect(html).toContain(site.hours.closedDayLabel.text)
        expect(html).not.toContain('aria-current="date"')
        for (const label of Object.values(hoursText.status)) {
          if (typeof label === 'string') expect(html).not.toContain(`>${label} ·`)
        }
      })

      test.describe('for a visitor in New York', () => {
        test.use({ timezoneId: 'America/New_York' })

        test('Monday 9:30 in New York is the lunch gap in Otterbach', async ({ page }) => {
          await page.clock.setFixedTime(new Date('2026-06-08T09:30:00-04:00'))
          await page.goto(path)
          await waitForIslandsArmed(page)
          await showHours(page)
          expect(await page.evaluate(() => new Date().getHours())).toBe(9)
          expect(expected.lunchGap).toBe(
            `${hoursText.status.closed} · ${hoursText.status.opensToday('17:00')}`,
          )
          await expect(page.getByTestId('opening-status')).toHaveText(expected.lunchGap)
          await expect(todayRow(page)).toHaveText(new RegExp(`^${days.mon}–${days.tue}:`))
        })
      })

      test('the holiday calendar loads only when the visitor comes to the hours', async ({
        page,
      }) => {
        const scripts: string[] = []
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
        })
        await page.goto(path)
        await waitForIslandsArmed(page)
        // Another island's code loads as the visitor moves towards it; the calendar's does not.
        await page.getByRole('link', { name: heroText.orderButton }).hover()
        await waitForIsland(page, 'order-modal')
        await page.waitForLoadState('networkidle')
        expect(scripts.length).toBeGreaterThan(2)
        expect(scripts.filter((script) => script.includes('hours-now'))).toEqual([])
        await expect(page.getByTestId('opening-status')).toBeEmpty()

        await showHours(page)
        await expect(page.getByTestId('opening-status')).not.toBeEmpty()
        expect(scripts.filter((script) => script.includes('hours-now'))).toHaveLength(1)
      })

      test('a Wednesday highlights the rest day', async ({ page }) => {
        await page.clock.setFixedTime(new Date('2026-06-10T12:00:00+02:00'))
        await page.goto(path)
        await waitForIslandsArmed(page)
        await showHours(page)
        await expect(page.getByTestId('opening-status')).toHaveText(expected.restDay)
        await expect(todayRow(page)).toHaveText(`${days.wed}:${site.hours.closedDayLabel.text}`)
      })

      test('Fronleichnam is named, highlights the holiday row and is open through the afternoon', async ({
        page,
      }) => {
        await page.clock.setFixedTime(new Date('2026-06-04T15:00:00+02:00'))
        await page.goto(path)
        await waitForIslandsArmed(page)
        await showHours(page)
        expect(expected.holidayOpen).toMatch(
          new RegExp(
            ` · ${escapeRegExp(`${hoursText.status.open} · ${hoursText.status.until('22:00')}`)}$`,
          ),
        )
        await expect(page.getByTestId('opening-status')).toHaveText(expected.holidayOpen)
        await expect(todayRow(page)).toHaveText(
          new RegExp(`^${escapeRegExp(`${days.sun} & ${holidays}`)}:`),
        )
      })
    })

    test('a link into the page never leaves its heading under the sticky header', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(path)
      await waitForIslandsArmed(page)
      await page.getByRole('link', { name: heroText.visitLink }).click()
      await expect(page).toHaveURL(new RegExp(`#${anchors.visit}$`))
      const heading = page.getByRole('heading', { name: visitText.heading })
      await expect(heading).toBeInViewport()
      const header = await page.getByRole('banner').boundingBox()
      const box = await heading.boundingBox()
      expect((box?.y ?? 0) - 1).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))
    })

    for (const width of [320, 390, 1440, 1920]) {
      test(`no horizontal scrolling at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(path)
        await waitForIslandsArmed(page)
        await page.waitForLoadState('networkidle')
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow).toBe(0)
      })
    }

    test('opening and closing both dialogs logs no errors', async ({ page }) => {
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(message.text())
        }
      })
      page.on('pageerror', (error) => problems.push(error.message))
      await page.goto(path)
      await waitForIslandsArmed(page)
      await page.getByRole('link', { name: heroText.orderButton }).click()
      await page.getByRole('dialog').waitFor()
      await page.keyboard.press('Escape')
      await page.getByRole('link', { name: specialtiesText.menuButton }).click()
      await page.getByRole('dialog').waitFor()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      expect(problems).toEqual([])
    })

    test('the header’s language link leads to the same page in the other language and back', async ({
      page,
    }) => {
      const { otherLanguage } = text.siteText
      const other = languageCases.find(
        (candidate) => candidate.language === otherLanguage.language,
      )!
      await page.goto(path)
      await waitForIslandsArmed(page)
      const link = page.getByRole('banner').getByRole('link', { name: otherLanguage.name })
      // Named in its own language, and marked as such for screen readers and search engines.
      await expect(link).toHaveText(lang.language === 'de' ? 'English' : 'Deutsch')
      await expect(link).toHaveAttribute('lang', other.language)
      await expect(link).toHaveAttribute('hreflang', other.language)
      await expect(link).toHaveAttribute('href', other.home)
      await link.click()
      await expect(page).toHaveURL((url) => url.pathname === other.home)
      await expect(page.locator('html')).toHaveAttribute('lang', other.language)
      const back = page
        .getByRole('banner')
        .getByRole('link', { name: other.text.siteText.otherLanguage.name })
      await expect(back).toHaveAttribute('hreflang', lang.language)
      await back.click()
      await expect(page).toHaveURL((url) => url.pathname === path)
      await expect(page.locator('html')).toHaveAttribute('lang', lang.language)
    })
  })
}

test('/en/ is in English: the hero’s order button, the menu button and a price', async ({
  page,
}) => {
  await page.goto('/en/')
  await expect(page.getByRole('link', { name: 'Order online now' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View the menu' })).toBeVisible()
  await expect(page.locator('#specialties article').first()).toContainText(/€\d+\.\d{2}/)
  await expect(page.locator('#specialties')).not.toContainText(/\d,\d{2}\s€/)
})
