// The order modal on the home page (issues 3, 34, ADR 032), in German at Playwright's desktop
// width unless its size is the point: nothing reaches the ordering service before it opens, then
// the service's page in a sandboxed frame under the site's CSP; a loading state; opened by pointer
// and by keyboard, it holds focus, Escape and its close button close it and focus returns; opened
// by a tap it focuses its title, and Back closes it on the same page; the page behind stays put;
// beside its frame (issue 52: under it on a phone, right of it on a desktop) the short facts (new
// tab, delivery terms in short, payment, terms, right of withdrawal, withdrawal function) and the
// notes in full a tap away (the privacy terms of the service's role, the withdrawal in short); its
// size and axe on a phone and a desktop; without
// JavaScript its opener leads to the ordering page. English: its words and that only the German
// terms bind. The floating order button, which opens it too: floating-order-button.spec.ts; the
// announcements it shows: announcements.spec.ts.
import type { Locator, Page } from '@playwright/test'
import { axeViolations } from './axe.ts'
import { expect, stubs, test } from './fixtures.ts'
import { caseFor } from './languages.ts'
import { recordPolicyProblems } from './policy-problems.ts'
import { stubHeading } from './stub-heading.ts'
import { scrollThroughPage } from './scroll-through-page.ts'
import { waitForIslandsArmed, waitForLateWork } from './wait-for-hydration.ts'
import { legalAnchor } from '#src/lib/legal-anchors.ts'
import { href } from '#src/lib/routes.ts'

const lang = caseFor('de')
const { site, text } = lang
const { restaurant, delivery } = site
const { islandText } = text
const orderText = islandText.order
const orderingOrigin = new URL(restaurant.orderingUrl).origin
const heroButton = { name: text.heroText.orderButton }
const frameSelector = `iframe[title="${orderText.frameTitle}"]`
const sandbox =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation'

/** Whose privacy terms apply follows the ordering service's role (content/restaurant.yaml). */
function privacyOf(language: 'de' | 'en') {
  const { text: languageText } = caseFor(language)
  const role = restaurant.orderingServiceRole
  return {
    text: languageText.islandText.order.privacy[role],
    href:
      role === 'processor'
        ? href('datenschutz-page', language, legalAnchor('orderingService', language))
        : restaurant.orderingPrivacyUrl,
  }
}

async function home(page: Page, path = lang.home) {
  await page.goto(path)
  await waitForIslandsArmed(page)
}

const modal = (page: Page) => page.getByRole('dialog', { name: orderText.modalTitle })

/** Where focus is: inside the open dialog (the frame element counts when focus is in it). */
const focusInDialog = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement))

test('nothing reaches the ordering service before the modal opens; then its page loads in a sandboxed frame, under the CSP', async ({
  page,
  external,
}) => {
  const problems = await recordPolicyProblems(page)
  await page.goto(lang.home)
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
  const frame = modal(page).locator(frameSelector)
  await expect(frame).toHaveAttribute('src', restaurant.orderingUrl)
  await expect(frame).toHaveAttribute('loading', 'lazy')
  await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
  await expect(frame).toHaveAttribute('sandbox', sandbox)
  // The ordering page (its stub) loads inside the sandboxed frame.
  await expect(modal(page).frameLocator(frameSelector).getByRole('heading')).toHaveText(
    stubHeading(stubs.ordering),
  )
  expect(external.urls).toContain(restaurant.orderingUrl)
  await modal(page).getByRole('button', { name: islandText.close }).click()
  await expect(modal(page)).toBeHidden()
  expect(await problems()).toEqual([])
})

test('shows a loading state until the ordering page has loaded', async ({ page }) => {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  // Page routes take precedence over the fixture's context route: hold the response back.
  await page.route(`${orderingOrigin}/**`, async (route) => {
    await held
    await route.fulfill({ contentType: 'text/html', body: stubs.ordering })
  })
  await home(page)
  await page.getByRole('link', heroButton).click()
  await expect(modal(page).getByRole('status')).toHaveText(orderText.loading)
  release()
  await expect(modal(page).getByRole('status')).toHaveCount(0)
})

