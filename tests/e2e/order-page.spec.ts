// The ordering page (issue 34, ADR 032): /bestellen and /en/order, where the QR codes and shared
// links lead. Ordering first (issue 52): on a phone the frame in the first screen, the short facts
// right above it, the notes in full a tap away below it. The ordering service in a frame filling
// the screen under the site header; what a guest reads before ordering (terms, right of
// withdrawal, privacy notice, withdrawal function, payment methods, the withdrawal in short); the
// owner's delivery terms on the page, in its
// structured data and wherever else they show (the order modal: order-modal.spec.ts; the menu's
// price note and the printed flyer: here); without JavaScript too. In German; English: its words
// and that only the German terms bind. The announcements on it: announcements.spec.ts.
import type { Page } from '@playwright/test'
import { pdfPageTexts } from '../pdf-text.ts'
import { expect, stubs, test } from './fixtures.ts'
import { caseFor, plain } from './languages.ts'
import { stubHeading } from './stub-heading.ts'
import { printPage } from './print.ts'
import { href } from '#src/lib/routes.ts'

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
    // With their soft hyphens: the table fits a 320 px phone (site.layout.spec.ts).
    columns: ['Ort', 'Mindest\u00adbestell\u00adwert', 'Liefer\u00adgebühr'],
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

const binding = 'The contract language is German; only the German terms and conditions are binding.'

const lang = caseFor('de')
const { restaurant, delivery } = lang.site
const text = says.de
const frame = (page: Page, title: string = text.frameTitle) =>
  page.locator(`iframe[title="${title}"]`)
const ordering = stubHeading(stubs.ordering)

test('frames the ordering service under the site header, filling the screen below it, the short facts right of it', async ({
  page,
  external,
}) => {
  await page.goto(lang.orderPage)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading)
  await expect(frame(page)).toHaveAttribute('src', restaurant.orderingUrl)
  await expect(
    page.frameLocator(`iframe[title="${text.frameTitle}"]`).getByRole('heading'),
  ).toHaveText(ordering)
  expect(external.urls).toContain(restaurant.orderingUrl)
  const viewport = page.viewportSize()!
  const box = (await frame(page).boundingBox())!
  // The screen under the 4 rem header.
  expect(Math.round(box.height)).toBe(viewport.height - 64)
  // On a desktop the short facts stand right of the frame, beginning at its top.
  const withdrawal = (await page
    .getByRole('main')
    .getByRole('link', { name: lang.text.islandText.order.withdrawalFunction, exact: true })
    .boundingBox())!
  expect(withdrawal.x).toBeGreaterThanOrEqual(box.x + box.width)
  expect(withdrawal.y + withdrawal.height).toBeLessThanOrEqual(box.y + box.height)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('ordering comes first: the frame in the first screen, the short facts right above it, the notes in full a tap away below it, with every legal element', async ({
    page,
  }) => {
    const order = lang.text.islandText.order
    await page.goto(lang.orderPage)
    const main = page.getByRole('main')
    const { height } = page.viewportSize()!
    const frameBox = (await frame(page).boundingBox())!
    // At least a third of the first screen is the ordering service's page (under the header's
    // row of main pages, the heading, the announcements and the short facts).
    expect(frameBox.y).toBeLessThanOrEqual((height * 2) / 3)
    // The short facts, in the first screen, the last of them right above the frame.
    const facts = {
      delivery: main.getByText(order.delivery.before),
      payment: main.getByText(
        order.paymentMethods(
          restaurant.paymentMethods.map((method) => order.paymentMethodNames[method]).join(', '),
        ),
      ),
      terms: main.getByRole('link', { name: text.terms, exact: true }),
      withdrawalInformation: main.getByRole('link', { name: text.withdrawal, exact: true }),
      // § 356a BGB: in plain sight, not behind a disclosure.
      withdrawalFunction: main.getByRole('link', { name: order.withdrawalFunction, exact: true }),
      newTab: main.getByRole('link', { name: order.newTab }),
    }
    for (const [name, fact] of Object.entries(facts)) {
      const box = (await fact.boundingBox())!
      expect(box.y + box.height, name).toBeLessThanOrEqual(frameBox.y)
    }
    await expect(main).toContainText(`Ihr Vertragspartner ist ${restaurant.legalName}`)
    const newTab = (await facts.newTab.boundingBox())!
    expect(frameBox.y - (newTab.y + newTab.height)).toBeLessThan(24)

    // In reading order: the facts, the frame, then the notes and the delivery terms.
    const notesHeading = main.getByRole('heading', { name: order.notes.heading })
    const deliveryHeading = main.getByRole('heading', { name: text.deliveryHeading })
    const inOrder = await page.evaluate(
      (elements) =>
        elements.every(
          (element, index) =>
            index === 0 ||
            Boolean(
              elements[index - 1]!.compareDocumentPosition(element) &
              Node.DOCUMENT_POSITION_FOLLOWING,
            ),
        ),
      [
        await facts.payment.elementHandle(),
        await frame(page).elementHandle(),
        await notesHeading.elementHandle(),
        await deliveryHeading.elementHandle(),
      ],
    )
    expect(inOrder).toBe(true)
    await expect(notesHeading).not.toBeInViewport()

    // One tap: the notes in full, with everything they held before.
    await main.getByRole('link', { name: order.notes.link, exact: true }).tap()
    await expect(notesHeading).toBeInViewport()
    for (const line of order.withdrawalInShort) await expect(main.getByText(line)).toBeInViewport()
    await expect(
      main.getByText(
        order.provider(restaurant.orderingProvider.name, restaurant.orderingProvider.address),
      ),
    ).toBeInViewport()
    const privacy = text.privacy[restaurant.orderingServiceRole]
    await expect(main.getByRole('link', { name: privacy.name, exact: true })).toBeInViewport()
    // The delivery terms follow, their table in full.
    await deliveryHeading.scrollIntoViewIfNeeded()
    await expect(page.locator('#liefergebiete').getByRole('columnheader')).toHaveText(text.columns)
  })
})

