import type { AllergenGroup, MenuTag, PaymentMethod } from '@/schemas'
import { allergenGroupNames } from './menu'

/*
 * Every text an island shows. The browser loads one language's copy with the islands
 * (`virtual:island-context/<language>`, builder/vite/island-data-plugin.ts), so a page's JavaScript
 * carries these texts and no others.
 */

/**
 * Anchor targets on the home page: the sections, and the prerendered menu (`/#speisekarte` opens
 * the menu dialog, or shows the menu in the page without JavaScript).
 */
const sectionIds = {
  specialties: 'spezialitaeten',
  about: 'ueber-uns',
  visit: 'besuchen',
  menu: 'speisekarte',
}

/** The owner's dated announcements (content/announcements.yaml) on the home page and in the order modal. */
const announcementsText = {
  label: 'Aktuelle Hinweise',
}

const orderText = {
  modalTitle: 'Online Bestellen',
  frameTitle: 'Online Bestellen',
  floatingButton: 'Jetzt Bestellen',
  loading: 'Bestellseite wird geladen …',
  newTab: 'Bestellseite in neuem Tab öffnen',
  /**
   * Whose privacy terms apply, per the ordering service's role (`orderingServiceRole` in
   * content/restaurant.yaml), as the Datenschutzerklärung says: as processor, ours (its section on
   * the ordering service); as controller, the service's own.
   */
  /** Who runs the ordering service (Art. 13 Abs. 1 lit. e DSGVO), before whose terms apply. */
  provider: (name: string, address: string) => `Anbieter des Bestellservice: ${name}, ${address}.`,
  privacy: {
    processor: {
      before:
        'Der Bestelldienst speichert Warenkorb und Sitzung in seinem Fenster und verarbeitet Ihre Bestellung in unserem Auftrag; verantwortlich sind wir, mehr in unserer ',
      link: 'Datenschutzerklärung',
      after: '.',
    },
    controller: {
      before:
        'Der Bestelldienst speichert Warenkorb und Sitzung in seinem Fenster und verarbeitet Ihre Bestellung in eigener Verantwortung; es gelten seine ',
      link: 'Datenschutzhinweise',
      after: '.',
    },
  },
  /**
   * Whom the contract is with (the AGB: „Vertragspartner … sind allein wir“) and our terms with
   * the right of withdrawal, in one sentence beside the ordering frame.
   */
  termsBefore: (seller: string) => `Ihr Vertragspartner ist ${seller}; es gelten unsere `,
  termsLink: 'AGB',
  termsJoiner: ' mit der ',
  withdrawalLink: 'Widerrufsbelehrung',
  termsAfter: '.',
  /**
   * The withdrawal function's link (§ 356a BGB: labelled „Vertrag widerrufen“ or as unambiguous),
   * beside the terms here and in every page's footer.
   */
  withdrawalFunction: 'Vertrag widerrufen',
  /**
   * Reusable packaging (§§ 33–34 VerpackG, `reusablePackaging` in content/restaurant.yaml): the
   * notice where the law owes one, none where no single-use plastic packaging is used.
   */
  reusablePackaging: {
    offered:
      'Speisen und Getränke zum Mitnehmen bekommen Sie auf Wunsch auch in Mehrwegverpackungen, nicht teurer als in Einwegverpackungen (zuzüglich Pfand für die Mehrwegverpackung, falls erhoben). Sagen Sie es uns bei der Bestellung.',
    'own-containers':
      'Bei Abholung füllen wir Ihnen Speisen und Getränke gern in Ihre eigenen, mitgebrachten sauberen Behälter ab.',
  },
  /** The payment methods (content/restaurant.yaml), named before the order starts (§ 312j BGB). */
  paymentMethods: (names: string) => `Bezahlen können Sie mit: ${names}.`,
  paymentMethodNames: {
    cash: 'Barzahlung',
    girocard: 'Girocard (EC-Karte)',
    creditCard: 'Kreditkarte',
    paypal: 'PayPal',
    applePay: 'Apple Pay',
    googlePay: 'Google Pay',
    klarna: 'Klarna',
  } satisfies Record<PaymentMethod, string>,
  /**
   * The delivery terms in one line (content/delivery.yaml): that we deliver only to our areas (a
   * link to them and their terms), the lowest minimum order and the lowest fee of any area.
   */
  delivery: {
    before: 'Lieferung in unsere ',
    link: 'Liefergebiete',
    after: (minimum: string, fee: string) =>
      `: Mindestbestellwert ab ${minimum}, Liefergebühr ab ${fee}.`,
  },
  /**
   * The notes a tap away from the ordering frame: the right of withdrawal in short and whose
   * privacy terms apply (the ordering page's section below the frame, the order modal's disclosure).
   */
  notes: {
    heading: 'Widerruf und Datenschutz',
    link: 'Alle Hinweise',
  },
  /**
   * The right of withdrawal in short, beside the terms on the ordering page and in the order
   * modal, as the AGB's Widerrufsbelehrung states it: 14 days to declare, 14 more to return.
   */
  withdrawalInShort: [
    'Frisch zubereitete Speisen können Sie nicht zurückgeben: Für sie gibt es kein Widerrufsrecht.',
    'Verschlossene Getränke können Sie binnen 14 Tagen nach Erhalt widerrufen, solange sie ungeöffnet sind, und dann binnen weiterer 14 Tage zurückgeben.',
  ] as readonly string[],
  /** For readers of a translation: only the German terms bind. None on the German pages. */
  contractNote: null as { binding: string } | null,
}

