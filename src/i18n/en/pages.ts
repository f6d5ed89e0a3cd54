import { postalAddressLine } from '@/lib/postal-address'
import type * as De from '@/i18n/de/pages'

/**
 * Per-page titles and descriptions for search engines and browser tabs. The table tent, the
 * Impressum and the AGB exist in German only; their English titles are here for completeness.
 */
export const pageHeadText: typeof De.pageHeadText = (restaurant) => {
  const { name } = restaurant
  const town = restaurant.address.locality
  return {
    'home-page': {
      title: `${name} – Indian Restaurant in ${town}`,
      description: `Authentic Indian food in ${town}: tandoori, curries, biryani, pizza and more. Menu, hours and online ordering.`,
    },
    'menu-page': {
      title: `Menu – ${name}`,
      description: `The full menu of ${name}: tandoori, curries, biryani, vegetarian and vegan dishes, pizza and drinks – with prices, allergens and additives.`,
    },
    'lunch-page': {
      title: `Lunch menu – ${name}`,
      description: `The weekday lunch menu of ${name} in ${town}: Indian dishes that change every week, at lunch prices – with days, hours, prices and allergens.`,
    },
    'order-page': {
      title: `Order online – ${name}`,
      description: `Order online from ${name}: delivery to ${town} and the towns around it, or pickup. Delivery areas, minimum order and delivery fees.`,
    },
    'table-tent-page': {
      title: `Table tent: menu & online ordering – ${name}`,
      description: `An A6 table tent with two QR codes: to the menu and to online ordering at ${name}.`,
    },
    'impressum-page': {
      title: `Legal notice – ${name}`,
      description: `Legal notice (Impressum) of ${name}, ${postalAddressLine(restaurant.address)}: provider, contact and persons responsible.`,
    },
    'datenschutz-page': {
      title: `Privacy policy – ${name}`,
      description: `How ${name} handles personal data on this website and for online orders, translated from our German privacy policy.`,
    },
    'agb-page': {
      title: `Terms and conditions – ${name}`,
      description: `The terms and conditions of ${name} for orders and deliveries.`,
    },
    'withdrawal-page': {
      title: `Withdraw from a contract – ${name}`,
      description: `Withdraw from an order placed with ${name}: what you can withdraw from, to whom, and the form that declares your withdrawal at once.`,
    },
    'accessibility-page': {
      title: `Accessibility statement – ${name}`,
      description: `How accessible the website and online ordering of ${name} are, how to report a barrier, and which authority oversees accessibility, translated from our German statement.`,
    },
    'not-found-page': {
      title: `Page not found – ${name}`,
      description: 'This page doesn’t exist.',
    },
  }
}

/**
 * Headings, link texts and captions of the pages. The Impressum and the AGB are German only: their
 * link texts say so. The privacy policy has an English translation (/en/privacy).
 */
export const pageMeta: typeof De.pageMeta = {
  menu: {
    heading: 'Menu',
    contactHeading: 'Contact',
    menuHeading: 'All dishes and drinks',
    orderQrCaption: 'Order online: scan the QR code',
    pricesAsOf: (date) => `Prices as of ${date}`,
    /** The printed flyer's page footer: "Page 1 of 4", in the file of that name beside the page. */
    printPage: 'Page',
    printPageOf: 'of',
    printStylesheet: 'print.css',
    /** The line under the name on the page's share image (og-menu.png). */
    shareImageLine: 'Menu with prices & allergens',
    share: {
      button: 'Share link',
      copied: 'Link copied – you can paste it now.',
      failed: 'Copying isn’t possible here. Please copy the address from the address bar.',
    },
  },
  order: {
    heading: 'Order online',
  },
  tableTent: {
    heading: 'Menu & online ordering',
    menuCaption: 'Menu',
    orderCaption: 'Order online',
    printedMenuNote: 'Ask our staff for the printed menu with prices, allergens and additives.',
    printHint:
      'This page prints an A6 card (portrait), e.g. for a table tent. With “Pages per sheet: 4”, four cards fit on one A4 sheet.',
  },
  impressum: {
    navLabel: 'Legal notice (in German)',
    heading: 'Legal notice',
  },
  datenschutz: {
    navLabel: 'Privacy policy',
    heading: 'Privacy policy',
  },
  agb: {
    navLabel: 'Terms and conditions (in German)',
    heading: 'Terms and conditions',
  },
  accessibility: {
    navLabel: 'Accessibility',
    heading: 'Accessibility statement',
  },
  legal: {
    updated: 'Last updated',
    tableOfContents: 'Contents',
    representatives: {
      owner: ['Owner', 'Owners'],
      partners: ['Partner with power of representation', 'Partners with power of representation'],
      managingDirectors: ['Managing director', 'Managing directors'],
    },
  },
}
