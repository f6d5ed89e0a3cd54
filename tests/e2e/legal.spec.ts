// The legal pages in the browser (Impressum, Datenschutzerklärung, AGB, and the privacy policy's
// English translation): they render as plain prerendered HTML with every required section and the
// owner's facts from the suites' data, dated („Stand“), their tables of contents jump clear of the
// sticky header and are touch targets on a phone, their links lead where they say, they print just
// the text, and the English page says it is a translation of the German original. What the texts
// say — each clause, each variant of the data — is tested beside them, in
// src/features/legal/legal-content.test.ts.
import type { Locator, Page } from '@playwright/test'
import { uiTexts } from '#src/i18n/index.ts'
import { displayPhone, telHref } from '#src/lib/phone.ts'
import { expect, test } from './fixtures.ts'
import { printPage } from './print.ts'
import { pdfPageTexts } from '../pdf-text.ts'
import { loadSite } from '../../builder/content/load-site.ts'
import { type LegalVersion, legalVersions } from '../../builder/legal-dates.ts'
import { calendarDate } from '#src/lib/locale.ts'
import { legalAnchor } from '#src/lib/legal-anchors.ts'
import { suiteInstant } from '../site/suite-site.ts'

const { restaurant } = loadSite('de')
// The binding legal pages are German; the privacy policy has an English translation (/en/privacy).
const { pageMeta, siteText } = uiTexts.de
const english = uiTexts.en

let versions: LegalVersion[] | undefined
/**
 * „Stand: …“ as the build wrote it: the date of the text's last commit; the build's day (the
 * suite's, tests/site/suite-site.ts) for a change not committed yet (builder/legal-dates.ts,
 * ADR 026). Read once: it walks the texts' history.
 */
