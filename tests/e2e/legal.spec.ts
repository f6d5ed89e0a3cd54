import type { Page } from '@playwright/test'
import { uiTexts } from '#src/i18n/index.ts'
import { displayPhone, telHref } from '#src/lib/phone.ts'
import { expect, test } from './fixtures.ts'
import { printOrders, printPage } from './print.ts'
import { pdfPageTexts } from '../pdf-text.ts'
import { loadSite } from '../../builder/content/load-site.ts'
import { legalVersions } from '../../builder/legal-dates.ts'
import { calendarDate } from '#src/lib/locale.ts'
import { legalAnchor } from '#src/lib/legal-anchors.ts'
import { suiteInstant } from '../site/suite-site.ts'

const { restaurant } = loadSite('de')
// The binding legal pages are German; the privacy policy has an English translation (/en/privacy).
const { pageMeta, siteText } = uiTexts.de

/**
 * „Stand: …“ as the build wrote it: the date of the text's last commit; the build's day (the
 * suite's, tests/site/suite-site.ts) for a change not committed yet (builder/legal-dates.ts,
 * ADR 026).
 */
function expectedStand(name: string, language: 'de' | 'en' = 'de'): string {
  const label = uiTexts[language].pageMeta.legal.updated
  const version = legalVersions({ restaurant, builtAt: suiteInstant }).find(
    (candidate) => candidate.name === name && candidate.language === language,
  )!
  return `${label}: ${calendarDate(version.date, language)}`
}

// The required sections, written out from the issue rather than read from the content, so that a
// section dropped from the content fails here.
const required = {
  '/impressum': [
    'Angaben gemäß § 5 DDG',
    'Kontakt',
    'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
    'Verbraucherstreitbeilegung',
    'Haftung für Inhalte',
    'Haftung für Links',
    'Urheberrecht',
  ],
  '/datenschutz': [
    'Datenschutz auf einen Blick',
    'Datenerfassung auf dieser Website',
    'Verantwortliche Stelle',
    'Hosting und Server-Logfiles',
    'Kontakt per E-Mail und Telefon',
    'Bestelldaten',
    'Online-Bestellservice',
    'Widerrufsformular',
    'Karte (OpenStreetMap)',
    'Schriftarten',
    'Ihre Rechte',
    'Widerspruch gegen Werbe-E-Mails',
  ],
  '/agb': [
    '1. Einleitung',
    '2. Vertragsparteien',
    '3. Geschäftsfähigkeit',
    '4. Änderungen',
    '5. Übermittelte Informationen',
    '6. Gerichtsstand',
    '7. Verhaltensregeln',
    '8. Produkte',
    '9. Transaktionen und Lieferungen',
    '10. Registrierung',
    '11. Haftungsausschluss',
    '12. Haftungsbeschränkung',
    '13. Freistellung',
    '14. Kündigung',
    '15. Anwendbares Recht (Deutschland)',
    '16. Beschwerden',
    '17. Sonstiges',
  ],
} as const
type LegalPath = keyof typeof required
const paths = Object.keys(required) as LegalPath[]
const pageKeys = {
  '/impressum': 'impressum',
  '/datenschutz': 'datenschutz',
  '/agb': 'agb',
} as const
/** pdf.js reads ligatures apart ("Pflich ten"): printed text is compared without spaces. */
const squeezed = (text: string) => text.replace(/\s+/g, '')

// A sentence of each page as the content file spells it: a client bundle that shipped the legal text
// again would contain it verbatim. (A numbered heading such as '17. Sonstiges' would not do: the
// number is added at render time, so no script could ever contain it.) ASCII only, because a
// minifier may escape umlauts.
const sampleSentence: Record<LegalPath, string> = {
  '/impressum': 'Auf deren Inhalte haben wir keinen Einfluss',
  '/datenschutz': 'Ihr Nutzungsverhalten werten wir nicht aus.',
  '/agb': 'Die Vertragssprache ist Deutsch.',
}

const sectionHeadings = (page: Page) => page.locator('#legal-body section > h2')
const minTouchTarget = 44

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const path of paths) {
    test(`${path} is prerendered with every required section`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      for (const heading of required[path]) {
        await expect(
          page.getByRole('main').getByRole('heading', { level: 2, name: heading, exact: true }),
        ).toBeVisible()
      }
    })
  }
})

