import type { Site } from '@/schemas/site'
import type {
  DeliveryArea,
  Dish,
  MenuCategory,
  OpeningHours,
  OpeningInterval,
  Weekday,
} from '@/schemas'
import type { Language } from '@/schemas/fields'
import { uiTexts } from '@/i18n'
import { href } from '@/lib/routes'
import { formatEuro } from '@/lib/format-price'
import { addDays } from '@/lib/berlin-time'
import { isUnavailable } from '@/lib/unavailable'
import { unitPriceCents } from '@/features/menu/menu-format'
import { shareImagesFor } from './share-images'

/**
 * Structured data for the home page: a schema.org Restaurant built from the site's data, following
 * Google's local-business guide (required: name, address; recommended: geo, menu,
 * openingHoursSpecification, priceRange, servesCuisine, telephone, url, images in 16:9/4:3/1:1).
 * Ratings and reviews are left out on purpose: Google ignores self-served reviews of a business.
 */

const schemaDays: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
}

type JsonLd = Record<string, unknown>

/** The parts of the site's data the structured data describes. */
type JsonLdSite = Pick<Site, 'language' | 'restaurant' | 'hours' | 'menu' | 'home' | 'delivery'>

export function restaurantJsonLd(site: JsonLdSite): JsonLd {
  const { restaurant, language } = site
  // One restaurant in every language: the same @id, each language's page as its url.
  const id = `${restaurant.siteUrl}/#restaurant`
  const home = `${restaurant.siteUrl}${href('home-page', language)}`
  const menuUrl = menuAddress(restaurant.siteUrl, language)
  const { address, geo } = restaurant
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': id,
    name: restaurant.name,
    description: site.home.hero.tagline.text,
    url: home,
    inLanguage: language,
    image: shareImagesFor(language).structuredData.map(
      (image) => `${restaurant.siteUrl}${image.path}`,
    ),
    telephone: restaurant.phone,
    email: restaurant.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude },
    servesCuisine: site.home.cuisines,
    priceRange: priceRange(site.menu, language),
    currenciesAccepted: 'EUR',
    openingHoursSpecification: openingHoursSpecification(site.hours),
    // With a reservation service, its address (schema.org takes a URL as well as yes or no).
    acceptsReservations: restaurant.reservationService?.url ?? restaurant.acceptsReservations,
    // The menu's own page. The prerendered home page's hasMenu is that address too;
    // restaurantJsonLdWithMenu adds the dishes and prices (ADR 011).
    menu: menuUrl,
    hasMenu: menuUrl,
    potentialAction: {
      '@type': 'OrderAction',
      target: {
        '@type': 'EntryPoint',
        // The site's ordering page: the ordering service in a frame, with the terms around it.
        urlTemplate: `${restaurant.siteUrl}${href('order-page', language)}`,
        inLanguage: language,
        actionPlatform: [
          'https://schema.org/DesktopWebPlatform',
          'https://schema.org/MobileWebPlatform',
        ],
      },
    },
  }
}

/**
 * The home page's complete structured data — the Restaurant with its whole menu — is a file the
 * build writes beside the pages (builder/outputs.ts). The prerendered page carries the
 * same Restaurant with `hasMenu` as the menu's URL: repeating 143 dishes and prices there would
 * push the document past the first round trip (ADR 011).
 */
export function fullStructuredDataPath(language: Language): string {
  return `${href('home-page', language)}restaurant.json`
}

/**
 * The Restaurant with its whole menu: each category a MenuSection (its note as description), each
 * dish a MenuItem with an Offer in euros and, where known, the diet it suits. The build writes it
 * to `fullStructuredDataPath`, which the home page swaps in once idle (src/app/runtime/boot.ts).
 */
export function restaurantJsonLdWithMenu(site: JsonLdSite, menuDay: MenuDay): JsonLd {
  const data = restaurantJsonLdWithDelivery(site)
  const url = menuAddress(site.restaurant.siteUrl, site.language)
  return { ...data, hasMenu: menuJsonLd(site.menu, url, site.language, menuDay) }
}

/**
 * The menu as of a day: the build's Berlin date (`today`: a dish off until then is out of stock)
 * and the sections before the menu's own (the Mittagstisch's weeks, lunch-json-ld.ts).
 */
export interface MenuDay {
  today: string
  leading?: readonly JsonLd[]
}

/**
 * The Restaurant with where it delivers (`areaServed`) and at what cost: per area a
 * DeliveryChargeSpecification with its fee, the order value it applies from (the minimum order)
 * and the place. The ordering page carries it; the home page only in its complete data (ADR 011).
 */
export function restaurantJsonLdWithDelivery(site: JsonLdSite): JsonLd {
  const { areas } = site.delivery
  const place = (area: DeliveryArea) => ({
    '@type': 'Place',
    name: area.place,
    address: {
      '@type': 'PostalAddress',
      addressLocality: area.place,
      postalCode: area.postalCodes.join(', '),
      addressCountry: site.restaurant.address.countryCode,
    },
  })
  const euros = (cents: number) => (cents / 100).toFixed(2)
  return {
    ...restaurantJsonLd(site),
    areaServed: areas.map(place),
    makesOffer: {
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: uiTexts[site.language].pageMeta.order.heading },
      priceSpecification: areas.map((area) => ({
        '@type': 'DeliveryChargeSpecification',
        price: euros(area.fee),
        priceCurrency: 'EUR',
        eligibleRegion: place(area),
        eligibleTransactionVolume: {
          '@type': 'PriceSpecification',
          minPrice: euros(area.minimumOrder),
          priceCurrency: 'EUR',
        },
      })),
    },
  }
}