function expectedStand(name: string, language: 'de' | 'en' = 'de'): string {
  versions ??= legalVersions({ restaurant, builtAt: suiteInstant })
  const version = versions.find(
    (candidate) => candidate.name === name && candidate.language === language,
  )!
  return `${uiTexts[language].pageMeta.legal.updated}: ${calendarDate(version.date, language)}`
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

/** The English privacy policy's sections, in order (the suites' site has a reservation service). */
const englishHeadings = [
  'About this translation',
  'Privacy at a glance',
  'Who is responsible',
  'Hosting and server logs',
  'Contacting us by email or phone',
  'Orders',
  'The ordering service',
  'The withdrawal form',
  'Reserving online',
  'The map (OpenStreetMap)',
  'Your rights',
]

const sectionHeadings = (page: Page) => page.locator('#legal-body section > h2')
const minTouchTarget = 44

/** Loads `path` and checks that it is plain HTML: no script, no stylesheet to fetch. */
async function expectPlainHtml(page: Page, path: string) {
  const html = await (await page.request.get(path)).text()
  expect(html, path).not.toMatch(/<script|modulepreload|rel="stylesheet"/)
  expect(html, path).toMatch(/<style>.+<\/style>/s)
  const subresources: string[] = []
  page.on('request', (sent) => {
    if (['script', 'stylesheet'].includes(sent.resourceType())) subresources.push(sent.url())
  })
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  expect(subresources, path).toEqual([])
}

for (const path of paths) {
  test(`${path} is plain prerendered HTML: its heading, every required section, the owner’s facts with working contact links, no link to the EU ODR platform, back links home, nothing left unfilled`, async ({
    page,
  }) => {
    // No script: what the browser shows is what the build prerendered, as without JavaScript.
    await expectPlainHtml(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      pageMeta[pageKeys[path]].heading,
    )
    const main = page.getByRole('main')
    for (const heading of required[path]) {
      await expect(
        main.getByRole('heading', { level: 2, name: heading, exact: true }),
      ).toBeVisible()
    }
    if (path === '/agb') {
      // Exactly the 17 numbered sections, in the order of the spec.
      await expect(sectionHeadings(page)).toHaveText([...required['/agb']])
    }
    if (path === '/datenschutz') {
      const headings = await sectionHeadings(page).allTextContents()
      const positions = required['/datenschutz'].map((heading) => headings.indexOf(heading))
      expect(positions).not.toContain(-1)
      expect(positions).toEqual([...positions].sort((a, b) => a - b))
    }
    if (path !== '/impressum') {
      await expect(page.locator('#legal-body > p').first()).toHaveText(
        expectedStand(pageKeys[path]),
      )
    }
    await expect(page.locator('#legal-body')).toContainText(sampleSentence[path])
    await expect(page.locator('a[href*="ec.europa.eu"]')).toHaveCount(0)
    const backLinks = page.getByRole('link', { name: siteText.backToHome })
    await expect(backLinks).not.toHaveCount(0)
    for (const link of await backLinks.all()) await expect(link).toHaveAttribute('href', '/')
    await expect(page.locator('#legal-body')).not.toContainText(/undefined|null|\{|TODO/)
    await expectOwnersFacts(page, path)
  })
}

/**
 * The owner's facts the build put into the page from the suites' data (content/restaurant.yaml's),
 * with working contact links: what the page shows of the data end to end. The clauses around them,
 * and every variant of the data, are the unit test's (legal-content.test.ts).
 */
async function expectOwnersFacts(page: Page, path: LegalPath) {
  const body = page.locator('#legal-body')
  const contactLinks = async (within: Locator) => {
    await expect(within.locator(`a[href="${telHref(restaurant.phone)}"]`)).toHaveText(
      displayPhone(restaurant.phone, 'de'),
    )
    await expect(within.locator(`a[href="mailto:${restaurant.email}"]`)).toHaveText(
      restaurant.email,
    )
  }
  if (path === '/impressum') {
    for (const fact of [
      restaurant.legalName,
      ...restaurant.representatives,
      restaurant.address.street,
      `${restaurant.address.postalCode} ${restaurant.address.locality}`,
      restaurant.supervisoryAuthority.name,
    ]) {
      await expect(body).toContainText(fact)
    }
    await contactLinks(body.locator('#kontakt'))
  }
  if (path === '/datenschutz') {
    const controller = page.locator('#verantwortliche-stelle')
    for (const fact of [
      restaurant.legalName,
      ...restaurant.representatives,
      restaurant.address.street,
    ]) {
      await expect(controller).toContainText(fact)
    }
    await contactLinks(controller)
    await expect(page.locator(`a[href="${restaurant.orderingPrivacyUrl}"]`)).toHaveCount(1)
    await expect(
      page.locator('a[href="https://osmfoundation.org/wiki/Privacy_Policy"]'),
    ).toHaveCount(1)
    await expect(page.locator('#rechte')).toContainText(restaurant.dataProtectionAuthority.name)
    const hosting = page.locator('#hosting')
    const provider = restaurant.hostingProvider
    if (restaurant.publishing === 'github-pages') {
      await expect(hosting).toContainText('GitHub, Inc.')
    } else {
      await expect(hosting).toContainText(provider.name)
      await expect(hosting).toContainText(provider.address)
      await expect(hosting.locator(`a[href="${provider.url}"]`)).toHaveCount(1)
    }
  }
  if (path === '/agb') {
    const clause = page.locator('#transaktionen-und-lieferungen')
    await expect(clause).toContainText(restaurant.legalName)
    await expect(clause).toContainText(restaurant.email)
  }
}

// The pages have no script, so nothing of theirs reacts to the print events: one print order is
// the other's duplicate here.
test('each legal page prints just its text, and print media hides the site around it', async ({
  page,
}) => {
  for (const path of paths) {
    await page.goto(path)
    const pdf = await printPage(page, { order: 'in one task', format: 'A4' })
    const printed = squeezed((await pdfPageTexts(pdf)).join(' '))
    expect(printed, path).toContain(squeezed(pageMeta[pageKeys[path]].heading))
    expect(printed, path).toContain(squeezed(required[path][required[path].length - 1]!))
    expect(printed, path).not.toContain(squeezed(siteText.backToHome))
    expect(printed, path).not.toContain(squeezed(siteText.footer.legalHeading))

    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    await expect(page.getByRole('link', { name: siteText.backToHome })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Inhalt' })).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(sectionHeadings(page).first()).toBeVisible()
    await page.emulateMedia({ media: null })
  }
})

/**
 * The table of contents names every section; each of its links, clicked, leads to its section and
 * leaves the heading in view below the sticky header. (The tests that click them all ask for
 * reduced motion, as some visitors do: the jumps land at the same place, without a second of smooth
 * scrolling each.)
 */
async function expectContentsJumpClearOfTheHeader(page: Page, contentsLabel: string) {
  const toc = page.getByRole('navigation', { name: contentsLabel })
  const tocLinks = toc.getByRole('link')
  await expect(tocLinks).toHaveText(await sectionHeadings(page).allTextContents())
  for (const link of await tocLinks.all()) {
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toMatch(/^#[a-z0-9-]+$/)
    await expect(page.locator(`${href} > h2`)).toHaveCount(1)
    await link.click()
    await expect
      .poll(() =>
        page.evaluate((target) => {
          const heading = document.querySelector(`${target} > h2`)!.getBoundingClientRect()
          const header = document.querySelector('header')!.getBoundingClientRect()
          if (location.hash !== target) return `at ${location.hash}, not ${target}`
          // The sticky header must not cover the heading it jumped to.
          if (heading.top < header.bottom) return `${target} under the header`
          if (heading.bottom > innerHeight) return `${target} below the screen`
          return 'in view, clear of the header'
        }, href),
      )
      .toBe('in view, clear of the header')
  }
}

/** Every link of the table of contents, and the back link, is a 44 px touch target. */
async function expectTouchTargets(page: Page, contentsLabel: string, backToHome: string) {
  const tocLinks = page.getByRole('navigation', { name: contentsLabel }).getByRole('link')
  await expect(tocLinks).toHaveCount(await sectionHeadings(page).count())
  const heights = await tocLinks.evaluateAll((links) =>
    links.map((link) => [link.getAttribute('href'), link.getBoundingClientRect().height] as const),
  )
  for (const [href, height] of heights) {
    await expect(page.locator(`[id="${href!.slice(1)}"]`)).toHaveCount(1)
    expect(height, href!).toBeGreaterThanOrEqual(minTouchTarget)
  }
  const back = await page.getByRole('link', { name: backToHome }).first().boundingBox()
  expect(back?.height ?? 0).toBeGreaterThanOrEqual(minTouchTarget)
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })

  test('/agb: the table of contents links every section, 44 px touch targets that jump clear of the header; the back links of /agb and /impressum are 44 px targets', async ({
    page,
  }) => {
    await page.goto('/agb')
    await expectTouchTargets(page, 'Inhalt', siteText.backToHome)
    await expectContentsJumpClearOfTheHeader(page, 'Inhalt')
    await page.goto('/impressum')
    const back = await page.getByRole('link', { name: siteText.backToHome }).first().boundingBox()
    expect(back?.height ?? 0).toBeGreaterThanOrEqual(minTouchTarget)
  })

  test('/en/privacy: the table of contents links every section, 44 px touch targets that jump clear of the header', async ({
    page,
  }) => {
    await page.goto('/en/privacy')
    const contents = english.pageMeta.legal.tableOfContents
    await expectTouchTargets(page, contents, english.siteText.backToHome)
    await expectContentsJumpClearOfTheHeader(page, contents)
  })
})

test.describe('on a 1440 px desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' })

  test('/datenschutz: the table of contents links every section and jumps clear of the header; on a phone its links and back link are 44 px targets', async ({
    page,
  }) => {
    await page.goto('/datenschutz')
    await expectContentsJumpClearOfTheHeader(page, 'Inhalt')
    await page.setViewportSize({ width: 390, height: 844 })
    await expectTouchTargets(page, 'Inhalt', siteText.backToHome)
  })
})

