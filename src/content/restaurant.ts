import type { Restaurant } from './schema'

/**
 * The restaurant's facts. Name, owner, phone, e-mail, the ordering URL and the hosting provider are
 * fictitious placeholders (phone from the Bundesnetzagentur's range for media use, e-mail and URLs
 * on the reserved `.example` domain): replace them with the real ones before going live (see README).
 * Check the ordering service's role, the supervisory authority and, where the business has them,
 * add the USt-IdNr. (`vatId`), the Wirtschafts-Identifikationsnummer (`businessId`) and the register
 * entry (`commercialRegister`) as well; a sole trader without them leaves them out.
 */
export const restaurant: Restaurant = {
  name: 'Namaste Otterbach',
  legalName: 'Namaste Otterbach – Indisches Restaurant',
  owner: 'Rajesh Kumar Sharma',
  tagline: 'Authentische indische Küche in Otterbach',
  address: {
    street: 'Hauptstraße 55',
    postalCode: '67731',
    locality: 'Otterbach',
    region: 'Rheinland-Pfalz',
    country: 'Deutschland',
    countryCode: 'DE',
  },
  geo: { latitude: 49.487, longitude: 7.748 },
  mapBoundingBox: { west: 7.74, south: 49.48, east: 7.76, north: 49.5 },
  phone: '+49 30 23125 555',
  email: 'kontakt@namaste-otterbach.example',
  orderingUrl: 'https://bestellen.namaste-otterbach.example/',
  orderingPrivacyUrl: 'https://bestellen.namaste-otterbach.example/datenschutz',
  orderingServiceRole: 'processor',
  acceptsReservations: true,
  siteUrl: 'https://www.namaste-otterbach.example',
  hostingProvider: {
    name: 'Lautertal Webhosting GmbH',
    address: 'Europaallee 12, 67657 Kaiserslautern, Deutschland',
    url: 'https://www.lautertal-webhosting.example',
  },
  supervisoryAuthority: {
    name: 'Verbandsgemeindeverwaltung Otterbach-Otterberg',
    address: 'Hauptstraße 27, 67731 Otterbach',
  },
}
