import { expect, stubs, test } from './fixtures.ts'
import { scrollThroughPage } from './scroll-through-page.ts'
import { waitForIslandsArmed, waitForLateWork } from './wait-for-hydration.ts'
import { languageCases } from './languages.ts'
import { legalAnchor } from '#src/lib/legal-anchors.ts'
import { href } from '#src/lib/routes.ts'

for (const lang of languageCases) {
  const { home: path, site, text } = lang
  const { restaurant } = site
  const { islandText } = text
  const orderText = islandText.order
  const orderingOrigin = new URL(restaurant.orderingUrl).origin
  const heroButton = { name: text.heroText.orderButton }
  const frameSelector = `iframe[title="${orderText.frameTitle}"]`
  // Whose privacy terms apply follows the ordering service's role (content/restaurant.yaml).
  const role = restaurant.orderingServiceRole
  const privacyText = orderText.privacy[role]
  const privacyHref =
    role === 'processor'
      ? href('datenschutz-page', lang.language, legalAnchor('orderingService', lang.language))
      : restaurant.orderingPrivacyUrl

  test.describe(`${path}`, () => {
    test('no request reaches the ordering service before the modal opens; then its page loads in the frame', async ({
      page,
      external,
    }) => {
      await page.goto(path)
      // Once the pictures below the hero are in (they give way to their stand-ins after the first
      // paint), scroll through the whole page so every lazy resource has its chance to load: every
      // image is in. (Not "networkidle": on a busy machine the network seldom stays quiet for the
      // 500 ms it waits for.)
      await waitForLateWork(page)
      await scrollThroughPage(page)
      await page.waitForFunction(() => [...document.images].every((image) => image.complete))
      expect(external.urls.filter((url) => url.startsWith(orderingOrigin))).toEqual([])
      await expect(page.locator('iframe')).toHaveCount(0)

      await page.evaluate(() => window.scrollTo(0, 0))
      await page.getByRole('link', heroButton).click()
      const frame = page.locator(frameSelector)
      await expect(frame).toHaveAttribute('src', restaurant.orderingUrl)
      await expect(frame).toHaveAttribute('loading', 'lazy')
      await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
      await expect(frame).toHaveAttribute(
        'sandbox',
        'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation',
      )
      await expect(
        page.frameLocator(frameSelector).getByRole('heading', {
          name: 'Bestellseite (Test)',
        }),
      ).toBeVisible()
      expect(external.urls).toContain(restaurant.orderingUrl)
    })

    test('the open order modal points out the terms and the right of withdrawal, in a new tab', async ({
      page,
      request,
    }) => {
      await page.goto(path)
      await waitForIslandsArmed(page)
      await page.getByRole('link', heroButton).click()
      const dialog = page.getByRole('dialog', { name: orderText.modalTitle })
      const terms = dialog.getByRole('link', { name: orderText.termsLink, exact: true })
      const withdrawal = dialog.getByRole('link', { name: orderText.withdrawalLink })
      // The terms exist in German only: every language links the German page.
      await expect(terms).toHaveAttribute('href', '/agb')
      await expect(withdrawal).toHaveAttribute('href', '/agb#widerruf')
      for (const link of [terms, withdrawal]) {
        await expect(link).toBeVisible()
        await expect(link).toHaveAttribute('target', '_blank')
      }
      await expect(dialog.getByRole('link', { name: privacyText.link })).toBeVisible()
      // The fragment exists on the terms page.
      expect(await (await request.get('/agb')).text()).toContain('id="widerruf"')
      // Following it keeps the order in progress: the modal stays open in this tab.
      const [tab] = await Promise.all([page.context().waitForEvent('page'), terms.click()])
      await tab.waitForLoadState()
      expect(new URL(tab.url()).pathname).toBe('/agb')
      await expect(dialog).toBeVisible()
    })

    test('shows a loading state until the ordering page has loaded', async ({ page }) => {
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      // Page routes take precedence over the fixture's context route: hold the response back.
      await page.route(`${orderingOrigin}/**`, async (route) => {
        await held
        await route.fulfill({ contentType: 'text/html', body: stubs.ordering })
      })
      await page.goto(path)
      await waitForIslandsArmed(page)
      await page.getByRole('link', heroButton).click()
      const dialog = page.getByRole('dialog', { name: orderText.modalTitle })
      await expect(dialog.getByRole('status')).toHaveText(orderText.loading)
      release()
      await expect(dialog.getByRole('status')).toHaveCount(0)
    })

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      test(`the order modal is 95 % wide and 90 % high at ${viewport.width}×${viewport.height}`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        await page.goto(path)
        await waitForIslandsArmed(page)
        await page.getByRole('link', heroButton).click()
        const box = await page.getByRole('dialog', { name: orderText.modalTitle }).boundingBox()
        expect(box).not.toBeNull()
        expect(Math.abs((box?.width ?? 0) - viewport.width * 0.95)).toBeLessThanOrEqual(1)
        expect(Math.abs((box?.height ?? 0) - viewport.height * 0.9)).toBeLessThanOrEqual(1)
        // Centred.
        expect(Math.abs((box?.x ?? 0) - viewport.width * 0.025)).toBeLessThanOrEqual(1)
      })
    }

    test('focus moves into the modal, is trapped there and returns to the opener; Escape closes', async ({
      page,
    }) => {
      await page.goto(path)
      await waitForIslandsArmed(page)
      const opener = page.getByRole('link', heroButton)
      await opener.click()
      const dialog = page.getByRole('dialog', { name: orderText.modalTitle })
      await expect(dialog).toBeVisible()
      // Where focus is: inside the open dialog (the frame element counts when focus is in it).
      const focusPlace = () =>
        page.evaluate(() => {
          const active = document.activeElement
          const inside = Boolean(active?.closest('dialog[open]'))
          return inside
            ? 'dialog'
            : `outside: ${active?.tagName} ${active?.textContent?.slice(0, 30)}`
        })
      expect(await focusPlace()).toBe('dialog')
      await expect(dialog.getByRole('status')).toHaveCount(0)
      for (let step = 0; step < 8; step++) {
        await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab')
        // Focus entering the cross-origin frame reaches the parent document a moment later.
        await expect.poll(focusPlace, { timeout: 1000 }).toBe('dialog')
      }
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(page.locator(frameSelector)).toHaveCount(0)
      await expect(opener).toBeFocused()
    })

    test('the close button closes the modal and focus returns to the opener', async ({ page }) => {
      await page.goto(path)
      await waitForIslandsArmed(page)
      const opener = page.getByRole('link', heroButton)
      await opener.click()
      const dialog = page.getByRole('dialog', { name: orderText.modalTitle })
      await dialog.getByRole('button', { name: islandText.close }).click()
      await expect(dialog).toBeHidden()
      await expect(opener).toBeFocused()
    })

    test('the page behind the open modal does not scroll', async ({ page }) => {
      await page.goto(path)
      await waitForIslandsArmed(page)
      await page.getByRole('link', heroButton).click()
      await expect(page.getByRole('dialog', { name: orderText.modalTitle })).toBeVisible()
      const before = await page.evaluate(() => window.scrollY)
      await page.mouse.move(200, 200)
      await page.mouse.wheel(0, 1500)
      await page.keyboard.press('End')
      await page.waitForTimeout(300)
      expect(await page.evaluate(() => window.scrollY)).toBe(before)
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
        'hidden',
      )
    })

    test('offers the ordering page in a new tab and points to the privacy terms of the service’s role', async ({
      page,
    }) => {
      await page.goto(path)
      await waitForIslandsArmed(page)
      await page.getByRole('link', heroButton).click()
      const dialog = page.getByRole('dialog', { name: orderText.modalTitle })
      const newTab = dialog.getByRole('link', { name: orderText.newTab })
      await expect(newTab).toBeVisible()
      await expect(newTab).toHaveAttribute('href', restaurant.orderingUrl)
      await expect(newTab).toHaveAttribute('target', '_blank')
      await expect(newTab).toHaveAttribute('rel', /noopener/)
      const privacy = dialog.getByRole('link', { name: privacyText.link, exact: true })
      await expect(privacy).toHaveAttribute('href', privacyHref)
      await expect(privacy).toHaveAttribute('target', '_blank')
      await expect(dialog).toContainText(privacyText.before + privacyText.link + privacyText.after)
    })

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })

      test('the order button is a plain link to our ordering page, which frames the service', async ({
        page,
      }) => {
        await page.goto(path)
        await page.getByRole('link', heroButton).click()
        await expect(page).toHaveURL(lang.orderPage)
        await expect(
          page.frameLocator(frameSelector).getByRole('heading', { name: 'Bestellseite (Test)' }),
        ).toBeVisible()
      })
    })
  })
}

