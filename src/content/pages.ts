import { postalAddressLine } from '@/lib/postal-address'
import { restaurant } from './restaurant'

/** Per-page titles and descriptions for search engines and browser tabs. */
export const pageMeta = {
  home: {
    title: `${restaurant.name} – Indisches Restaurant in Otterbach`,
    description:
      'Authentische indische Küche in Otterbach: Tandoori, Curries, Biryani, Pizza und mehr. Speisekarte, Öffnungszeiten und Online-Bestellung.',
  },
  menu: {
    title: `Speisekarte – ${restaurant.name}`,
    description: `Die ganze Speisekarte von ${restaurant.name}: Tandoori, Curries, Biryani, vegetarische und vegane Gerichte, Pizza und Getränke – mit Preisen, Allergenen und Zusatzstoffen.`,
    heading: 'Speisekarte',
    contactHeading: 'Kontakt',
    menuHeading: 'Alle Gerichte und Getränke',
    orderQrCaption: 'Online bestellen: QR-Code scannen',
    pricesAsOf: (date: string) => `Stand der Preise: ${date}`,
  },
  tableTent: {
    title: `Tischaufsteller: Speisekarte & Online bestellen – ${restaurant.name}`,
    description: `Ein Tischaufsteller im Format A6 mit zwei QR-Codes: zur Speisekarte und zur Online-Bestellung von ${restaurant.name}.`,
    heading: 'Speisekarte & Online bestellen',
    menuCaption: 'Speisekarte',
    orderCaption: 'Online bestellen',
    printHint:
      'Diese Seite druckt eine Karte im Format A6 (Hochformat), z. B. für einen Tischaufsteller. Auf A4 passen mit „Seiten pro Blatt: 4“ vier Karten auf ein Blatt.',
  },
  impressum: {
    title: `Impressum – ${restaurant.name}`,
    description: `Impressum von ${restaurant.name}, ${postalAddressLine(restaurant.address)}: Anbieter, Kontakt und Verantwortliche.`,
    navLabel: 'Impressum',
    heading: 'Impressum',
  },
  datenschutz: {
    title: `Datenschutzerklärung – ${restaurant.name}`,
    description: `Wie ${restaurant.name} personenbezogene Daten auf dieser Website und bei Online-Bestellungen verarbeitet.`,
    navLabel: 'Datenschutz',
    heading: 'Datenschutzerklärung',
  },
  agb: {
    title: `Allgemeine Geschäftsbedingungen – ${restaurant.name}`,
    description: `Die Allgemeinen Geschäftsbedingungen von ${restaurant.name} für Bestellungen und Lieferungen.`,
    navLabel: 'AGB',
    heading: 'Allgemeine Geschäftsbedingungen',
  },
  notFound: {
    title: `Seite nicht gefunden – ${restaurant.name}`,
    description: 'Diese Seite gibt es nicht.',
  },
} as const
