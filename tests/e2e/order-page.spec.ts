// The ordering page (issue 34): /bestellen and /en/order, where the QR codes and shared links lead.
// The ordering service in a frame, the terms a guest reads before ordering, the delivery terms,
// without JavaScript too; in English, that only the German terms bind.
import type { Page } from '@playwright/test'
import { expect, stubs, test } from './fixtures.ts'
import { languageCases, plain } from './languages.ts'
import { waitForIslandsArmed } from './wait-for-hydration.ts'

/** What the pages must say, written out per language, so that a German word in English fails. */
const says = {
  de: {
    frameTitle: 'Online Bestellen',
    heading: 'Online bestellen',
    terms: 'AGB',
    withdrawal: 'Widerrufsbelehrung',
    /** Per the ordering service's role: our privacy policy's section on it, or its own notice. */
    privacy: {
      processor: { name: 'Datenschutzerklärung', href: '/datenschutz#bestellservice' },
      controller: { name: 'Datenschutzhinweise', href: null },
    },
    deliveryHeading: 'Liefergebiete und Lieferbedingungen',
    columns: ['Ort', 'Mindestbestellwert', 'Liefergebühr'],
  },
  en: {
    frameTitle: 'Online ordering',
    heading: 'Order online',
    terms: 'terms and conditions (in German)',
    withdrawal: 'right of withdrawal',
    privacy: {
      processor: { name: 'privacy policy', href: '/en/privacy#ordering-service' },
      controller: { name: 'privacy notice', href: null },
    },
    deliveryHeading: 'Delivery areas and terms',
    columns: ['Town', 'Minimum order', 'Delivery fee'],
  },
} as const

for (const lang of languageCases) {
  const { orderPage: path, site, language } = lang
  const { restaurant, delivery } = site
  const text = says[language]
  const frame = (page: Page) => page.locator(`iframe[title="${text.frameTitle}"]`)

  test.describe(path, () => {
    test('frames the ordering service under the site header, filling the screen below it', async ({
      page,
      external,
    }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading)
      await expect(frame(page)).toHaveAttribute('src', restaurant.orderingUrl)
      await expect(
        page.frameLocator(`iframe[title="${text.frameTitle}"]`).getByRole('heading'),
      ).toHaveText('Bestellseite (Test)')
      expect(external.urls).toContain(restaurant.orderingUrl)
      const viewport = page.viewportSize()!
      const box = (await frame(page).boundingBox())!
      // The screen under the 4 rem header.
      expect(Math.round(box.height)).toBe(viewport.height - 64)
      expect(stubs.ordering).toContain('Bestellseite (Test)')
    })

    test('the terms, the right of withdrawal and the privacy notice are linked, and lead there', async ({
      page,
      request,
    }) => {
      await page.goto(path)
      const main = page.getByRole('main')
      const terms = main.getByRole('link', { name: text.terms, exact: true })
      await expect(terms).toHaveAttribute('href', '/agb')
      await expect(terms).toHaveAttribute('target', '_blank')
      const withdrawal = main.getByRole('link', { name: text.withdrawal, exact: true })
      await expect(withdrawal).toHaveAttribute('href', '/agb#widerruf')
      const privacy = text.privacy[restaurant.orderingServiceRole]
      const privacyLink = main.getByRole('link', { name: privacy.name, exact: true })
      await expect(privacyLink).toHaveAttribute(
        'href',
        privacy.href ?? restaurant.orderingPrivacyUrl,
      )
      await expect(privacyLink).toHaveAttribute('target', '_blank')
      expect((await request.get('/agb')).status()).toBe(200)
      if (privacy.href) {
        const [policy] = await Promise.all([page.waitForEvent('popup'), privacyLink.click()])
        await expect(policy.locator(`#${privacy.href.split('#')[1]}`)).toBeInViewport()
        await policy.close()
      }
      const [agb] = await Promise.all([page.waitForEvent('popup'), withdrawal.click()])
      await expect(agb.locator('#widerruf')).toBeInViewport()
    })

    test('shows every delivery area with its minimum order and fee', async ({ page }) => {
      await page.goto(path)
      const section = page.locator('#liefergebiete')
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(text.deliveryHeading)
      await expect(section.getByRole('columnheader')).toHaveText(text.columns)
      for (const area of delivery.areas) {
        const row = section.getByRole('row').filter({ hasText: area.place })
        await expect(row).toContainText(area.postalCodes[0]!)
        await expect(row).toContainText(plain(lang.euro(area.minimumOrder)))
        await expect(row).toContainText(plain(lang.euro(area.fee)))
      }
    })

    test('its structured data names the delivery areas, their fees and minimum orders', async ({
      request,
    }) => {
      const html = await (await request.get(path)).text()
      const [json] = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      const data = JSON.parse(json![1]!)
      expect(data.areaServed.map((place: { name: string }) => place.name)).toEqual(
        delivery.areas.map((area) => area.place),
      )
      const charges = data.makesOffer.priceSpecification
      expect(charges[0]['@type']).toBe('DeliveryChargeSpecification')
      expect(charges[0].price).toBe((delivery.areas[0]!.fee / 100).toFixed(2))
      expect(charges[0].eligibleTransactionVolume.minPrice).toBe(
        (delivery.areas[0]!.minimumOrder / 100).toFixed(2),
      )
      expect(data.potentialAction.target.urlTemplate).toBe(`${restaurant.siteUrl}${path}`)
    })

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })

      test('the frame loads, and the terms and delivery areas are there', async ({ page }) => {
        await page.goto(path)
        await expect(
          page.frameLocator(`iframe[title="${text.frameTitle}"]`).getByRole('heading'),
        ).toHaveText('Bestellseite (Test)')
        await expect(page.getByRole('link', { name: text.withdrawal, exact: true })).toBeVisible()
        await expect(page.locator('#liefergebiete')).toContainText(delivery.areas[0]!.place)
      })
    })
  })
}

test.describe('in English, only the German terms bind', () => {
  const binding =
    'The contract language is German; only the German terms and conditions are binding.'

  test('on /en/order, in the English order modal and in the English footer', async ({ page }) => {
    await page.goto('/en/order')
    await expect(page.getByRole('main').getByText(binding)).toBeVisible()
    await expect(page.getByRole('contentinfo').getByText(binding)).toBeVisible()
    await expect(page.getByText('right of withdrawal').first()).toBeVisible()
    expect(await page.content()).not.toMatch(/cancellation policy/i)

    await page.goto('/en/')
    await waitForIslandsArmed(page)
    await page.getByRole('link', { name: 'Order online' }).first().click()
    const modal = page.getByRole('dialog', { name: 'Order online' })
    await expect(modal.getByText(binding)).toBeVisible()
    await expect(
      modal.getByText('withdraw from sealed drinks within 14 days of receiving them'),
    ).toBeVisible()
    await expect(modal.getByRole('link', { name: 'right of withdrawal' })).toBeVisible()
    expect(await page.content()).not.toMatch(/cancellation policy/i)
  })

  test('the German pages say nothing of it', async ({ page }) => {
    await page.goto('/bestellen')
    expect(await page.content()).not.toContain('binding')
  })
})
