import { expect, test } from './fixtures.ts'
import { caseFor, languageCases, languageOfPage, pagePaths } from './languages.ts'

// Progressive enhancement: the prerendered HTML alone must carry the whole site, in every language.
test.use({ javaScriptEnabled: false })

const { restaurant } = caseFor('de').site

/** The words of an order button, written out: no button may need JavaScript to order. */
const orderWords = { de: /bestellen/i, en: /\border\b/i } as const

for (const path of pagePaths) {
  const { text, orderPage } = caseFor(languageOfPage(path))

  // The ordering page shows the notices, the terms and the right of withdrawal before the order;
  // no order button may skip it, even before the page's script runs or on a middle click.
  test(`${path}: every order button leads to our ordering page, none to the ordering service`, async ({
    page,
  }) => {
    await page.goto(path)
    const orderButtons = page.locator('a[data-opens="order-modal"]')
    const words = orderWords[languageOfPage(path)]
    for (const link of await page.getByRole('link', { name: words, includeHidden: true }).all()) {
      expect(await link.getAttribute('href'), (await link.textContent()) ?? '').not.toBe(
        restaurant.orderingUrl,
      )
    }
    for (const link of await orderButtons.all())
      await expect(link).toHaveAttribute('href', orderPage)
    // The one link to the service itself opens it in a new tab beside the notices and terms: on
    // the ordering page, and in the order modal (a closed <dialog> here).
    await expect(page.locator(`a[href="${restaurant.orderingUrl}"]:not(dialog a)`)).toHaveCount(
      path === orderPage ? 1 : 0,
    )
  })

  test(`${path} without JavaScript: every text is visible`, async ({ page }) => {
    await page.goto(path)
    // Text that waits for JavaScript to appear (opacity 0, visibility hidden, an empty box) is
    // unreadable here. Closed dialogs and visually hidden helper text are checked elsewhere.
    // The floating order button is the one exception: it appears on scrolling, which takes
    // JavaScript; without it the hero's order link (checked below) does its job. Controls marked
    // `noscript:hidden` need JavaScript and give way to a link (the map's "Karte laden").
    const floating = '[data-island="floating-order-button"] a'
    const hidden = await page.evaluate(
      ([floatingSelector, floatingText]) => {
        const problems: string[] = []
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? ''
          const parent = node.parentElement
          if (!text || !parent) continue
          if (
            parent.closest('script, style, template, noscript, svg, dialog:not([open]), .sr-only')
          )
            continue
          if (parent.closest(floatingSelector!) && text === floatingText) continue
          if (parent.closest('[class~="noscript:hidden"]')) continue
          // What shows on other days than the build's (a Mittagstisch week, today's line, a
          // dish's note) is hidden by its date, not waiting for JavaScript.
          if (parent.closest('[hidden]')) continue
          // Print-only parts (the menu flyer's date and QR code) are hidden on every screen.
          if (parent.closest('[class~="hidden"][class*="print:"]')) continue
          const visible = parent.checkVisibility({
            opacityProperty: true,
            visibilityProperty: true,
          })
          const box = parent.getBoundingClientRect()
          if (!visible || box.width === 0 || box.height === 0) problems.push(text.slice(0, 60))
        }
        return problems
      },
      [floating, text.islandText.order.floatingButton],
    )
    expect(hidden).toEqual([])
  })

  test(`${path} without JavaScript: every link works`, async ({ page, request }) => {
    await page.goto(path)
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThan(0)
    const here = new URL(page.url())
    for (const href of new Set(hrefs)) {
      const url = new URL(href, page.url())
      if (url.protocol === 'tel:') {
        expect(href).toMatch(/^tel:\+\d{6,}$/)
      } else if (url.protocol === 'mailto:') {
        expect(href).toBe(`mailto:${restaurant.email}`)
      } else if (url.origin === here.origin && url.pathname === here.pathname && url.hash) {
        // A fragment on this very page (the 404 page's own URL answers 404 by design).
        const id = decodeURIComponent(url.hash.slice(1))
        await expect(page.locator(`[id="${id}"]`), href).toHaveCount(1)
      } else if (url.origin === here.origin) {
        const response = await request.get(url.pathname)
        expect(response.status(), href).toBe(200)
        if (url.hash) {
          const id = decodeURIComponent(url.hash.slice(1))
          const html = await response.text()
          expect(html, `${href}: no element with id "${id}"`).toContain(`id="${id}"`)
        }
      } else {
        expect(url.protocol, href).toBe('https:')
      }
    }
  })
}

for (const lang of languageCases) {
  const { home, text, site } = lang
  const { heroText, specialtiesText, islandText } = text

  test.describe(`${home}`, () => {
    test('without JavaScript the order buttons are links to our ordering page, which they open', async ({
      page,
    }) => {
      await page.goto(home)
      await expect(page.getByRole('link', { name: heroText.orderButton })).toHaveAttribute(
        'href',
        lang.orderPage,
      )
      // Every control that offers to order is such a link, never a button that needs JavaScript.
      await expect(page.getByRole('button', { name: orderWords[lang.language] })).toHaveCount(0)
      await page.getByRole('link', { name: heroText.orderButton }).click()
      await expect(page).toHaveURL(lang.orderPage)
      await expect(page.locator('h1')).toHaveText(text.pageMeta.order.heading)
    })

    test('without JavaScript the map box links to the map on openstreetmap.org instead of loading it', async ({
      page,
    }) => {
      await page.goto(home)
      await expect(page.locator('iframe')).toHaveCount(0)
      await expect(
        page.getByRole('button', { name: islandText.map.preview.loadButton }),
      ).toBeHidden()
      const link = page.getByRole('link', { name: islandText.map.preview.openOnOsm })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute(
        'href',
        'https://www.openstreetmap.org/?mlat=49.487&mlon=7.748#map=17/49.487/7.748',
      )
    })

    test('without JavaScript the menu can still be read', async ({ page }) => {
      await page.goto(home)
      const name = specialtiesText.menuButton
      const opener = page.getByRole('link', { name }).or(page.getByRole('button', { name }))
      await expect(opener).toBeVisible()
      await opener.click()
      // Whatever the opener does without JavaScript (a link to the menu, say), every category of
      // the menu must now be on screen or reachable by scrolling.
      for (const category of site.menu) {
        const heading = page.getByRole('heading', { name: category.title.text, exact: true })
        await heading.scrollIntoViewIfNeeded()
        await expect(heading).toBeVisible()
      }
    })
  })
}

test('without JavaScript /en/ reads in English: order button, map link, menu button', async ({
  page,
}) => {
  await page.goto('/en/')
  await expect(page.getByRole('link', { name: 'Order online now' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View the map on OpenStreetMap' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View the menu' })).toBeVisible()
})
