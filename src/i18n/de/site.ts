import type { Language } from '@/schemas/fields'

/** Short texts of the shared page frame. */
export const siteText = {
  skipLink: 'Zum Inhalt springen',
  // Starts with the logo's visible words, so voice control finds the link by what it shows.
  homeLinkLabel: (name: string) => `${name} – zur Startseite`,
  backToHome: '← Zurück zur Startseite',
  /** The header's link to this page in the other language, named in that language. */
  otherLanguage: { language: 'en' as Language, name: 'English' },
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
}
