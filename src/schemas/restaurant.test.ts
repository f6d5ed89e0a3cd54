import { describe, expect, it } from 'vitest'
import { germanIssues, issueLine } from './german-issues'
import { restaurantSchema } from './restaurant'

const authority = { name: 'Verbandsgemeindeverwaltung', address: 'Hauptstraße 27, 67731 Otterbach' }

/** A content/restaurant.yaml the build takes, with the site's own withdrawal form. */
const restaurant = {
  name: 'Namaste Otterbach',
  legalName: 'Namaste Otterbach – Indisches Restaurant',
  legalForm: 'einzelunternehmen',
  representatives: ['Rajesh Kumar Sharma'],
  address: {
    street: 'Hauptstraße 55',
    postalCode: '67731',
    locality: 'Otterbach',
    region: 'Rheinland-Pfalz',
    country: 'Deutschland',
    countryCode: 'DE',
  },
  geo: { latitude: 49.487, longitude: 7.748 },
  mapBoundingBox: { west: 7.74, south: 49.48, east: 7.76, north: 49.5 },
  phone: '+49 631 3101 234',
  email: 'kontakt@namaste-otterbach.example',
  orderingUrl: 'https://bestellen.namaste-otterbach.example/',
  orderingPrivacyUrl: 'https://bestellen.namaste-otterbach.example/datenschutz',
  orderingServiceRole: 'processor',
  orderingProvider: {
    name: 'Pfalzportal Gastro GmbH',
    address: 'Mainzer Straße 8, 67657 Kaiserslautern',
  },
  paymentMethods: ['cash', 'paypal'],
  withdrawalForm: [
    {
      action: 'https://formulare.namaste-otterbach.example/widerruf',
      provider: 'Formularpost Rheinhessen GmbH',
      providerAddress: 'Am Rheinufer 3, 55116 Mainz',
    },
  ],
  acceptsReservations: true,
  siteUrl: 'https://www.namaste-otterbach.example',
  publishing: 'own-server',
  hostingProvider: { ...authority, url: 'https://www.lautertal-webhosting.example' },
  supervisoryAuthority: authority,
  dataProtectionAuthority: { ...authority, url: 'https://www.datenschutz.rlp.de' },
}

/** The build's problems with `changes` made to the restaurant: field, English message, German line. */
function problems(changes: Record<string, unknown>) {
  const raw = { ...restaurant, ...changes }
  const issues = restaurantSchema.safeParse(raw).error?.issues ?? []
  const lines = germanIssues(restaurantSchema, raw).map(issueLine)
  return issues.map((issue, index) => [issue.path.join('.'), issue.message, lines[index]])
}

