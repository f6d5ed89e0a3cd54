import type { Language } from '@/schemas/fields'

/** Short texts of the shared page frame. */
export const siteText = {
  skipLink: 'Zum Inhalt springen',
  // Starts with the logo's visible words, so voice control finds the link by what it shows.
  homeLinkLabel: (name: string) => `${name} – zur Startseite`,
  backToHome: '← Zurück zur Startseite',
  /** The header's link to this page in the other language, named in that language. */
  otherLanguage: { language: 'en' as Language, name: 'English' },
  /** The header's links to the site's main pages (at desktop width in its band, on a phone below it). */
  mainNav: {
    label: 'Hauptnavigation',
    links: { 'menu-page': 'Speisekarte', 'lunch-page': 'Mittagstisch', 'order-page': 'Bestellen' },
  },
  footer: {
    contactHeading: 'Kontakt',
    addressHeading: 'Adresse',
    legalHeading: 'Rechtliches',
    phoneLabel: 'Telefon',
    emailLabel: 'E-Mail',
  },
  notFound: {
    code: '404',
    message: 'Oops! Page not found',
    homeLink: 'Return to Home',
  },
  /** The 404 page in the site's language, under the spec's English words: why, and the ways on. */
  notFoundHelp: {
    sentence:
      'Unter dieser Adresse gibt es bei uns keine Seite – vielleicht ist der Link veraltet oder die Adresse vertippt. Hier geht es weiter:',
    waysLabel: 'Weiter auf unserer Website',
    ways: {
      'menu-page': 'Alle Gerichte und Getränke mit Preisen',
      'lunch-page': 'Die Mittagsgerichte der Woche',
      'order-page': 'Liefern lassen oder abholen',
    },
  },
}