test('opened by keyboard or pointer it holds focus; Escape and the close button close it, and focus returns to the opener', async ({
  page,
}) => {
  await home(page)
  const opener = page.getByRole('link', heroButton)
  // Screen readers hear that the link opens a dialog.
  await expect(opener).toHaveAttribute('aria-haspopup', 'dialog')
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = modal(page)
  await expect(dialog).toBeVisible()
  await expect.poll(() => focusInDialog(dialog)).toBe(true)
  // Tab into the ordering page once it is there: focus entering a cross-origin frame while its
  // first document is still being swapped in can be dropped by the browser (to <body>).
  await expect(dialog.getByRole('status')).toHaveCount(0)
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(key)
      // Focus leaving a cross-origin frame reaches the parent document a moment later: until
      // then the parent reports <body>. Poll instead of reading once.
      await expect
        .poll(() => focusInDialog(dialog), { message: `${key} #${i + 1} left the dialog` })
        .toBe(true)
    }
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // The frame goes with it: nothing stays connected to the ordering service.
  await expect(page.locator(frameSelector)).toHaveCount(0)
  await expect(opener).toBeFocused()

  // The close button works from the keyboard as well.
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: islandText.close }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  // And by pointer.
  await opener.click()
  await dialog.getByRole('button', { name: islandText.close }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('opened by a tap, focus is on its title; Back closes it on the same page, the next Back leaves', async ({
    page,
  }) => {
    await page.goto(lang.menuPage)
    await home(page)
    const address = page.url()
    const opener = page.getByRole('link', heroButton)
    const dialog = modal(page)
    await opener.tap()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', { name: orderText.modalTitle })).toBeFocused()
    // With the ordering page loaded in its frame: Back is the modal's, not the frame's.
    await expect(page.frameLocator(frameSelector).locator('body')).not.toBeEmpty()
    await page.goBack()
    await expect(dialog).toBeHidden()
    await expect(page.locator(frameSelector)).toHaveCount(0)
    expect(page.url()).toBe(address)
    await expect(opener).toBeVisible()
    // Closed by its button, it takes its history entry back: the next Back leaves the page.
    await opener.tap()
    await dialog.getByRole('button', { name: islandText.close }).tap()
    await expect(dialog).toBeHidden()
    await page.goBack()
    await expect(page).toHaveURL((url) => url.pathname === lang.menuPage)
  })
})