test('before ordering: the terms, the right of withdrawal and the privacy notice lead there; the withdrawal function, the payment methods and the withdrawal in short are there', async ({
  page,
  request,
}) => {
  const order = lang.text.islandText.order
  await page.goto(lang.orderPage)
  const main = page.getByRole('main')
  const terms = main.getByRole('link', { name: text.terms, exact: true })
  await expect(terms).toHaveAttribute('href', '/agb')
  await expect(terms).toHaveAttribute('target', '_blank')
  const withdrawal = main.getByRole('link', { name: text.withdrawal, exact: true })
  await expect(withdrawal).toHaveAttribute('href', '/agb#widerruf')
  const privacy = text.privacy[restaurant.orderingServiceRole]
  const privacyLink = main.getByRole('link', { name: privacy.name, exact: true })
  await expect(privacyLink).toHaveAttribute('href', privacy.href ?? restaurant.orderingPrivacyUrl)
  await expect(privacyLink).toHaveAttribute('target', '_blank')
  // The withdrawal function of § 356a BGB beside the terms.
  await expect(
    main.getByRole('link', { name: order.withdrawalFunction, exact: true }),
  ).toHaveAttribute('href', href('withdrawal-page', 'de'))
  // Before the order starts: the payment methods (§ 312j BGB) and the withdrawal in short.
  const methods = restaurant.paymentMethods.map((method) => order.paymentMethodNames[method])
  await expect(main.getByText(order.paymentMethods(methods.join(', ')))).toBeVisible()
  for (const line of order.withdrawalInShort) await expect(main.getByText(line)).toBeVisible()
  // The German pages say nothing of which language binds.
  expect(await page.content()).not.toContain('binding')

  expect((await request.get('/agb')).status()).toBe(200)
  if (privacy.href) {
    const [policy] = await Promise.all([page.waitForEvent('popup'), privacyLink.click()])
    await expect(policy.locator(`#${privacy.href.split('#')[1]}`)).toBeInViewport()
    await policy.close()
  }
  const [agb] = await Promise.all([page.waitForEvent('popup'), withdrawal.click()])
  await expect(agb.locator('#widerruf')).toBeInViewport()
})

test('shows every delivery area with its minimum order and fee, and names them in its structured data', async ({
  page,
  request,
}) => {
  await page.goto(lang.orderPage)
  const section = page.locator('#liefergebiete')
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(text.deliveryHeading)
  await expect(section.getByRole('columnheader')).toHaveText(text.columns)
  for (const area of delivery.areas) {
    const row = section.getByRole('row').filter({ hasText: area.place })
    await expect(row).toContainText(area.postalCodes[0]!)
    await expect(row).toContainText(plain(lang.euro(area.minimumOrder)))
    await expect(row).toContainText(plain(lang.euro(area.fee)))
  }

  const html = await (await request.get(lang.orderPage)).text()
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
  expect(data.potentialAction.target.urlTemplate).toBe(`${restaurant.siteUrl}${lang.orderPage}`)
})