const hoursText = {
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

/** The map box (an island): before the visitor asks for the map, nothing is sent to OpenStreetMap. */
const mapText = {
  title: (place: string) => `Karte: ${place}`,
  preview: {
    label: 'Kartenvorschau',
    noticeBefore:
      'Die Karte kommt von OpenStreetMap: Erst beim Laden wird Ihre IP-Adresse an die OpenStreetMap Foundation übertragen, mehr in unserer ',
    privacyLink: 'Datenschutzerklärung',
    noticeAfter: '.',
    loadButton: 'Karte laden',
    openOnOsm: 'Karte auf OpenStreetMap ansehen',
  },
}

/** Texts of the dialog's interactive parts (hydrated, so these ship to the client). */
const menuDialogText = {
  title: 'Unsere Speisekarte',
  searchLabel: 'Speisekarte durchsuchen',
  searchPlaceholder: 'Suchen, z. B. Hähnchen, Paneer …',
  filtersLabel: 'Nur anzeigen',
  filters: { vegetarian: 'Vegetarisch', vegan: 'Vegan', spicy: 'Scharf' } satisfies Record<
    MenuTag,
    string
  >,
  resultCount: (shown: number, total: number) =>
    shown === total
      ? `Alle ${total} Gerichte und Getränke`
      : shown === 0
        ? 'Keine Treffer'
        : `${shown} von ${total} Gerichten und Getränken`,
  /** Hides dishes that declare an allergen; short names, the legend has the full ones. */
  allergenFilter: {
    summary: (excluded: number) =>
      excluded === 0 ? 'Allergene ausschließen' : `Allergene ausschließen (${excluded})`,
    label: 'Ausblenden, was enthält:',
    names: {
      ...allergenGroupNames,
      A: 'Gluten',
      G: 'Milch',
      L: 'Sulfite',
    } satisfies Record<AllergenGroup, string>,
    note: 'Nach unseren Allergenangaben. Spuren können wir nicht ausschließen; bei Allergien fragen Sie uns bitte.',
  },
  emptyHeading: 'Leider nichts gefunden.',
  emptyHint: 'Versuchen Sie einen anderen Suchbegriff oder schalten Sie einen Filter aus.',
  reset: 'Alle Gerichte zeigen',
}

export const islandText = {
  close: 'Schließen',
  anchors: sectionIds,
  announcements: announcementsText,
  order: orderText,
  hours: hoursText,
  map: mapText,
  menuDialog: menuDialogText,
}
