import type * as De from '@/i18n/de/home'

/* The home page's texts outside its islands (theirs are in island-text.ts). */

export const heroText: typeof De.heroText = {
  orderButton: 'Order online now',
  visitLink: 'Hours & directions',
}

export const specialtiesText: typeof De.specialtiesText = {
  heading: 'Our specialties',
  intro: 'Two of our guests’ favorites – freshly made for you every day.',
  menuButton: 'View the menu',
  priceIncludesVat: 'incl. VAT',
}

export const aboutText: typeof De.aboutText = {
  heading: 'About us',
}

export const visitText: typeof De.visitText = {
  heading: 'Visit us',
  routeLink: 'Get directions',
  addressHeading: 'Address',
  phoneLabel: 'Phone',
  reservationsNote: 'Call us to reserve a table.',
  emailLabel: 'Email',
}

export const artworkAlt: typeof De.artworkAlt = {
  'butter-chicken': 'Butter chicken in a copper bowl',
  'pizza-margherita': 'Pizza Margherita with basil',
  about: 'Spices and a tandoor oven in our kitchen',
}