test('the page behind the open modal does not scroll', async ({ page }) => {
  await home(page)
  await page.getByRole('link', heroButton).click()
  await expect(modal(page)).toBeVisible()
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

test('beside its frame: the ordering page in a new tab, the terms, the right of withdrawal, the withdrawal function and the delivery terms; a click away the privacy terms of the service’s role', async ({
  page,
  request,
}) => {
  await home(page)
  await page.getByRole('link', heroButton).click()
  const dialog = modal(page)
  await expect(dialog).toBeVisible()
  await dialog.getByText(orderText.notes.link, { exact: true }).click()

  const newTab = dialog.getByRole('link', { name: orderText.newTab })
  await expect(newTab).toBeVisible()
  await expect(newTab).toHaveAttribute('href', restaurant.orderingUrl)
  await expect(newTab).toHaveAttribute('target', '_blank')
  await expect(newTab).toHaveAttribute('rel', /noopener/)

  const privacy = privacyOf('de')
  const privacyLink = dialog.getByRole('link', { name: privacy.text.link, exact: true })
  await expect(privacyLink).toBeVisible()
  await expect(privacyLink).toHaveAttribute('href', privacy.href)
  await expect(privacyLink).toHaveAttribute('target', '_blank')
  await expect(dialog).toContainText(privacy.text.before + privacy.text.link + privacy.text.after)

  // The withdrawal function of § 356a BGB (ADR 032) beside the terms.
  await expect(
    dialog.getByRole('link', { name: orderText.withdrawalFunction, exact: true }),
  ).toHaveAttribute('href', href('withdrawal-page', 'de'))

  // The delivery terms in short: the lowest fee and the lowest minimum order of the owner's areas.
  const lowest = (amounts: number[]) => lang.euro(Math.min(...amounts))
  await expect(dialog).toContainText(
    `Liefergebühr ab ${lowest(delivery.areas.map((area) => area.fee))}`,
  )
  await expect(dialog).toContainText(
    `Mindestbestellwert ab ${lowest(delivery.areas.map((area) => area.minimumOrder))}`,
  )

  // Headings in the dialog start at h2 and skip no level; every control has a name.
  const levels = await dialog.evaluate((element) =>
    [...element.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])),
  )
  expect(levels[0]).toBe(2)
  levels.forEach((level, index) => {
    expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1)
  })
  for (const element of await dialog.locator('button:visible, a[href]:visible').all()) {
    await expect(element).toHaveAccessibleName(/\S/)
  }

  // The terms exist in German only: every language links the German page, in a new tab.
  const terms = dialog.getByRole('link', { name: orderText.termsLink, exact: true })
  const withdrawal = dialog.getByRole('link', { name: orderText.withdrawalLink })
  await expect(terms).toHaveAttribute('href', '/agb')
  await expect(withdrawal).toHaveAttribute('href', '/agb#widerruf')
  for (const link of [terms, withdrawal]) {
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('target', '_blank')
  }
  // The fragment exists on the terms page.
  expect(await (await request.get('/agb')).text()).toContain('id="widerruf"')
  // Following it keeps the order in progress: the modal stays open in this tab.
  const [tab] = await Promise.all([page.context().waitForEvent('page'), terms.click()])
  await tab.waitForLoadState()
  expect(new URL(tab.url()).pathname).toBe('/agb')
  await expect(dialog).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the frame comes first, the short facts right under it, all in view; one tap shows the notes in full, with every legal element; on a desktop the facts stand right of the frame', async ({
    page,
  }) => {
    await home(page)
    await page.getByRole('link', heroButton).tap()
    const dialog = modal(page)
    const frame = dialog.locator(frameSelector)
    await expect(frame).toBeAttached()
    const dialogBox = (await dialog.boundingBox())!
    const frameBox = (await frame.boundingBox())!
    // The frame takes the larger part of the modal.
    expect(frameBox.height).toBeGreaterThanOrEqual(dialogBox.height * 0.4)
    const facts = {
      delivery: dialog.getByText(orderText.delivery.before),
      payment: dialog.getByText(
        orderText.paymentMethods(
          restaurant.paymentMethods
            .map((method) => orderText.paymentMethodNames[method])
            .join(', '),
        ),
      ),
      terms: dialog.getByRole('link', { name: orderText.termsLink, exact: true }),
      withdrawalInformation: dialog.getByRole('link', { name: orderText.withdrawalLink }),
      // § 356a BGB: in plain sight, not behind the disclosure.
      withdrawalFunction: dialog.getByRole('link', {
        name: orderText.withdrawalFunction,
        exact: true,
      }),
      newTab: dialog.getByRole('link', { name: orderText.newTab }),
      notes: dialog.getByText(orderText.notes.link, { exact: true }),
    }
    // Under the frame, the first right at its bottom edge, the last inside the modal: no scrolling.
    const first = (await facts.delivery.boundingBox())!
    expect(first.y - (frameBox.y + frameBox.height)).toBeLessThan(24)
    for (const [name, fact] of Object.entries(facts)) {
      const box = (await fact.boundingBox())!
      expect(box.y, name).toBeGreaterThanOrEqual(frameBox.y + frameBox.height)
      expect(box.y + box.height, name).toBeLessThanOrEqual(dialogBox.y + dialogBox.height)
    }
    await expect(dialog).toContainText(`Ihr Vertragspartner ist ${restaurant.legalName}`)
    // The frame precedes the facts in reading order.
    expect(
      await frame.evaluate(
        (element, name) =>
          [...element.ownerDocument.querySelectorAll('dialog[open] a')].some(
            (link) =>
              link.textContent === name &&
              Boolean(element.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING),
          ),
        orderText.withdrawalFunction,
      ),
    ).toBe(true)

    // One tap: the notes in full, in view.
    for (const line of orderText.withdrawalInShort) {
      await expect(dialog.getByText(line)).toBeHidden()
    }
    await facts.notes.tap()
    for (const line of orderText.withdrawalInShort) {
      await expect(dialog.getByText(line)).toBeInViewport()
    }
    await expect(
      dialog.getByText(
        orderText.provider(restaurant.orderingProvider.name, restaurant.orderingProvider.address),
      ),
    ).toBeVisible()
    const privacy = privacyOf('de')
    await expect(
      dialog.getByRole('link', { name: privacy.text.link, exact: true }),
    ).toHaveAttribute('href', privacy.href)
    // The page behind stayed where it was.
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    // A desktop: the facts in a column right of the frame and as tall, from its top; the notes
    // open under them, „Vertrag widerrufen“ still in view.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.getByRole('link', heroButton).click()
    await expect(frame).toBeAttached()
    await expect(async () => {
      const wide = (await frame.boundingBox())!
      const column = (await page.locator('[data-order-facts]').boundingBox())!
      const withdrawal = (await facts.withdrawalFunction.boundingBox())!
      expect(withdrawal.x).toBeGreaterThanOrEqual(wide.x + wide.width)
      expect(column.height).toBeCloseTo(wide.height, 0)
      const delivery = (await facts.delivery.boundingBox())!
      expect(delivery.y).toBeGreaterThanOrEqual(wide.y)
      expect(delivery.y).toBeLessThan(wide.y + 40)
    }).toPass({ timeout: 5000 })
    for (const fact of Object.values(facts)) await expect(fact).toBeInViewport()
    await facts.notes.click()
    await expect(dialog.getByText(orderText.withdrawalInShort[0]!)).toBeInViewport()
    await expect(facts.withdrawalFunction).toBeInViewport()
    const wide = (await frame.boundingBox())!
    expect((await page.locator('[data-order-facts]').boundingBox())!.height).toBeCloseTo(
      wide.height,
      0,
    )
  })
})