/** The menu's own address: its page, which crawlers read without JavaScript. */
function menuAddress(siteUrl: string, language: Language): string {
  return `${siteUrl}${href('menu-page', language)}`
}

/** The menu page's structured data: the whole menu as a schema.org Menu, at the page's URL. */
export function menuPageJsonLd(
  site: Pick<Site, 'language' | 'restaurant' | 'menu'>,
  menuDay: MenuDay,
): JsonLd {
  const url = menuAddress(site.restaurant.siteUrl, site.language)
  return { '@context': 'https://schema.org', ...menuJsonLd(site.menu, url, site.language, menuDay) }
}

const dietUrls: Record<NonNullable<Dish['diet']>, string> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
}

function menuJsonLd(
  menu: readonly MenuCategory[],
  url: string,
  language: Language,
  { today, leading = [] }: MenuDay,
): JsonLd {
  return {
    '@type': 'Menu',
    url,
    inLanguage: language,
    hasMenuSection: [
      ...leading,
      ...menu.map((category) => ({
        '@type': 'MenuSection',
        name: category.title.text,
        ...(category.note ? { description: category.note.text } : {}),
        hasMenuItem: category.items.map((item) => menuItemJsonLd(item, today)),
      })),
    ],
  }
}

/**
 * A dish as a MenuItem with its Offer; one off for a few days (`unavailableUntil`) is out of stock
 * until the day it returns.
 */
export function menuItemJsonLd(item: Dish, today: string): JsonLd {
  const off = isUnavailable(item.unavailableUntil, today)
  return {
    '@type': 'MenuItem',
    ...(item.number !== undefined ? { identifier: item.number } : {}),
    name: item.name.text,
    ...(item.description ? { description: item.description.text } : {}),
    // A vegan dish suits a vegetarian diet too.
    ...(item.diet === 'vegan'
      ? { suitableForDiet: [dietUrls.vegan, dietUrls.vegetarian] }
      : item.diet
        ? { suitableForDiet: dietUrls[item.diet] }
        : {}),
    offers: {
      '@type': 'Offer',
      price: euros(item.priceCents),
      priceCurrency: 'EUR',
      ...unitPriceSpecification(item),
      ...(off && {
        availability: 'https://schema.org/OutOfStock',
        // Back the day after its last day off.
        availabilityStarts: addDays(item.unavailableUntil!, 1),
      }),
    },
  }
}

/**
 * A drink's price per litre, as the menu shows it beside the price (PAngV § 4): a
 * UnitPriceSpecification whose price is that of one litre (UN/CEFACT unit code LTR).
 */
function unitPriceSpecification({ priceCents, volumeLitres }: Dish): JsonLd {
  const perLitre = volumeLitres === undefined ? undefined : unitPriceCents(priceCents, volumeLitres)
  if (perLitre === undefined) return {}
  return {
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: euros(perLitre),
      priceCurrency: 'EUR',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'LTR' },
    },
  }
}

/** 1490 → "14.90": schema.org prices are plain decimals with a dot. */
export function euros(cents: number): string {
  return (cents / 100).toFixed(2)
}

/**
 * The JSON-LD as the text of a `<script type="application/ld+json">` data block. `<` is escaped so
 * that no menu text can ever close the script element or open a comment.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** One entry per opening interval with the days that share it, then holidays and closures. */
export function openingHoursSpecification(openingHours: OpeningHours): JsonLd[] {
  const byInterval = new Map<string, { interval: OpeningInterval; days: string[] }>()
  for (const [day, intervals] of Object.entries(openingHours.weekly) as [
    Weekday,
    OpeningInterval[],
  ][]) {
    for (const interval of intervals) {
      const key = `${interval.opens}-${interval.closes}`
      const group = byInterval.get(key) ?? { interval, days: [] }
      group.days.push(schemaDays[day])
      byInterval.set(key, group)
    }
  }
  const weekly = [...byInterval.values()].map(({ interval, days }) => hoursEntry(days, interval))
  const holidays = openingHours.publicHolidays.intervals.map((interval) =>
    hoursEntry(['PublicHolidays'], interval),
  )
  // Google's convention for "closed all day" within a date range: opens = closes = 00:00.
  const closures = openingHours.closures.map((closure) => ({
    ...hoursEntry(Object.values(schemaDays), { opens: '00:00', closes: '00:00' }),
    validFrom: closure.from,
    validThrough: closure.to,
  }))
  return [...weekly, ...holidays, ...closures]
}

function hoursEntry(days: string[], interval: OpeningInterval): JsonLd {
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens: interval.opens,
    closes: interval.closes,
  }
}

/** "2,20 € – 25,90 €" (de), "€2.20 – €25.90" (en) from the cheapest and dearest item on the menu. */
function priceRange(menu: readonly MenuCategory[], language: Language): string {
  const prices = menu.flatMap((category) => category.items.map((item) => item.priceCents))
  return `${formatEuro(Math.min(...prices), language)} – ${formatEuro(Math.max(...prices), language)}`
}
