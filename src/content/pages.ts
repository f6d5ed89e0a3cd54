import { restaurant } from './restaurant'

/** Per-page titles and descriptions for search engines and browser tabs. */
export const pageMeta = {
  home: {
    title: `${restaurant.name} – Indisches Restaurant in Otterbach`,
    description:
      'Authentische indische Küche in Otterbach: Tandoori, Curries, Biryani, Pizza und mehr. Speisekarte, Öffnungszeiten und Online-Bestellung.',
  },
  impressum: {
    title: `Impressum – ${restaurant.name}`,
    description: `Impressum von ${restaurant.name}, Hauptstraße 55, 67731 Otterbach: Anbieter, Kontakt und Verantwortliche.`,
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
