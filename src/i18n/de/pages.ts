import type { Representatives, Restaurant } from '@/schemas'
import { postalAddressLine } from '@/lib/postal-address'
import type { PageName } from '@/lib/routes'

interface PageHeadText {
  title: string
  description: string
}

/** Per-page titles and descriptions for search engines and browser tabs. */
export function pageHeadText(restaurant: Restaurant): Record<PageName, PageHeadText> {
  const { name } = restaurant
  const town = restaurant.address.locality
  return {
    'home-page': {
      title: `${name} – Indisches Restaurant in ${town}`,
      description: `Authentische indische Küche in ${town}: Tandoori, Curries, Biryani, Pizza und mehr. Speisekarte, Öffnungszeiten und Online-Bestellung.`,
    },
    'menu-page': {
      title: `Speisekarte – ${name}`,
      description: `Die ganze Speisekarte von ${name}: Tandoori, Curries, Biryani, vegetarische und vegane Gerichte, Pizza und Getränke – mit Preisen, Allergenen und Zusatzstoffen.`,
    },
    'lunch-page': {
      title: `Mittagstisch – ${name}`,
      description: `Der Mittagstisch von ${name} in ${town}: wechselnde indische Gerichte zum Mittagspreis, mit Tagen, Zeiten, Preisen und Allergenen.`,
    },
    'order-page': {
      title: `Online bestellen – ${name}`,
      description: `Bei ${name} online bestellen: Lieferung nach ${town} und Umgebung oder Abholung. Liefergebiete, Mindestbestellwert und Liefergebühren.`,
    },
    'table-tent-page': {
      title: `Tischaufsteller: Speisekarte & Online bestellen – ${name}`,
      description: `Ein Tischaufsteller im Format A6 mit zwei QR-Codes: zur Speisekarte und zur Online-Bestellung von ${name}.`,
    },
    'impressum-page': {
      title: `Impressum – ${name}`,
      description: `Impressum von ${name}, ${postalAddressLine(restaurant.address)}: Anbieter, Kontakt und Verantwortliche.`,
    },
    'datenschutz-page': {
      title: `Datenschutzerklärung – ${name}`,
      description: `Wie ${name} personenbezogene Daten auf dieser Website und bei Online-Bestellungen verarbeitet.`,
    },
    'agb-page': {
      title: `Allgemeine Geschäftsbedingungen – ${name}`,
      description: `Die Allgemeinen Geschäftsbedingungen von ${name} für Bestellungen und Lieferungen.`,
    },
    'withdrawal-page': {
      title: `Vertrag widerrufen – ${name}`,
      description: `Eine Bestellung bei ${name} widerrufen: was Sie widerrufen können, an wen, und das Formular, mit dem Sie den Widerruf sofort erklären.`,
    },
    'accessibility-page': {
      title: `Erklärung zur Barrierefreiheit – ${name}`,
      description: `Wie barrierefrei die Website und die Online-Bestellung von ${name} sind, wie Sie uns Barrieren melden und welche Behörde die Barrierefreiheit überwacht.`,
    },
    'not-found-page': {
      title: `Seite nicht gefunden – ${name}`,
      description: 'Diese Seite gibt es nicht.',
    },
  }
}

/** Headings, link texts and captions of the pages. */
export const pageMeta = {
  menu: {
    heading: 'Speisekarte',
    contactHeading: 'Kontakt',
    menuHeading: 'Alle Gerichte und Getränke',
    orderQrCaption: 'Online bestellen: QR-Code scannen',
    pricesAsOf: (date: string) => `Stand der Preise: ${date}`,
    /** The printed flyer's page footer: "Seite 1 von 4", in the file of that name beside the page. */
    printPage: 'Seite',
    printPageOf: 'von',
    printStylesheet: 'druck.css',
    /** The line under the name on the page's share image (og-menu.png). */
    shareImageLine: 'Speisekarte mit Preisen & Allergenen',
    share: {
      button: 'Link teilen',
      copied: 'Link kopiert – Sie können ihn jetzt einfügen.',
      failed: 'Kopieren nicht möglich. Bitte kopieren Sie die Adresse aus der Adresszeile.',
    },
  },
  order: {
    heading: 'Online bestellen',
  },
  tableTent: {
    heading: 'Speisekarte & Online bestellen',
    menuCaption: 'Speisekarte',
    orderCaption: 'Online bestellen',
    /** Under the codes: the codes alone are no price list (§ 13 PAngV). */
    printedMenuNote:
      'Gedruckte Speisekarte mit Preisen, Allergenen und Zusatzstoffen erhalten Sie bei unserem Personal.',
    printHint:
      'Diese Seite druckt eine Karte im Format A6 (Hochformat), z. B. für einen Tischaufsteller. Auf A4 passen mit „Seiten pro Blatt: 4“ vier Karten auf ein Blatt.',
  },
  impressum: {
    navLabel: 'Impressum',
    heading: 'Impressum',
  },
  datenschutz: {
    navLabel: 'Datenschutz',
    heading: 'Datenschutzerklärung',
  },
  agb: {
    navLabel: 'AGB',
    heading: 'Allgemeine Geschäftsbedingungen',
  },
  accessibility: {
    navLabel: 'Barrierefreiheit',
    heading: 'Erklärung zur Barrierefreiheit',
  },
  /**
   * What the legal pages show around their text: the date of its last change, the contents; and
   * what the texts call a business's representatives (legalFormRules): one, several.
   */
  legal: {
    updated: 'Stand',
    tableOfContents: 'Inhalt',
    representatives: {
      owner: ['Inhaber', 'Inhaber'],
      partners: ['Vertretungsberechtigter Gesellschafter', 'Vertretungsberechtigte Gesellschafter'],
      managingDirectors: ['Geschäftsführer', 'Geschäftsführer'],
    } satisfies Record<Representatives, [string, string]>,
  },
}
