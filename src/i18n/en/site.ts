import type * as De from '@/i18n/de/site'

/** Short texts of the shared page frame. */
export const siteText: typeof De.siteText = {
  skipLink: 'Skip to content',
  // Starts with the logo's visible words, so voice control finds the link by what it shows.
  homeLinkLabel: (name) => `${name} – home page`,
  backToHome: '← Back to the home page',
  /** The header's link to this page in the other language, named in that language. */
  otherLanguage: { language: 'de', name: 'Deutsch' },
  /** The header's links to the site's main pages (at desktop width in its band, on a phone below it). */
  mainNav: {
    label: 'Main navigation',
    links: { 'menu-page': 'Menu', 'lunch-page': 'Lunch menu', 'order-page': 'Order' },
  },
  footer: {
    contactHeading: 'Contact',
    addressHeading: 'Address',
    legalHeading: 'Legal',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
  },
  notFound: {
    code: '404',
    message: 'Oops! Page not found',
    homeLink: 'Return to Home',
  },
  notFoundHelp: {
    sentence:
      'There is no page at this address – the link may be out of date, or the address mistyped. Carry on here:',
    waysLabel: 'More of our website',
    ways: {
      'menu-page': 'Every dish and drink, with prices',
      'lunch-page': 'This week’s lunch dishes',
      'order-page': 'Delivery or pickup',
    },
  },
}
