/* The home page's texts outside its islands (theirs are in island-text.ts). */

export const heroText = {
  orderButton: 'Jetzt Online Bestellen',
  visitLink: 'Öffnungszeiten & Anfahrt',
}

export const specialtiesText = {
  heading: 'Unsere Spezialitäten',
  intro: 'Zwei Lieblinge unserer Gäste – jeden Tag frisch für Sie zubereitet.',
  menuButton: 'Speisekarte ansehen',
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