test('the AGB have exactly 17 numbered sections in the order of the spec', async ({ page }) => {
  await page.goto('/agb')
  await expect(sectionHeadings(page)).toHaveText([...required['/agb']])
})

test('the Datenschutzerklärung has its required sections in order', async ({ page }) => {
  await page.goto('/datenschutz')
  const headings = await sectionHeadings(page).allTextContents()
  const positions = required['/datenschutz'].map((heading) => headings.indexOf(heading))
  expect(positions).not.toContain(-1)
  expect(positions).toEqual([...positions].sort((a, b) => a - b))
})

for (const path of ['/agb', '/datenschutz'] as const) {
  test(`${path} is dated with its last change („Stand“)`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('#legal-body > p').first()).toHaveText(expectedStand(pageKeys[path]))
  })

  test(`${path} table of contents links every section and jumps clear of the header`, async ({
    page,
  }) => {
    await page.goto(path)
    const toc = page.getByRole('navigation', { name: 'Inhalt' })
    const tocLinks = toc.getByRole('link')
    await expect(tocLinks).toHaveText(await sectionHeadings(page).allTextContents())
    const headerHeight = (await page.getByRole('banner').boundingBox())?.height ?? 0
    expect(headerHeight).toBeGreaterThan(0)

    for (const link of await tocLinks.all()) {
      const href = (await link.getAttribute('href')) ?? ''
      expect(href).toMatch(/^#[a-z0-9-]+$/)
      const heading = page.locator(`${href} > h2`)
      await expect(heading).toHaveCount(1)
      await toc.scrollIntoViewIfNeeded()
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
      await expect(heading).toBeInViewport()
      // The sticky header must not cover the heading it jumped to.
      const top = (await heading.boundingBox())?.y ?? -1
      expect(top).toBeGreaterThanOrEqual(headerHeight)
    }
  })
}

test('the Impressum names the provider from the content with working contact links', async ({
  page,
}) => {
  await page.goto('/impressum')
  const body = page.locator('#legal-body')
  for (const fact of [
    restaurant.legalName,
    restaurant.owner,
    restaurant.address.street,
    `${restaurant.address.postalCode} ${restaurant.address.locality}`,
  ]) {
    await expect(body).toContainText(fact)
  }
  await expect(body.locator(`a[href="${telHref(restaurant.phone)}"]`)).toHaveText(
    displayPhone(restaurant.phone, 'de'),
  )
  await expect(body.locator(`a[href="mailto:${restaurant.email}"]`)).toHaveText(restaurant.email)
  await expect(body).toContainText('§ 5 TMG')
  await expect(body).toContainText('§ 55 Abs. 2')
  await expect(body).toContainText('§ 36')
})

test('the Datenschutzerklärung names the responsible body and the third parties', async ({
  page,
}) => {
  await page.goto('/datenschutz')
  const controller = page.locator('#verantwortliche-stelle')
  await expect(controller).toContainText(restaurant.owner)
  await expect(controller).toContainText(restaurant.address.street)
  await expect(controller.locator(`a[href="${telHref(restaurant.phone)}"]`)).toHaveCount(1)
  await expect(controller.locator(`a[href="mailto:${restaurant.email}"]`)).toHaveCount(1)
  await expect(page.locator(`a[href="${restaurant.orderingPrivacyUrl}"]`)).toHaveCount(1)
  await expect(page.locator('a[href="https://osmfoundation.org/wiki/Privacy_Policy"]')).toHaveCount(
    1,
  )
  await expect(page.locator('#rechte')).toContainText('Landesbeauftragte für den Datenschutz')
  await expect(page.locator('#bestelldaten')).toContainText('Art. 6 Abs. 1 lit. b DSGVO')
})

test('the AGB exclude the right of withdrawal only for perishable food and instruct on it for sealed drinks', async ({
  page,
}) => {
  await page.goto('/agb')
  const clause = page.locator('#transaktionen-und-lieferungen')
  await expect(clause).toContainText('frisch zubereiten')
  await expect(clause).toContainText('§ 312g Abs. 2 Nr. 2 BGB')
  await expect(clause).not.toContainText('§ 312g Abs. 2 Nr. 9 BGB')
  await expect(clause).toContainText('Widerrufsbelehrung')
  await expect(clause).toContainText('Muster-Widerrufsformular')
  await expect(clause).toContainText(restaurant.email)
  await expect(clause).toContainText('nicht storniert werden')
  await expect(clause).toContainText('vollständige Lieferadresse')
})