test.describe('/en/privacy: the privacy policy in English', () => {
  const path = '/en/privacy'

  test('is plain prerendered HTML in English, its sections in order, dated, with contents, the owner’s facts and the back link to /en/; it says the German text is the original and links it, marked German', async ({
    page,
  }) => {
    await expectPlainHtml(page, path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      english.pageMeta.datenschutz.heading,
    )
    await expect(sectionHeadings(page)).toHaveText(englishHeadings)
    await expect(page.locator('#legal-body > p').first()).toHaveText(expectedStand('privacy', 'en'))
    const toc = page.getByRole('navigation', { name: english.pageMeta.legal.tableOfContents })
    await expect(toc.getByRole('link')).toHaveText(englishHeadings)
    const back = page.getByRole('link', { name: english.siteText.backToHome })
    await expect(back.first()).toHaveAttribute('href', '/en/')
    await expect(page.locator('#legal-body')).not.toContainText(/undefined|null|\{|TODO/)
    await expect(page.locator('#legal-body')).not.toContainText(/Stand|Inhalt|Datenschutzerklärung/)

    // The owner's facts, as English readers write them.
    const controller = page.locator('#controller')
    await expect(controller).toContainText(restaurant.legalName)
    await expect(controller).toContainText('Germany')
    await expect(controller.locator(`a[href="mailto:${restaurant.email}"]`)).toHaveCount(1)
    await expect(page.locator('#hosting')).toContainText(
      restaurant.publishing === 'github-pages' ? 'GitHub, Inc.' : restaurant.hostingProvider.name,
    )
    await expect(page.locator(`#${legalAnchor('orderingService', 'en')}`)).toContainText(
      restaurant.orderingServiceRole === 'processor' ? 'on our behalf' : 'in its own right',
    )
    await expect(page.locator('#rights')).toContainText(restaurant.dataProtectionAuthority.name)

    const about = page.locator('#about')
    await expect(about).toContainText('The original is our privacy policy in German')
    const german = about.getByRole('link', { name: 'privacy policy in German' })
    await expect(german).toHaveAttribute('href', '/datenschutz')
    await expect(german).toHaveAttribute('hreflang', 'de')
    await german.click()
    await expect(page).toHaveURL((url) => url.pathname === '/datenschutz')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
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
})