test('on /en/ the order modal opens with its English title; its terms link goes to the German /agb', async ({
  page,
}) => {
  await page.goto('/en/')
  await waitForIslandsArmed(page)
  await page.getByRole('link', { name: 'Order online now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Order online' })
  await expect(dialog).toBeVisible()
  await expect(page.locator('iframe[title="Online ordering"]')).toHaveCount(1)
  const terms = dialog.getByRole('link', { name: /terms and conditions/ })
  await expect(terms).toHaveText(/\(in German\)/)
  await expect(terms).toHaveAttribute('href', '/agb')
  await expect(terms).toHaveAttribute('hreflang', 'de')
  const withdrawal = dialog.getByRole('link', { name: 'right of withdrawal' })
  await expect(withdrawal).toHaveAttribute('href', '/agb#widerruf')
  await expect(withdrawal).toHaveAttribute('hreflang', 'de')
  // Only the German terms bind, and the summary says what they mean for food and drinks.
  await expect(dialog).toContainText(
    'The contract language is German; only the German terms and conditions are binding.',
  )
  await expect(dialog).toContainText('there is no right of withdrawal')
  await expect(dialog).toContainText(
    'withdraw from sealed drinks within 14 days of receiving them, as long as they are unopened, and then return them within a further 14 days',
  )
  await expect(dialog).not.toContainText(/cancellation policy/i)
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible()
})