test('the Datenschutzerklärung names the host the site is published on (publishing in the content)', async ({
  page,
}) => {
  await page.goto('/datenschutz')
  const hosting = page.locator('#hosting')
  const provider = restaurant.hostingProvider
  await expect(hosting).toContainText('Art. 6 Abs. 1 lit. f DSGVO')
  await expect(hosting).toContainText('IP-Adresse')
  if (restaurant.publishing === 'github-pages') {
    await expect(hosting).toContainText('GitHub, Inc.')
    await expect(hosting).toContainText('EU-US Data Privacy Framework')
    await expect(hosting).not.toContainText(provider.name)
  } else {
    await expect(hosting).toContainText(provider.name)
    await expect(hosting).toContainText(provider.address)
    await expect(hosting.locator(`a[href="${provider.url}"]`)).toHaveCount(1)
    await expect(hosting).toContainText('Art. 28 DSGVO')
    await expect(hosting).toContainText('nach 14 Tagen')
    await expect(hosting).not.toContainText('GitHub')
  }
})

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const path of ['/agb', '/datenschutz'] as const) {
    test(`${path}: every table of contents link is a 44 px touch target to an existing section`, async ({
      page,
    }) => {
      await page.goto(path)
      const tocLinks = page.getByRole('navigation', { name: 'Inhalt' }).getByRole('link')
      await expect(tocLinks).toHaveCount(await sectionHeadings(page).count())
      for (const link of await tocLinks.all()) {
        const href = (await link.getAttribute('href')) ?? ''
        expect(href).toMatch(/^#[a-z0-9-]+$/)
        await expect(page.locator(`[id="${href.slice(1)}"]`)).toHaveCount(1)
        const box = await link.boundingBox()
        expect(box?.height ?? 0, href).toBeGreaterThanOrEqual(minTouchTarget)
      }
    })
  }

  for (const path of paths) {
    test(`${path}: the back link is a 44 px touch target`, async ({ page }) => {
      await page.goto(path)
      const box = await page.getByRole('link', { name: siteText.backToHome }).boundingBox()
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(minTouchTarget)
    })
  }
})

for (const path of paths) {
  test(`${path}: no link to the EU ODR platform, back links lead home, nothing left unfilled`, async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page.locator('a[href*="ec.europa.eu"]')).toHaveCount(0)
    const backLinks = page.getByRole('link', { name: siteText.backToHome })
    await expect(backLinks).not.toHaveCount(0)
    for (const link of await backLinks.all()) await expect(link).toHaveAttribute('href', '/')
    await expect(page.locator('#legal-body')).not.toContainText(/undefined|null|\{|TODO/)
  })

  test(`${path} is plain HTML: no script, no module preload, its styles inline`, async ({
    page,
    request,
  }) => {
    const subresources: string[] = []
    page.on('request', (sent) => {
      if (['script', 'stylesheet'].includes(sent.resourceType())) subresources.push(sent.url())
    })
    const html = await (await request.get(path)).text()
    expect(html).not.toMatch(/<script|modulepreload|rel="stylesheet"/)
    expect(html).toMatch(/<style>.+<\/style>/s)
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(subresources).toEqual([])
    await expect(page.locator('#legal-body')).toContainText(sampleSentence[path])
    const lastHeading = required[path][required[path].length - 1]
    await expect(
      page.getByRole('heading', { level: 2, name: lastHeading, exact: true }),
    ).toBeVisible()
  })

  for (const order of printOrders) {
    test(`${path} prints just the text (${order})`, async ({ page }) => {
      await page.goto(path)
      const pdf = await printPage(page, { order, format: 'A4' })
      const printed = squeezed((await pdfPageTexts(pdf)).join(' '))
      expect(printed).toContain(squeezed(pageMeta[pageKeys[path]].heading))
      expect(printed).toContain(squeezed(required[path][required[path].length - 1]!))
      expect(printed).not.toContain(squeezed(siteText.backToHome))
      expect(printed).not.toContain(squeezed(siteText.footer.legalHeading))
    })
  }

  test(`${path} in print media shows just the text`, async ({ page }) => {
    await page.goto(path)
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    await expect(page.getByRole('link', { name: siteText.backToHome })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Inhalt' })).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(sectionHeadings(page).first()).toBeVisible()
  })
}

