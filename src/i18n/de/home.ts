import type { ArtworkName } from '@/schemas'

/* The home page's texts outside its islands (theirs are in island-text.ts). */

export const heroText = {
  orderButton: 'Jetzt Online Bestellen',
  visitLink: 'Öffnungszeiten & Anfahrt',
}

export const specialtiesText = {
  heading: 'Unsere Spezialitäten',
  intro: 'Zwei Lieblinge unserer Gäste – jeden Tag frisch für Sie zubereitet.',
  menuButton: 'Speisekarte ansehen',
  /** Beside each card's price (PAngV § 3: the total price, with VAT). */
  priceIncludesVat: 'inkl. MwSt.',
}

export const aboutText = {
  heading: 'Über uns',
}

export const visitText = {
  heading: 'Besuchen Sie uns',
  routeLink: 'Route planen',
  addressHeading: 'Adresse',
  phoneLabel: 'Telefon',
  reservationsNote: 'Tische reservieren Sie gern telefonisch.',
  emailLabel: 'E-Mail',
}

/**
 * What our drawings (art/) show, for screen readers: they stand where the owner has no photo. The
 * hero's drawing has none, it is decorative (src/app/images/hero-image.ts).
 */
export const artworkAlt: Record<ArtworkName, string> = {
  'butter-chicken': 'Butter Chicken in einer Kupferschale',
  'pizza-margherita': 'Pizza Margherita mit Basilikum',
  about: 'Gewürze und Tandoor-Ofen in unserer Küche',
}
