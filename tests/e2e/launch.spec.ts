import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadSite } from '../../builder/content/load-site.ts'
import { documents } from '#src/lib/routes.ts'
import { expect, test } from './fixtures.ts'
import { type BuiltSite, buildPagesFrom, serveBuild } from './pages-from-content.ts'

// The launch gate's fixtures (ADR 032): complete, real-looking data sets that pass
// `npm run check:launch` (builder/content/launch-findings.test.ts), an Einzelunternehmen's and a
// GmbH's with two managing directors, build into sites whose pages carry none of the demo's
// placeholders, and whose Impressum and AGB name the business once, its representatives after it.
const demo = loadSite('de').restaurant

const fixtures = [
  {
    dir: 'tests/fixtures/launch-ready-content',
    provider: ['Maharaja Otterbach – Indisches Restaurant', 'Inhaber: Anil Mehta'],
    party:
      'zwischen Ihnen und Maharaja Otterbach – Indisches Restaurant (Inhaber: Anil Mehta), Hauptstraße 55, 67731 Otterbach (im Folgenden „wir“)',
    register: null,
    packaging: 'in Ihre eigenen, mitgebrachten sauberen Behälter',
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
      for (const document of documents.filter((candidate) => candidate.path !== null)) {
        const response = await request.get(`${site.origin}${document.path}`)
        expect(response.status(), document.path!).toBe(200)
        const html = await response.text()
        for (const placeholder of placeholders) {
          expect(html.includes(placeholder), `${document.path}: ${placeholder}`).toBe(false)
        }
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
