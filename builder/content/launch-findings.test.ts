import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadSite, readContentFiles } from './load-site.ts'
import { launchFindings } from './launch-findings.ts'
import { parseSite } from '#src/schemas/site.ts'

const fixture = 'tests/fixtures/launch-ready-content'
/** The same restaurant as a GmbH with two managing directors. */
const gmbhFixture = 'tests/fixtures/launch-ready-gmbh'

function findingsOf(dir: string) {
  return launchFindings(readContentFiles(dir), loadSite('de', dir), dir)
}

/** The fixture's data with `change` applied to one file's raw contents. */
function findingsWith(change: (raw: ReturnType<typeof readContentFiles>) => void) {
  const raw = structuredClone(readContentFiles(fixture))
  change(raw)
  return launchFindings(raw, parseSite(raw, 'de', fixture), fixture)
}

const lines = (findings: ReturnType<typeof findingsOf>) =>
  findings.map(({ file, field, message }) => `${file} › ${field}: ${message}`)

describe('the launch gate', () => {
  it('stops the repository’s own data, naming each placeholder and each missing fact', () => {
    const found = lines(findingsOf('content'))
    const expectations: [string, RegExp][] = [
      ['the phone', /restaurant\.yaml › Telefon \(phone\): „\+49 30 23125 555“.*Bundesnetzagentur/],
      ['the e-mail', /E-Mail \(email\): „kontakt@namaste-otterbach\.example“.*\(\.example\)/],
      ['the ordering URL', /Adresse des Bestellservice \(orderingUrl\): „https:\/\/bestellen\./],
      ['the site URL', /Adresse der Website \(siteUrl\)/],
      ['the example delivery areas', /delivery\.yaml › Liefergebiete \(areas\): noch der Wert/],
      ['the example lunch weeks', /lunch\.yaml › Wochen \(weeks\): noch der Wert/],
      ['the USt-IdNr.', /Umsatzsteuer-Identifikationsnummer \(vatId\): fehlt/],
      ['the payment methods', /Zahlungsarten \(paymentMethods\): noch der Wert/],
      ['the provider', /Anbieter des Bestellservice \(orderingProvider\): noch der Wert/],
      [
        'the withdrawal address',
        /Empfangsadresse des Formulardienstes \(withdrawalForm › 1 › action\)/,
      ],
      ['the host', /Hoster der Website .*\(hostingProvider\): noch der Wert/],
      [
        'the demo legal form',
        /Rechtsform \(legalForm\): noch der Wert der Vorlage \(„einzelunternehmen“\)/,
      ],
      ['the demo owner', /Inhaber bzw\. Vertretungsberechtigte \(representatives\): noch der Wert/],
      [
        'the W-IdNr.',
        /Wirtschafts-Identifikationsnummer \(businessId\): fehlt.*„Keine Wirtschafts-IdNr\. vorhanden“/,
      ],
      [
        'the BFSG size',
        /Unternehmensgröße \(Barrierefreiheitsgesetz\) \(accessibilityActSize\): fehlt.*Kleinstunternehmen/,
      ],
      [
        'reusable packaging',
        /Mehrwegverpackung \(VerpackG\) \(reusablePackaging\): fehlt.*§ 33 VerpackG/,
      ],
      ...(
        [
          ['orderButton', /„zahlungspflichtig bestellen“/],
          ['termsInCheckout', /Muster-Widerrufsformular/],
          ['termsInConfirmationEmail', /§ 312f Abs\. 2 BGB/],
          ['withdrawalLinkOnPages', /vollständiger Adresse \(https:\/\/…\)/],
          ['withdrawalLinkInEmail', /„Vertrag widerrufen“/],
          ['foodInformation', /Allergene.*Art\. 14 mit Art\. 9 LMIV/],
          ['samePrices', /dieselben Preise/],
          ['dataProcessingAgreement', /Auftragsverarbeitungsvertrag/],
        ] as const
      ).map(([key, pattern]): [string, RegExp] => [
        `the provider's confirmation of ${key}`,
        new RegExp(
          `restaurant\\.yaml › Schriftliche Bestätigung des Bestellservice \\(orderingServiceConfirmed\\): „.+“ ist noch nicht bestätigt\\. Lassen Sie sich vom Anbieter des Bestellservice schriftlich bestätigen: .*${pattern.source}`,
        ),
      ]),
      ['the supervisory authority', /Aufsichtsbehörde .*\(supervisoryAuthority\): noch der Wert/],
    ]
    for (const [what, pattern] of expectations) {
      expect(
        found.some((line) => pattern.test(line)),
        `${what}:\n${found.join('\n')}`,
      ).toBe(true)
    }
  }, 30_000)

  it('lets a complete, real data set through, an Einzelunternehmen’s and a GmbH’s', () => {
    expect(lines(findingsOf(fixture))).toEqual([])
    expect(lines(findingsOf(gmbhFixture))).toEqual([])
    expect(loadSite('de', gmbhFixture).restaurant).toMatchObject({
      legalForm: 'gmbh',
      representatives: ['Priya Mehta', 'Anil Mehta'],
      commercialRegister: { number: 'HRB 31877' },
    })
  })

  it('asks for each point the ordering service’s provider has not confirmed, the AVV only of a processor', () => {
    const confirmedBut = (open: string[], role = 'processor') =>
      findingsWith((raw) => {
        const restaurant = raw.restaurant as {
          orderingServiceRole: string
          orderingServiceConfirmed: string[]
        }
        restaurant.orderingServiceRole = role
        restaurant.orderingServiceConfirmed = restaurant.orderingServiceConfirmed.filter(
          (key) => !open.includes(key),
        )
      }).map(({ message }) => message.split(' ist ')[0])
    expect(confirmedBut(['samePrices', 'withdrawalLinkInEmail'])).toEqual([
      '„„Vertrag widerrufen“ in der Bestätigungs-E-Mail“',
      '„Dieselben Preise wie auf der Website“',
    ])
    expect(confirmedBut(['dataProcessingAgreement'])).toHaveLength(1)
    expect(confirmedBut(['dataProcessingAgreement'], 'controller')).toEqual([])
    expect(confirmedBut(['samePrices', 'dataProcessingAgreement'], 'controller')).toEqual([
      '„Dieselben Preise wie auf der Website“',
    ])
    // No confirmation at all (the field left out) is none confirmed.
    const noneConfirmed = findingsWith((raw) => {
      delete (raw.restaurant as Record<string, unknown>).orderingServiceConfirmed
    })
    expect(noneConfirmed.length).toBeGreaterThan(1)
    expect(noneConfirmed).toEqual(
      findingsWith((raw) => {
        Object.assign(raw.restaurant as object, { orderingServiceConfirmed: [] })
      }),
    )
  })

  it('asks a reservation service’s GDPR role, where there is a service', () => {
    const service = {
      name: 'Beispiel Reservierung GmbH',
      url: 'https://reservieren.maharaja-otterbach.de/',
      privacyUrl: 'https://reservieren.maharaja-otterbach.de/datenschutz',
    }
    const found = (entry: object) =>
      findingsWith((raw) =>
        Object.assign(raw.restaurant as object, { reservationService: [entry] }),
      ).map(({ field, message }) => `${field}: ${message}`)
    expect(found(service)).toEqual([
      expect.stringMatching(
        /^Rolle des Reservierungsdienstes \(DSGVO\) \(reservationService › 1 › role\): fehlt\. .*Art\. 28 DSGVO/,
      ),
    ])
    expect(found({ ...service, role: 'controller' })).toEqual([])
  })

  it('asks for the W-IdNr. or „keine“, the BFSG size and the reusable packaging', () => {
    const without = (...keys: string[]) =>
      findingsWith((raw) => {
        for (const key of keys) delete (raw.restaurant as Record<string, unknown>)[key]
      }).map(({ field }) => field)
    expect(without('hasNoBusinessId', 'accessibilityActSize', 'reusablePackaging')).toEqual([
      'Wirtschafts-Identifikationsnummer (businessId)',
      'Unternehmensgröße (Barrierefreiheitsgesetz) (accessibilityActSize)',
      'Mehrwegverpackung (VerpackG) (reusablePackaging)',
    ])
    expect(
      findingsWith((raw) => {
        delete (raw.restaurant as Record<string, unknown>).hasNoBusinessId
        Object.assign(raw.restaurant as object, { businessId: 'DE123456789-00001' })
      }),
    ).toEqual([])
  })

  it('asks a business that is not a micro-enterprise what its accessibility statement needs, and passes once answered', () => {
    const larger = (change: (restaurant: Record<string, unknown>) => void = () => {}) =>
      lines(
        findingsWith((raw) => {
          const restaurant = raw.restaurant as Record<string, unknown>
          restaurant.accessibilityActSize = 'larger'
          change(restaurant)
        }),
      )
    // The Einzelunternehmen's fixture answers neither: the authority's address and the provider's
    // confirmation of an accessible checkout, by file and field.
    expect(larger()).toEqual([
      expect.stringMatching(
        /restaurant\.yaml › Marktüberwachungsbehörde \(Barrierefreiheit\) \(marketSurveillanceAuthority\): fehlt\. Der Betrieb ist kein Kleinstunternehmen: .*\/barrierefreiheit.*§ 14 BFSG mit Anlage 3.*\(MLBF\) in Magdeburg/,
      ),
      expect.stringMatching(
        /restaurant\.yaml › Schriftliche Bestätigung des Bestellservice \(orderingServiceConfirmed\): „Barrierefreier Bestellvorgang \(BFSG\)“ ist noch nicht bestätigt\. .*WCAG 2\.1 Stufe AA nach EN 301 549/,
      ),
    ])
    expect(
      larger((restaurant) => {
        restaurant.marketSurveillanceAuthority = [
          { address: ['Postfach 39 11 55', '39135 Magdeburg'], email: 'MLBF@ms.sachsen-anhalt.de' },
        ]
        ;(restaurant.orderingServiceConfirmed as string[]).push('accessibleCheckout')
      }),
    ).toEqual([])
    // A micro-enterprise is asked neither.
    expect(lines(findingsOf(fixture))).toEqual([])
    expect(loadSite('de', fixture).restaurant.accessibilityActSize).toBe('micro-enterprise')
    expect(loadSite('de', gmbhFixture).restaurant.accessibilityActSize).toBe('larger')
  })

  it('refuses GitHub Pages as the production host, saying why', () => {
    const found = lines(
      findingsWith((raw) =>
        Object.assign(raw.restaurant as object, { publishing: 'github-pages' }),
      ),
    )
    expect(found).toEqual([
      expect.stringMatching(
        /Veröffentlichung der Website \(publishing\): GitHub Pages .*geschäftlichen Transaktionen/,
      ),
    ])
  })

  it('finds a fictional number or an example address in any text, e.g. a delivery note', () => {
    const found = lines(
      findingsWith((raw) =>
        Object.assign(raw.delivery as object, {
          note: {
            de: 'Große Bestellungen bitte unter 0 30 / 231 25-123 oder an info@lieferung.test',
          },
        }),
      ),
    )
    expect(found).toEqual([
      expect.stringMatching(/delivery\.yaml › Hinweis \(note › de\): „0 30 \/ 231 25-123“/),
      expect.stringMatching(
        /delivery\.yaml › Hinweis \(note › de\): „info@lieferung\.test“.*\(\.test\)/,
      ),
    ])
  })

  it('reports the Mittagstisch’s sample dishes when its file marks them, like any other file', () => {
    const found = lines(
      findingsWith((raw) => Object.assign(raw.lunch as object, { examples: ['weeks'] })),
    )
    // A list shows no value in the message, as a text does.
    expect(found).toEqual([
      `${fixture}/lunch.yaml › Wochen (weeks): noch der Wert der Vorlage. Tragen Sie Ihre echte Angabe ein und wählen Sie das Feld danach unter „Noch Beispielwerte“ ab.`,
    ])
  })

  it('accepts a stated USt-IdNr. or the statement that there is none, and asks for one of them', () => {
    const without = (raw: ReturnType<typeof readContentFiles>) =>
      delete (raw.restaurant as Record<string, unknown>).hasNoVatId
    expect(lines(findingsWith(without))).toEqual([
      expect.stringMatching(/Umsatzsteuer-Identifikationsnummer \(vatId\): fehlt/),
    ])
    expect(
      findingsWith((raw) => {
        without(raw)
        Object.assign(raw.restaurant as object, { vatId: 'DE123456789' })
      }),
    ).toEqual([])
  })

  it('as `npm run check:launch`: exits 1 with the list (and the job summary), 0 when ready', () => {
    const summary = join(mkdtempSync(join(tmpdir(), 'launch-')), 'summary.md')
    const run = (dir: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'builder/content/check-launch.ts'], {
        env: { ...process.env, CONTENT_DIR: dir, GITHUB_STEP_SUMMARY: summary },
        encoding: 'utf8',
      })
    const demo = run('content')
    expect(demo.status).toBe(1)
    expect(demo.stderr).toMatch(/^Noch nicht bereit für den Start: \d+ Punkte sind offen/)
    expect(demo.stderr).toContain('content/delivery.yaml\n  - Liefergebiete (areas)')
    expect(readFileSync(summary, 'utf8')).toMatch(/^## Startprüfung: noch nicht bereit/)
    for (const dir of [fixture, gmbhFixture]) {
      const ready = run(dir)
      expect(ready.status, dir).toBe(0)
      expect(ready.stdout).toContain('Bereit für den Start')
    }
  }, 60_000)
})