test('is 95 % wide and 90 % high and centred on a phone and on a desktop, and axe finds nothing in it', async ({
  page,
}) => {
  // Three axe scans, the last of the whole home page (its closed menu dialog holds every dish):
  // 30 s ran out once on the two cores under load.
  test.slow()
  const phone = { width: 390, height: 844 }
  const desktop = { width: 1440, height: 900 }
  await page.setViewportSize(phone)
  await home(page)
  await page.getByRole('link', heroButton).click()
  const dialog = modal(page)
  await expect(dialog.locator(frameSelector)).toBeAttached()
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport)
    await expect(async () => {
      const box = await dialog.boundingBox()
      expect(box).not.toBeNull()
      expect(Math.abs((box?.width ?? 0) - viewport.width * 0.95)).toBeLessThanOrEqual(1)
      expect(Math.abs((box?.height ?? 0) - viewport.height * 0.9)).toBeLessThanOrEqual(1)
      // Centred.
      expect(Math.abs((box?.x ?? 0) - viewport.width * 0.025)).toBeLessThanOrEqual(1)
    }, `${viewport.width}×${viewport.height}`).toPass({ timeout: 5000 })
    expect(await axeViolations(page, 'dialog[open]'), `${viewport.width} px`).toEqual([])
  }
  // The whole page with the modal open, too.
  expect(await axeViolations(page)).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the order button is a plain link to our ordering page, which frames the service; the closed modal’s HTML holds the withdrawal function', async ({
    page,
  }) => {
    await page.goto(lang.home)
    // The order modal's content is in the home page's HTML, inside its closed <dialog>.
    const closed = page.locator('dialog', { hasText: orderText.modalTitle })
    await expect(
      closed.getByRole('link', {
        name: orderText.withdrawalFunction,
        exact: true,
        includeHidden: true,
      }),
    ).toHaveAttribute('href', href('withdrawal-page', 'de'))
    await page.getByRole('link', heroButton).click()
    await expect(page).toHaveURL(lang.orderPage)
    await expect(
      page.frameLocator(frameSelector).getByRole('heading', { name: stubHeading(stubs.ordering) }),
    ).toBeVisible()
  })
})

test('on /en/ the order modal speaks English; its terms are the German /agb, which alone bind', async ({
  page,
}) => {
  const english = caseFor('en')
  const englishOrder = english.text.islandText.order
  await home(page, english.home)
  await page.getByRole('link', { name: 'Order online now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Order online' })
  await expect(dialog).toBeVisible()
  await expect(page.locator('iframe[title="Online ordering"]')).toHaveCount(1)
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible()
  const terms = dialog.getByRole('link', { name: /terms and conditions/ })
  await expect(terms).toHaveText(/\(in German\)/)
  await expect(terms).toHaveAttribute('href', '/agb')
  await expect(terms).toHaveAttribute('hreflang', 'de')
  const withdrawal = dialog.getByRole('link', { name: 'right of withdrawal' })
  await expect(withdrawal).toBeVisible()
  await dialog.getByText(englishOrder.notes.link, { exact: true }).click()
  await expect(withdrawal).toHaveAttribute('href', '/agb#widerruf')
  await expect(withdrawal).toHaveAttribute('hreflang', 'de')
  await expect(terms).toHaveAttribute('target', '_blank')
  await expect(withdrawal).toHaveAttribute('target', '_blank')
  // Only the German terms bind, and the summary says what they mean for food and drinks.
  await expect(
    dialog.getByText(
      'The contract language is German; only the German terms and conditions are binding.',
    ),
  ).toBeVisible()
  await expect(dialog).toContainText('there is no right of withdrawal')
  await expect(
    dialog.getByText('withdraw from sealed drinks within 14 days of receiving them'),
  ).toBeVisible()
  await expect(dialog).toContainText(
    'withdraw from sealed drinks within 14 days of receiving them, as long as they are unopened, and then return them within a further 14 days',
  )
  await expect(dialog).not.toContainText(/cancellation policy/i)
  expect(await page.content()).not.toMatch(/cancellation policy/i)
  // The English new-tab link, privacy terms and withdrawal function.
  await expect(dialog.getByRole('link', { name: englishOrder.newTab })).toHaveAttribute(
    'href',
    restaurant.orderingUrl,
  )
  const privacy = privacyOf('en')
  const privacyLink = dialog.getByRole('link', { name: privacy.text.link, exact: true })
  await expect(privacyLink).toHaveAttribute('href', privacy.href)
  await expect(dialog).toContainText(privacy.text.before + privacy.text.link + privacy.text.after)
  await expect(
    dialog.getByRole('link', { name: englishOrder.withdrawalFunction, exact: true }),
  ).toHaveAttribute('href', href('withdrawal-page', 'en'))
  expect(await axeViolations(page, 'dialog[open]')).toEqual([])
})
