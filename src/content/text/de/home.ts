/*
 * Every text of the home page. Separate exports so the client bundle keeps only the ones its
 * interactive parts use; the display-only texts (about, specialties) stay in the prerendered HTML.
 */

/**
 * Anchor targets on the home page: the sections, and the prerendered menu (`/#speisekarte` opens
 * the menu dialog, or shows the menu in the page without JavaScript).
 */
export const sectionIds = {
  specialties: 'spezialitaeten',
  about: 'ueber-uns',
  visit: 'besuchen',
  menu: 'speisekarte',
} as const

/** The owner's dated notices (content/announcements.yaml) on the home page and in the order modal. */
export const announcementsText = {
  label: 'Aktuelle Hinweise',
}

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
  mapTitle: (place: string) => `Karte: ${place}`,
  routeLink: 'Route planen',
  /** The map box before the visitor asks for the map (nothing is sent to OpenStreetMap). */
  mapPreview: {
    label: 'Kartenvorschau',
    noticeBefore:
      'Die Karte kommt von OpenStreetMap: Erst beim Laden wird Ihre IP-Adresse an die OpenStreetMap Foundation übertragen, mehr in unserer ',
    privacyLink: 'Datenschutzerklärung',
    noticeAfter: '.',
    loadButton: 'Karte laden',
    openOnOsm: 'Karte auf OpenStreetMap ansehen',
  },
  addressHeading: 'Adresse',
  phoneLabel: 'Telefon',
  reservationsNote: 'Tische reservieren Sie gern telefonisch.',
  emailLabel: 'E-Mail',
}

export const hoursText = {
  heading: 'Öffnungszeiten',
  days: { mon: 'Mo', tue: 'Di', wed: 'Mi', thu: 'Do', fri: 'Fr', sat: 'Sa', sun: 'So' },
  holidays: 'Feiertage',
  intervalJoiner: 'und',
  clockSuffix: 'Uhr',
  closuresLabel: 'Hinweis',
  status: {
    open: 'Jetzt geöffnet',
    closed: 'Geschlossen',
    restDay: 'Ruhetag',
    closure: 'Betriebsurlaub',
    until: (time: string) => `bis ${time} Uhr`,
    opensToday: (time: string) => `öffnet heute um ${time} Uhr`,
    opensTomorrow: (time: string) => `öffnet morgen um ${time} Uhr`,
    opensOnWeekday: (weekday: string, time: string) => `öffnet am ${weekday} um ${time} Uhr`,
    opensOnDate: (date: string, time: string) => `öffnet am ${date}, um ${time} Uhr`,
  },
}

export const orderText = {
  modalTitle: 'Online Bestellen',
  frameTitle: 'Online Bestellen',
  floatingButton: 'Jetzt Bestellen',
  loading: 'Bestellseite wird geladen …',
  newTab: 'Bestellseite in neuem Tab öffnen',
  privacyBefore: 'Die Bestellung läuft über unseren Bestelldienst; es gelten dessen ',
  privacyLink: 'Datenschutzhinweise',
  privacyAfter: '.',
  termsBefore: 'Es gelten unsere ',
  termsLink: 'AGB',
  termsJoiner: ' mit der ',
  withdrawalLink: 'Widerrufsbelehrung',
  termsAfter: '.',
}
