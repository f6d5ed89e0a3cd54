import type { Restaurant, registerTypes } from '@/content/schema'
import { postalAddressLines } from '@/lib/postal-address'
import {
  contactLines,
  type LegalDocument,
  type LegalSection,
  providerLines,
} from '@/features/legal/legal-document'

type RegisterType = (typeof registerTypes)[number]

const registerNames: Record<RegisterType, string> = {
  HRA: 'Handelsregister',
  HRB: 'Handelsregister',
  GnR: 'Genossenschaftsregister',
  PR: 'Partnerschaftsregister',
  VR: 'Vereinsregister',
}

/** § 5 Abs. 1 Nr. 4 DDG: register, court and number, only for a business that is registered. */
function registerSections(register: Restaurant['commercialRegister']): LegalSection[] {
  if (!register) return []
  const type = register.number.split(' ')[0] as RegisterType
  return [
    {
      id: 'registereintrag',
      heading: 'Registereintrag',
      blocks: [
        {
          lines: [
            `Eintragung im ${registerNames[type]}`,
            `Registergericht: ${register.court}`,
            `Registernummer: ${register.number}`,
          ],
        },
      ],
    },
  ]
}

/**
 * § 5 Abs. 1 Nr. 6 DDG: the USt-IdNr. and the Wirtschafts-Identifikationsnummer, each only if the
 * business actually has one; none is stated otherwise.
 */
function taxIdSections({ vatId, businessId }: Restaurant): LegalSection[] {
  return [
    ...(vatId
      ? [
          {
            id: 'umsatzsteuer-id',
            heading: 'Umsatzsteuer-ID',
            blocks: [
              {
                paragraph: `Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${vatId}`,
              },
            ],
          },
        ]
      : []),
    ...(businessId
      ? [
          {
            id: 'wirtschafts-id',
            heading: 'Wirtschafts-Identifikationsnummer',
            blocks: [
              {
                paragraph: `Wirtschafts-Identifikationsnummer gemäß § 139c Abgabenordnung: ${businessId}`,
              },
            ],
          },
        ]
      : []),
  ]
}

/** Anbieterkennzeichnung (§ 5 DDG) and the other statements of the Impressum. */
export function impressum(restaurant: Restaurant): LegalDocument {
  const { address, supervisoryAuthority } = restaurant
  return {
    tableOfContents: false,
    sections: [
      {
        id: 'angaben',
        heading: 'Angaben gemäß § 5 DDG',
        blocks: [
          { lines: providerLines(restaurant) },
          {
            paragraph:
              'Das Digitale-Dienste-Gesetz (DDG) hat am 14. Mai 2024 das Telemediengesetz (TMG) abgelöst; die Anbieterkennzeichnung nach § 5 DDG entspricht der früheren nach § 5 TMG.',
          },
        ],
      },
      {
        id: 'kontakt',
        heading: 'Kontakt',
        blocks: [{ lines: contactLines(restaurant) }],
      },
      ...registerSections(restaurant.commercialRegister),
      {
        id: 'aufsichtsbehoerde',
        heading: 'Zuständige Aufsichtsbehörde',
        blocks: [
          {
            paragraph: `Der Betrieb unseres Restaurants mit Ausschank alkoholischer Getränke bedarf einer Gaststättenerlaubnis nach dem Landesgaststättengesetz ${address.region} (LGastG). Zuständige Aufsichtsbehörde im Sinne von § 5 Abs. 1 Nr. 3 DDG ist:`,
          },
          { lines: [supervisoryAuthority.name, supervisoryAuthority.address] },
        ],
      },
      ...taxIdSections(restaurant),
      {
        id: 'verantwortlich',
        heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
        blocks: [
          {
            lines: [restaurant.owner, ...postalAddressLines(address)],
          },
          {
            paragraph:
              '§ 18 Abs. 2 des Medienstaatsvertrags (MStV) ist an die Stelle von § 55 Abs. 2 des früheren Rundfunkstaatsvertrags (RStV) getreten.',
          },
        ],
      },
      {
        id: 'verbraucherstreitbeilegung',
        heading: 'Verbraucherstreitbeilegung',
        blocks: [
          {
            paragraph:
              'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 Verbraucherstreitbeilegungsgesetz – VSBG).',
          },
        ],
      },
      {
        id: 'haftung-inhalte',
        heading: 'Haftung für Inhalte',
        blocks: [
          {
            paragraph:
              'Die Inhalte dieser Website haben wir mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen. Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich.',
          },
          {
            paragraph:
              'Für fremde Informationen, die wir lediglich übermitteln oder speichern, sind wir nicht verpflichtet, diese zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen. Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon unberührt. Eine diesbezügliche Haftung ist jedoch erst ab dem Zeitpunkt der Kenntnis einer konkreten Rechtsverletzung möglich. Sobald uns entsprechende Rechtsverletzungen bekannt werden, entfernen wir diese Inhalte umgehend.',
          },
        ],
      },
      {
        id: 'haftung-links',
        heading: 'Haftung für Links',
        blocks: [
          {
            paragraph:
              'Unsere Website enthält Links zu externen Websites Dritter und bindet Inhalte Dritter ein (den Online-Bestellservice und die Karte von OpenStreetMap). Auf deren Inhalte haben wir keinen Einfluss; deshalb können wir für diese fremden Inhalte auch keine Gewähr übernehmen. Für die Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich.',
          },
          {
            paragraph:
              'Die verlinkten Seiten haben wir zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren zu diesem Zeitpunkt nicht erkennbar. Eine ständige inhaltliche Kontrolle der verlinkten Seiten ist jedoch ohne konkrete Anhaltspunkte einer Rechtsverletzung nicht zumutbar. Sobald uns Rechtsverletzungen bekannt werden, entfernen wir derartige Links umgehend.',
          },
        ],
      },
      {
        id: 'urheberrecht',
        heading: 'Urheberrecht',
        blocks: [
          {
            paragraph:
              'Die von uns erstellten Inhalte und Werke auf diesen Seiten – Texte, Illustrationen und Gestaltung – unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der schriftlichen Zustimmung des jeweiligen Urhebers. Downloads und Kopien dieser Seite sind nur für den privaten, nicht kommerziellen Gebrauch gestattet.',
          },
          {
            paragraph:
              'Soweit Inhalte auf dieser Seite nicht von uns erstellt wurden, beachten wir die Urheberrechte Dritter und kennzeichnen Inhalte Dritter als solche. Die Kartendaten stammen von den OpenStreetMap-Mitwirkenden und stehen unter der Open Database License (ODbL). Sollten Sie trotzdem auf eine Urheberrechtsverletzung aufmerksam werden, bitten wir um einen entsprechenden Hinweis. Sobald uns Rechtsverletzungen bekannt werden, entfernen wir derartige Inhalte umgehend.',
          },
        ],
      },
    ],
  }
}
