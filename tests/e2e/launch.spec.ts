import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadSite } from '../../builder/content/load-site.ts'
import { siteDocuments } from '#src/lib/routes.ts'
import { expect, test } from './fixtures.ts'
import { type BuiltSite, buildPagesFrom, serveBuild } from './pages-from-content.ts'

// The launch gate's fixtures (ADR 032): complete, real-looking data sets that pass
// `npm run check:launch` (builder/content/launch-findings.test.ts), an Einzelunternehmen's and a
// GmbH's with two managing directors, build into sites whose pages carry none of the demo's
// placeholders, and whose Impressum and AGB name the business once, its representatives after it.
// The GmbH is not a micro-enterprise: its site has the accessibility statement, the other none.
const demo = loadSite('de').restaurant

const fixtures = [
  {
    dir: 'tests/fixtures/launch-ready-content',
    provider: ['Maharaja Otterbach – Indisches Restaurant', 'Inhaber: Anil Mehta'],
    party:
      'zwischen Ihnen und Maharaja Otterbach – Indisches Restaurant (Inhaber: Anil Mehta), Hauptstraße 55, 67731 Otterbach (im Folgenden „wir“)',
    register: null,
    packaging: 'in Ihre eigenen, mitgebrachten sauberen Behälter',
    /** A micro-enterprise: no accessibility statement (§ 3 Abs. 3 BFSG). */
    accessibilityStatement: false,
  },
  {
    dir: 'tests/fixtures/launch-ready-gmbh',
    provider: [
      'Maharaja Gastronomie Otterbach GmbH',
      'Geschäftsführer: Priya Mehta und Anil Mehta',
    ],
    party:
      'zwischen Ihnen und Maharaja Gastronomie Otterbach GmbH (Geschäftsführer: Priya Mehta und Anil Mehta), Hauptstraße 55, 67731 Otterbach (im Folgenden „wir“)',
    register: [
      'Eintragung im Handelsregister',
      'Registergericht: Amtsgericht Kaiserslautern',
      'Registernummer: HRB 31877',
    ],
    packaging: 'auch in Mehrwegverpackungen, nicht teurer als in Einwegverpackungen',
    /** Not a micro-enterprise: the accessibility statement in both languages (§ 14 BFSG). */
    accessibilityStatement: true,
  },
]

for (const fixture of fixtures) {
  test.describe(fixture.dir, () => {
    const ready = loadSite('de', fixture.dir).restaurant
    let root: string
    let site: BuiltSite

    test.beforeAll(async () => {
      test.setTimeout(240_000)
      root = mkdtempSync(join(tmpdir(), 'launch-ready-'))
      cpSync(fixture.dir, join(root, 'content'), { recursive: true, dereference: true })
      await buildPagesFrom(root)
      site = await serveBuild(root)
    })

    test.afterAll(() => {
      site?.close()
      if (root) rmSync(root, { recursive: true, force: true })
    })

    test('the site builds from the launch-ready data, and no page shows a placeholder of the demo', async ({
      request,
    }) => {
      const placeholders = [
        '.example',
        '23125',
        ...demo.representatives,
        demo.hostingProvider.name,
        demo.orderingProvider.name,
      ]
      const documents = siteDocuments(ready)
      for (const document of documents.filter((candidate) => candidate.path !== null)) {
        const response = await request.get(`${site.origin}${document.path}`)
        expect(response.status(), document.path!).toBe(200)
        const html = await response.text()
        for (const placeholder of placeholders) {
          expect(html.includes(placeholder), `${document.path}: ${placeholder}`).toBe(false)
        }
      }
      // The accessibility statement exists, and the footer links it, only where it is owed.
      const statement = ['/barrierefreiheit', '/en/accessibility']
      expect(documents.some(({ path }) => path === statement[0])).toBe(
        fixture.accessibilityStatement,
      )
      for (const path of statement) {
        const response = await request.get(`${site.origin}${path}`)
        expect(response.status(), path).toBe(fixture.accessibilityStatement ? 200 : 404)
      }
      const home = await (await request.get(`${site.origin}/`)).text()
      expect(home.includes('href="/barrierefreiheit"'), 'footer link').toBe(
        fixture.accessibilityStatement,
      )
      const sitemap = await (await request.get(`${site.origin}/sitemap.xml`)).text()
      expect(sitemap.includes('/barrierefreiheit</loc>'), 'sitemap').toBe(
        fixture.accessibilityStatement,
      )
      if (fixture.accessibilityStatement) {
        const html = await (await request.get(`${site.origin}/barrierefreiheit`)).text()
        expect(html).toContain(ready.marketSurveillanceAuthority!.email)
        expect(html).toContain(`mailto:${ready.email}`)
      }
    })

    test('the Impressum and the AGB name the business and its representatives once, as its legal form has it', async ({
      page,
    }) => {
      await page.goto(`${site.origin}/impressum`)
      const provider = page.locator('#angaben p').first()
      const lines = (await provider.innerText()).split('\n')
      expect(lines.slice(0, 2)).toEqual(fixture.provider)
      for (const name of ready.representatives) {
        expect(
          lines.filter((line) => line.includes(name)),
          name,
        ).toHaveLength(1)
      }
      await expect(page.locator('#verantwortlich p').first()).toContainText(
        ready.representatives[0]!,
      )
      const register = page.locator('#registereintrag')
      if (fixture.register) {
        const entry = await page.locator('#registereintrag p').first().innerText()
        expect(entry.split('\n')).toEqual(fixture.register)
      } else {
        await expect(register).toHaveCount(0)
      }

      await page.goto(`${site.origin}/agb`)
      const parties = page.locator('#vertragsparteien p').first()
      await expect(parties).toHaveText(
        `Der Vertrag über Ihre Bestellung kommt zustande ${fixture.party}.`,
      )
      await expect(page.locator('main')).not.toContainText('Inhaber Inhaber')
    })

    test('the ordering page says how takeaway comes in reusable packaging', async ({ page }) => {
      await page.goto(`${site.origin}/bestellen`)
      await expect(page.locator('[data-reusable-packaging]')).toContainText(fixture.packaging)
    })
  })
}