describe('content/restaurant.yaml', () => {
  it('takes the restaurant as it is', () => {
    expect(problems({})).toEqual([])
  })

  it.each([
    ['a narrower map than nothing, west and east the same', { west: 7.75, east: 7.75 }],
    ['west and east swapped', { west: 7.76, east: 7.74 }],
    ['south and north the same', { south: 49.49, north: 49.49 }],
    ['south and north swapped', { south: 49.5, north: 49.48 }],
  ])('refuses a map section with %s', (_case, edges) => {
    expect(problems({ mapBoundingBox: { ...restaurant.mapBoundingBox, ...edges } })).toEqual([
      [
        'mapBoundingBox',
        'must have west < east and south < north',
        'Restaurant › Kartenausschnitt: Westen muss kleiner als Osten und Süden kleiner als Norden sein',
      ],
    ])
  })

  it('refuses a person, a payment method or a confirmed point named twice (one owner is one person)', () => {
    expect(
      problems({
        representatives: ['Rajesh Kumar Sharma', 'Rajesh Kumar Sharma'],
        paymentMethods: ['cash', 'paypal', 'cash'],
        orderingServiceConfirmed: ['orderButton', 'samePrices', 'orderButton'],
      }).map(([field, message, line]) => [field, message, line?.split(': ').at(-1)]),
    ).toEqual([
      ['representatives', 'must not name a person twice', 'nennt eine Person zweimal'],
      ['paymentMethods', 'must not name a payment method twice', 'nennt eine Zahlungsart zweimal'],
      ['orderingServiceConfirmed', 'must not name a point twice', 'nennt einen Punkt zweimal'],
      [
        'representatives',
        'must name the one owner (Inhaber)',
        'muss bei dieser Rechtsform genau eine Person nennen, den Inhaber oder die Inhaberin',
      ],
    ])
  })

  it.each([
    [
      'a GbR with one partner',
      { legalForm: 'gbr', legalName: 'Namaste Otterbach GbR' },
      'Restaurant › Inhaber bzw. Vertretungsberechtigte: muss alle vertretungsberechtigten Gesellschafter nennen, mindestens zwei',
    ],
    [
      'a GmbH without its register entry',
      { legalForm: 'gmbh', legalName: 'Namaste Gastro GmbH' },
      'Restaurant › Handelsregister: braucht bei dieser Rechtsform einen Eintrag mit „HRB“, z. B. „HRB 12345“',
    ],
    [
      'a sole trader with a register entry',
      { commercialRegister: [{ court: 'Amtsgericht Kaiserslautern', number: 'HRA 1234' }] },
      'Restaurant › Handelsregister: muss leer bleiben: diese Rechtsform steht in keinem Register (sonst die Rechtsform ändern)',
    ],
    [
      'an e. K. whose name lacks it',
      {
        legalForm: 'ek',
        commercialRegister: [{ court: 'Amtsgericht Kaiserslautern', number: 'HRA 1234' }],
      },
      'Restaurant › Vollständiger Name: muss die Rechtsform enthalten, „e. K.“, „e. Kfm.“ oder „e. Kfr.“',
    ],
    [
      'a sole trader named as a GmbH',
      { legalName: 'Namaste Gastro GmbH' },
      'Restaurant › Vollständiger Name: nennt eine andere Rechtsform als die gewählte',
    ],
    [
      'a name with „Inhaber“',
      { legalName: 'Namaste Otterbach, Inhaber Rajesh Kumar Sharma' },
      'Restaurant › Vollständiger Name: darf keinen „Inhaber“ nennen: Impressum und AGB nennen die Vertretungsberechtigten selbst, direkt dahinter',
    ],
  ])('says in German what the legal form needs: %s', (_case, changes, line) => {
    expect(problems(changes).map(([, , german]) => german)).toEqual([line])
  })

  it('needs the site’s withdrawal form unless the ordering service has its own withdrawal function', () => {
    const ownFunction = {
      withdrawalFunctionUrl: 'https://bestellen.namaste-otterbach.example/widerruf',
    }
    expect(
      restaurantSchema.parse({ ...restaurant, ...ownFunction, withdrawalForm: undefined }),
    ).toMatchObject({ ...ownFunction, withdrawalForm: undefined })
    expect(problems({ ...ownFunction })).toEqual([])
    expect(problems({ withdrawalForm: undefined })).toEqual([
      [
        'withdrawalForm',
        'is needed unless withdrawalFunctionUrl names the ordering service’s withdrawal function (§ 356a BGB)',
        'Restaurant › Widerrufsformular der Website: fehlt: ohne die Widerrufsfunktion des Bestelldienstes braucht die Website das Formular (§ 356a BGB)',
      ],
    ])
  })

  it('refuses a USt-IdNr. or W-IdNr. beside the tick that there is none', () => {
    expect(
      problems({
        vatId: 'DE123456789',
        hasNoVatId: true,
        businessId: 'DE123456789-00001',
        hasNoBusinessId: true,
      }),
    ).toEqual([
      [
        'hasNoVatId',
        'contradicts vatId: the business has a USt-IdNr. or none, not both',
        'Restaurant › Keine USt-IdNr. vorhanden: widerspricht der USt-IdNr.: entweder eine USt-IdNr. oder keine',
      ],
      [
        'hasNoBusinessId',
        'contradicts businessId: the business has a W-IdNr. or none, not both',
        'Restaurant › Keine Wirtschafts-IdNr. vorhanden: widerspricht der Wirtschafts-IdNr.: entweder eine Wirtschafts-IdNr. oder keine',
      ],
    ])
    expect(problems({ vatId: 'DE123456789', hasNoVatId: false })).toEqual([])
  })

  it('hands the legal form’s rules on as problems of their own fields', () => {
    const issues = restaurantSchema.safeParse({
      ...restaurant,
      representatives: ['Rajesh Kumar Sharma', 'Anita Sharma'],
    }).error?.issues
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'custom',
        path: ['representatives'],
        message: 'must name the one owner (Inhaber)',
      }),
    ])
  })

  it.each([
    ['no text at all', 42, 'must be an https:// URL'],
    ['no https:// address', 'http://www.namaste-otterbach.example', 'must be an https:// URL'],
    ['no URL at all', 'https://bestellen example', 'must be a valid URL'],
  ])('refuses an ordering address that is %s', (_case, orderingUrl, message) => {
    expect(problems({ orderingUrl }).map(([field, english]) => [field, english])).toEqual([
      ['orderingUrl', message],
    ])
  })
})