test('every legal page heading comes from the page table', async ({ page }) => {
  for (const [path, key] of [
    ['/impressum', 'impressum'],
    ['/datenschutz', 'datenschutz'],
    ['/agb', 'agb'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageMeta[key].heading)
  }
})

test.describe('/en/privacy: the privacy policy in English', () => {
  const path = '/en/privacy'
  const english = uiTexts.en
  const headings = [
    'About this translation',
    'Privacy at a glance',
    'Who is responsible',
    'Hosting and server logs',
    'Contacting us by email or phone',
    'Orders',
    'The ordering service',
    'The withdrawal form',
    'The map (OpenStreetMap)',
    'Your rights',
  ]

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('is prerendered in English with its sections in order, dated, with contents', async ({
      page,
    }) => {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        english.pageMeta.datenschutz.heading,
      )
      await expect(sectionHeadings(page)).toHaveText(headings)
      await expect(page.locator('#legal-body > p').first()).toHaveText(
        expectedStand('privacy', 'en'),
      )
      const toc = page.getByRole('navigation', { name: english.pageMeta.legal.tableOfContents })
      await expect(toc.getByRole('link')).toHaveText(headings)
    })
  })

  test('says that the German text is the original and links it, marked German', async ({
    page,
  }) => {
    await page.goto(path)
    const about = page.locator('#about')
    await expect(about).toContainText('The original is our privacy policy in German')
    const german = about.getByRole('link', { name: 'privacy policy in German' })
    await expect(german).toHaveAttribute('href', '/datenschutz')
    await expect(german).toHaveAttribute('hreflang', 'de')
    await german.click()
    await expect(page).toHaveURL((url) => url.pathname === '/datenschutz')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  })

  test('names who is responsible, the host, the ordering service’s role and the authority, from the content', async ({
    page,
  }) => {
    await page.goto(path)
    const controller = page.locator('#controller')
    await expect(controller).toContainText(restaurant.legalName)
    await expect(controller).toContainText('Germany')
    await expect(controller.locator(`a[href="mailto:${restaurant.email}"]`)).toHaveCount(1)
    const hosting = page.locator('#hosting')
    await expect(hosting).toContainText(
      restaurant.publishing === 'github-pages' ? 'GitHub, Inc.' : restaurant.hostingProvider.name,
    )
    const service = page.locator(`#${legalAnchor('orderingService', 'en')}`)
    await expect(service).toContainText(
      restaurant.orderingServiceRole === 'processor' ? 'on our behalf' : 'in its own right',
    )
    await expect(page.locator('#rights')).toContainText(restaurant.dataProtectionAuthority.name)
  })

  test('is plain HTML in English: no script, its styles inline, the back link to /en/', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text()
    expect(html).not.toMatch(/<script|modulepreload|rel="stylesheet"/)
    await page.goto(path)
    const back = page.getByRole('link', { name: english.siteText.backToHome })
    await expect(back.first()).toHaveAttribute('href', '/en/')
    await expect(page.locator('#legal-body')).not.toContainText(/undefined|null|\{|TODO/)
    await expect(page.locator('#legal-body')).not.toContainText(/Stand|Inhalt|Datenschutzerklärung/)
  })

  test('is linked from the English footer and the English map notice', async ({ page }) => {
    await page.goto('/en/')
    const footerLink = page
      .getByRole('contentinfo')
      .getByRole('link', { name: english.pageMeta.datenschutz.navLabel, exact: true })
    await expect(footerLink).toHaveAttribute('href', path)
    await expect(footerLink).not.toHaveAttribute('hreflang', /.*/)
    const mapNotice = page.getByRole('link', {
      name: english.islandText.map.preview.privacyLink,
      exact: true,
    })
    await expect(mapNotice).toHaveAttribute('href', `${path}#openstreetmap`)
    await footerLink.click()
    await expect(page).toHaveURL((url) => url.pathname === path)
  })

  test.describe('on a 390 px wide phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('every table of contents link is a 44 px touch target to an existing section', async ({
      page,
    }) => {
      await page.goto(path)
      const toc = page.getByRole('navigation', { name: english.pageMeta.legal.tableOfContents })
      for (const link of await toc.getByRole('link').all()) {
        const href = (await link.getAttribute('href')) ?? ''
        await expect(page.locator(`[id="${href.slice(1)}"]`)).toHaveCount(1)
        expect((await link.boundingBox())?.height ?? 0, href).toBeGreaterThanOrEqual(minTouchTarget)
      }
    })
  })
})
