import type { islandText as de } from '@/i18n/de/island-text'

/*
 * Every text an island shows. The browser loads one language's copy with the islands
 * (`virtual:island-context/<language>`, builder/vite/island-data-plugin.ts), so a page's JavaScript
 * carries these texts and no others.
 */

/**
 * Anchor targets on the home page: the sections, and the prerendered menu (`/en/#menu` opens the
 * menu dialog, or shows the menu in the page without JavaScript).
 */
const sectionIds: typeof de.anchors = {
  specialties: 'specialties',
  about: 'about',
  visit: 'visit',
  menu: 'menu',
}

/** The owner's dated announcements (content/announcements.yaml) on the home page and in the order modal. */
const announcementsText: typeof de.announcements = {
  label: 'Announcements',
}

/**
 * The order modal. Its sentences are composed around the links: "… we are responsible for your
 * data, as our privacy policy explains." (or, where the ordering service is a controller, "… its
 * privacy notice applies.") and "Your contract is with …; our terms and conditions (in German)
 * apply, including the right of withdrawal." (both on the German terms page).
 */
const orderText: typeof de.order = {
  modalTitle: 'Order online',
  frameTitle: 'Online ordering',
  floatingButton: 'Order now',
  loading: 'Loading the ordering page…',
  newTab: 'Open the ordering page in a new tab',
  provider: (name, address) => `The ordering service is provided by ${name}, ${address}.`,
  privacy: {
    processor: {
      before:
        'The ordering service keeps your cart and session in its window and handles your order on our behalf; we are responsible for your data, as our ',
      link: 'privacy policy',
      after: ' explains.',
    },
    controller: {
      before:
        'The ordering service keeps your cart and session in its window and handles your order under its own responsibility; its ',
      link: 'privacy notice',
      after: ' applies.',
    },
  },
  termsBefore: (seller) => `Your contract is with ${seller}; our `,
  termsLink: 'terms and conditions (in German)',
  termsJoiner: ' apply, including the ',
  withdrawalLink: 'right of withdrawal',
  termsAfter: '.',
  withdrawalFunction: 'Withdraw from a contract',
  reusablePackaging: {
    offered:
      'Takeaway food and drinks also come in reusable packaging on request, at no higher price than in single-use packaging (plus a deposit on the reusable container, if charged). Just tell us when you order.',
    'own-containers':
      'When you pick up your order, we’re happy to fill your food and drinks into clean containers you bring yourself.',
  },
  paymentMethods: (names) => `You can pay by: ${names}.`,
  paymentMethodNames: {
    cash: 'cash',
    girocard: 'girocard (German debit card)',
    creditCard: 'credit card',
    paypal: 'PayPal',
    applePay: 'Apple Pay',
    googlePay: 'Google Pay',
    klarna: 'Klarna',
  },
  delivery: {
    before: 'Delivery within our ',
    link: 'delivery areas',
    after: (minimum, fee) => `: minimum order from ${minimum}, delivery fee from ${fee}.`,
  },
  notes: {
    heading: 'Withdrawal and privacy',
    link: 'All notes',
  },
  withdrawalInShort: [
    'Freshly prepared food cannot be returned: there is no right of withdrawal for it.',
    'You can withdraw from sealed drinks within 14 days of receiving them, as long as they are unopened, and then return them within a further 14 days.',
  ],
  contractNote: {
    binding: 'The contract language is German; only the German terms and conditions are binding.',
  },
}

/**
 * The hours card. The live status reads "Open now · closes at 22:00" or "Closed · opens tomorrow
 * at 11:00" (src/features/hours/opening-status-text.ts); times use the 24-hour clock without a suffix.
 */
const hoursText: typeof de.hours = {
  heading: 'Hours',
  days: { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' },
  // Alone as a row label and in "Sun & Holidays" (src/features/hours/hours-table.ts).
  holidays: 'Holidays',
  intervalJoiner: 'and',
  clockSuffix: '',
  closuresLabel: 'Notice',
  status: {
    open: 'Open now',
    closed: 'Closed',
    restDay: 'Closed today',
    closure: 'Closed for vacation',
    until: (time) => `closes at ${time}`,
    opensToday: (time) => `opens today at ${time}`,
    opensTomorrow: (time) => `opens tomorrow at ${time}`,
    opensOnWeekday: (weekday, time) => `opens on ${weekday} at ${time}`,
    opensOnDate: (date, time) => `opens on ${date}, at ${time}`,
  },
}

/** The map box (an island): before the visitor asks for the map, nothing is sent to OpenStreetMap. */
const mapText: typeof de.map = {
  title: (place) => `Map: ${place}`,
  preview: {
    label: 'Map preview',
    noticeBefore:
      'The map comes from OpenStreetMap: only when you load it is your IP address sent to the OpenStreetMap Foundation. More in our ',
    privacyLink: 'privacy policy',
    noticeAfter: '.',
    loadButton: 'Load map',
    openOnOsm: 'View the map on OpenStreetMap',
  },
}

/** Texts of the dialog's interactive parts (hydrated, so these ship to the client). */
const menuDialogText: typeof de.menuDialog = {
  title: 'Our menu',
  searchLabel: 'Search the menu',
  searchPlaceholder: 'Search, e.g. chicken, paneer…',
  filtersLabel: 'Show only',
  filters: { vegetarian: 'Vegetarian', vegan: 'Vegan', spicy: 'Spicy' },
  resultCount: (shown, total) =>
    shown === total
      ? `All ${total} dishes and drinks`
      : shown === 0
        ? 'No matches'
        : `${shown} of ${total} dishes and drinks`,
  /**
   * Hides dishes that declare an allergen; short names, the legend has the full ones. All 14 are
   * spelled out (not spread from the legend's names, as in German): as button labels they are
   * capitalized, which the legend's lowercase names are not.
   */
  allergenFilter: {
    summary: (excluded) =>
      excluded === 0 ? 'Exclude allergens' : `Exclude allergens (${excluded})`,
    label: 'Hide dishes containing:',
    names: {
      A: 'Gluten',
      B: 'Crustaceans',
      C: 'Eggs',
      D: 'Fish',
      E: 'Peanuts',
      F: 'Soy',
      G: 'Milk',
      H: 'Tree nuts',
      I: 'Celery',
      J: 'Mustard',
      K: 'Sesame',
      L: 'Sulfites',
      M: 'Lupin',
      N: 'Mollusks',
    },
    note: 'Based on our allergen information. We can’t rule out traces; if you have allergies, please ask us.',
  },
  emptyHeading: 'Sorry, nothing found.',
  emptyHint: 'Try a different search term or turn off a filter.',
  reset: 'Show all dishes',
}

export const islandText: typeof de = {
  close: 'Close',
  anchors: sectionIds,
  announcements: announcementsText,
  order: orderText,
  hours: hoursText,
  map: mapText,
  menuDialog: menuDialogText,
}