test('the menu’s price note and the printed flyer give the owner’s delivery fee and minimum order', async ({
  page,
}) => {
  const otterbach = delivery.areas.find((area) => area.place === 'Otterbach')!
  const lowestFee = Math.min(...delivery.areas.map((area) => area.fee))
  await page.goto(lang.menuPage)
  await expect(page.getByText(`zzgl. Liefergebühr ab ${plain(lang.euro(lowestFee))}`)).toBeVisible()
  const printed = (
    await pdfPageTexts(await printPage(page, { order: 'in one task', format: 'A4' }))
  )
    .join(' ')
    .replace(/\s+/g, ' ')
  expect(printed).toContain(
    `Otterbach (67731): Mindestbestellwert ${plain(lang.euro(otterbach.minimumOrder))}, Liefergebühr ${plain(lang.euro(otterbach.fee))}`,
  )
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the frame loads, and the terms and delivery areas are there', async ({ page }) => {
    await page.goto(lang.orderPage)
    await expect(
      page.frameLocator(`iframe[title="${text.frameTitle}"]`).getByRole('heading'),
    ).toHaveText(ordering)
    await expect(page.getByRole('link', { name: text.withdrawal, exact: true })).toBeVisible()
    await expect(page.locator('#liefergebiete')).toContainText(delivery.areas[0]!.place)
  })
})

test('/en/order speaks English, with English amounts, and says only the German terms bind, in the main part and the footer', async ({
  page,
  request,
}) => {
  const english = caseFor('en')
  const en = says.en
  const order = english.text.islandText.order
  await page.goto(english.orderPage)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.heading)
  await expect(
    page.frameLocator(`iframe[title="${en.frameTitle}"]`).getByRole('heading'),
  ).toHaveText(ordering)
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: en.terms, exact: true })).toHaveAttribute(
    'href',
    '/agb',
  )
  await expect(main.getByRole('link', { name: en.withdrawal, exact: true })).toHaveAttribute(
    'href',
    '/agb#widerruf',
  )
  const privacy = en.privacy[restaurant.orderingServiceRole]
  const privacyLink = main.getByRole('link', { name: privacy.name, exact: true })
  await expect(privacyLink).toHaveAttribute('href', privacy.href ?? restaurant.orderingPrivacyUrl)
  if (privacy.href) {
    const [policy] = await Promise.all([page.waitForEvent('popup'), privacyLink.click()])
    await expect(policy.locator(`#${privacy.href.split('#')[1]}`)).toBeInViewport()
    await policy.close()
  }
  await expect(
    main.getByRole('link', { name: order.withdrawalFunction, exact: true }),
  ).toHaveAttribute('href', href('withdrawal-page', 'en'))
  const methods = restaurant.paymentMethods.map((method) => order.paymentMethodNames[method])
  await expect(main.getByText(order.paymentMethods(methods.join(', ')))).toBeVisible()
  for (const line of order.withdrawalInShort) await expect(main.getByText(line)).toBeVisible()
  await expect(main.getByText(binding)).toBeVisible()
  await expect(page.getByRole('contentinfo').getByText(binding)).toBeVisible()
  await expect(page.getByText('right of withdrawal').first()).toBeVisible()
  expect(await page.content()).not.toMatch(/cancellation policy/i)

  const html = await (await request.get(english.orderPage)).text()
  const [json] = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
  expect(JSON.parse(json![1]!).potentialAction.target.urlTemplate).toBe(
    `${restaurant.siteUrl}${english.orderPage}`,
  )

  const section = page.locator('#liefergebiete')
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(en.deliveryHeading)
  await expect(section.getByRole('columnheader')).toHaveText(en.columns)
  for (const area of english.site.delivery.areas) {
    const row = section.getByRole('row').filter({ hasText: area.place })
    await expect(row).toContainText(plain(english.euro(area.minimumOrder)))
    await expect(row).toContainText(plain(english.euro(area.fee)))
  }
})
