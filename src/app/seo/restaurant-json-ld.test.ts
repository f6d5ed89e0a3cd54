import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  openingHoursSpecification,
  restaurantJsonLd,
  restaurantJsonLdWithDelivery,
  restaurantJsonLdWithMenu,
  serializeJsonLd,
} from './restaurant-json-ld'
import { loadSite } from '@/testing/site'

const site = loadSite()
const { hours: openingHours, menu, restaurant } = site

type Node = Record<string, unknown>

// What a crawler sees: the serialized block parsed back.
const data = JSON.parse(serializeJsonLd(restaurantJsonLd(site))) as Node
const absoluteHttps = /^https:\/\/[^\s/]+\.[^\s]+$/

function hours(): Node[] {
  return data.openingHoursSpecification as Node[]
}

function daysOpen(day: string): string[] {
  return hours()
    .filter((entry) => (entry.dayOfWeek as string[]).includes(day) && !entry.validFrom)
    .map((entry) => `${entry.opens}–${entry.closes}`)
    .sort()
}

// Google Search Central, "Local business (LocalBusiness) structured data": required properties.
describe('Google local business: required properties', () => {
  it('is a Restaurant (a LocalBusiness subtype) in the schema.org context', () => {
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('Restaurant')
  })

  it('has the name', () => {
    expect(data.name).toBe(restaurant.name)
  })

  it('has a complete PostalAddress', () => {
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Hauptstraße 55',
      addressLocality: 'Otterbach',
      addressRegion: restaurant.address.region,
      postalCode: '67731',
      addressCountry: 'DE',
    })
  })
})

// The same guide's recommended properties (aggregateRating, review and department excepted: the
// restaurant has no departments, and Google disregards reviews a business publishes of itself).
describe('Google local business: recommended properties', () => {
  it('has geo coordinates at the restaurant', () => {
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 49.487, longitude: 7.748 })
  })

  it('has the menu URL and the absolute url of the location', () => {
    expect(data.url).toBe(`${restaurant.siteUrl}/`)
    expect(data.menu).toMatch(absoluteHttps)
    expect(data.hasMenu).toMatch(absoluteHttps)
    expect(data.url).toMatch(absoluteHttps)
  })

  it('has a telephone number with country and area code', () => {
    expect(data.telephone).toBe(restaurant.phone)
    expect(data.telephone).toMatch(/^\+49 \d/)
  })

  it('has a priceRange spanning the menu, under 100 characters', () => {
    const prices = menu.flatMap((category) => category.items.map((item) => item.priceCents))
    const range = data.priceRange as string
    expect(range.length).toBeLessThan(100)
    const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',')
    expect(range).toContain(euros(Math.min(...prices)))
    expect(range).toContain(euros(Math.max(...prices)))
  })

  it('serves the cuisines the owner names (home.yaml)', () => {
    const cuisines = ['Indian', 'Nepalese']
    const changed = restaurantJsonLd({ ...site, home: { ...site.home, cuisines } })
    expect(changed.servesCuisine).toEqual(cuisines)
    expect(data.servesCuisine).toEqual(site.home.cuisines)
  })

  it('has images in 16:9, 4:3 and 1:1 of at least 50,000 pixels, all in public/', async () => {
    const images = data.image as string[]
    const ratios: string[] = []
    for (const image of images) {
      expect(image.startsWith(`${restaurant.siteUrl}/`)).toBe(true)
      const file = join('public', image.slice(restaurant.siteUrl.length))
      expect(existsSync(file), file).toBe(true)
      const { width = 0, height = 0 } = await sharp(file).metadata()
      expect(width * height).toBeGreaterThanOrEqual(50_000)
      ratios.push((width / height).toFixed(3))
    }
    expect(ratios).toEqual([(16 / 9).toFixed(3), (4 / 3).toFixed(3), '1.000'])
  })

  it('has openingHoursSpecification matching the weekly schedule', () => {
    for (const entry of hours()) {
      expect(entry['@type']).toBe('OpeningHoursSpecification')
      expect(entry.opens).toMatch(/^\d\d:\d\d$/)
      expect(entry.closes).toMatch(/^\d\d:\d\d$/)
    }
    expect(daysOpen('Monday')).toEqual(['11:00–14:00', '17:00–22:00'])
    expect(daysOpen('Tuesday')).toEqual(['11:00–14:00', '17:00–22:00'])
    expect(daysOpen('Wednesday')).toEqual([])
    expect(daysOpen('Thursday')).toEqual(['11:00–14:00', '17:00–22:00'])
    expect(daysOpen('Friday')).toEqual(['11:00–14:00', '17:00–22:00'])
    expect(daysOpen('Saturday')).toEqual(['17:00–22:30'])
    expect(daysOpen('Sunday')).toEqual(['12:00–22:00'])
  })

  it('includes the public-holiday hours as a PublicHolidays entry', () => {
    expect(daysOpen('PublicHolidays')).toEqual(
      openingHours.publicHolidays.intervals.map((i) => `${i.opens}–${i.closes}`),
    )
    expect(daysOpen('PublicHolidays')).toEqual(['12:00–22:00'])
  })

  it('leaves out ratings and reviews', () => {
    expect(data).not.toHaveProperty('aggregateRating')
    expect(data).not.toHaveProperty('review')
  })
})

describe('restaurant facts beyond Google’s list', () => {
  it('has the e-mail, reservations and the ordering action', () => {
    expect(data.email).toBe(restaurant.email)
    expect(data.acceptsReservations).toBe(restaurant.acceptsReservations)
    const action = data.potentialAction as Node
    expect(action['@type']).toBe('OrderAction')
    // The site's ordering page, where the terms are read before ordering.
    expect((action.target as Node).urlTemplate).toBe(`${restaurant.siteUrl}/bestellen`)
  })

  it('points menu and hasMenu at the menu page, which crawlers read without JavaScript', () => {
    expect(data.menu).toBe(`${restaurant.siteUrl}/speisekarte`)
    expect(data.hasMenu).toBe(data.menu)
  })

  it('marks dated closures as closed all day from the first to the last date', () => {
    const closed = openingHoursSpecification({
      ...openingHours,
      closures: [
        { from: '2026-07-20', to: '2026-08-02', announcement: { text: 'Betriebsurlaub' } },
      ],
    }).at(-1)
    expect(closed).toMatchObject({
      opens: '00:00',
      closes: '00:00',
      validFrom: '2026-07-20',
      validThrough: '2026-08-02',
    })
    expect(closed?.dayOfWeek).toHaveLength(7)
  })
})

describe('serializeJsonLd', () => {
  it('escapes < so the data block cannot close its script element', () => {
    const text = serializeJsonLd({ name: '</script><!-- x' })
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual({ name: '</script><!-- x' })
  })
})

describe('restaurantJsonLdWithMenu: the whole menu as structured data', () => {
  const full = JSON.parse(
    serializeJsonLd(restaurantJsonLdWithMenu(site, { today: '2026-11-28' })),
  ) as Node
  const hasMenu = full.hasMenu as Node
  const sections = hasMenu.hasMenuSection as Node[]
  const items = sections.flatMap((section) => section.hasMenuItem as Node[])
  const item = (name: string) => items.find((entry) => entry.name === name)

  it('is the same Restaurant, with hasMenu a Menu at the menu’s URL', () => {
    const { areaServed, makesOffer, ...restaurantFacts } = { ...full, hasMenu: undefined } as Node
    expect(restaurantFacts).toEqual({ ...data, hasMenu: undefined })
    expect(hasMenu).toMatchObject({ '@type': 'Menu', url: data.menu, inLanguage: 'de' })
    expect([areaServed, makesOffer]).not.toContain(undefined)
  })

  it('names the delivery areas, and per area a DeliveryChargeSpecification with fee and minimum', () => {
    const delivery = restaurantJsonLdWithDelivery(site)
    const areas = site.delivery.areas
    expect((delivery.areaServed as Node[]).map((place) => place.name)).toEqual(
      areas.map((area) => area.place),
    )
    const charges = (delivery.makesOffer as Node).priceSpecification as Node[]
    expect(charges).toHaveLength(areas.length)
    expect(charges[0]).toMatchObject({
      '@type': 'DeliveryChargeSpecification',
      price: (areas[0]!.fee / 100).toFixed(2),
      priceCurrency: 'EUR',
      eligibleRegion: { '@type': 'Place', name: areas[0]!.place },
      eligibleTransactionVolume: { minPrice: (areas[0]!.minimumOrder / 100).toFixed(2) },
    })
  })

  it('has one MenuSection per category, in order, with the category’s note', () => {
    expect(sections.map((section) => section.name)).toEqual(
      menu.map((category) => category.title.text),
    )
    expect(sections.every((section) => section['@type'] === 'MenuSection')).toBe(true)
    const biryani = menu.find((category) => category.title.text === 'Biryani')
    expect(sections.find((section) => section.name === 'Biryani')?.description).toBe(
      biryani?.note?.text,
    )
  })

  it('has every dish as a MenuItem with an Offer in euros', () => {
    const dishes = menu.flatMap((category) => category.items)
    expect(items).toHaveLength(dishes.length)
    expect(items.map((entry) => entry.identifier)).toEqual(dishes.map((dish) => dish.number))
    for (const entry of items) {
      expect(entry['@type']).toBe('MenuItem')
      expect(entry.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' })
      expect((entry.offers as Node).price).toMatch(/^\d+\.\d{2}$/)
    }
    expect(item('Butter Chicken')).toMatchObject({ offers: { price: '14.90' } })
    expect(item('Pizza Margherita')).toMatchObject({ offers: { price: '8.90' } })
  })

  it('gives a drink that is not exactly one litre its price per litre, as the menu shows it', () => {
    const pils = item('Pils')
    expect(pils?.offers).toEqual({
      '@type': 'Offer',
      price: '3.20',
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: '9.70',
        priceCurrency: 'EUR',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'LTR' },
      },
    })
    const dishes = menu.flatMap((category) => category.items)
    for (const dish of dishes) {
      const offers = item(dish.name.text)?.offers as Node
      const perLitre = dish.volumeLitres !== undefined && dish.volumeLitres !== 1
      expect(Object.hasOwn(offers, 'priceSpecification'), dish.name.text).toBe(perLitre)
    }
    const wine = dishes.find((dish) => dish.volumeLitres === 0.7 && dish.priceCents === 2190)
    expect(item(wine!.name.text)).toMatchObject({
      offers: { priceSpecification: { price: '31.29', referenceQuantity: { value: 1 } } },
    })
  })

  it('names the diet a dish suits where the menu knows it', () => {
    const dishes = menu.flatMap((category) => category.items)
    const vegan = dishes.find((dish) => dish.diet === 'vegan')
    const vegetarian = dishes.find((dish) => dish.diet === 'vegetarian')
    const meat = dishes.find((dish) => dish.name.text === 'Butter Chicken')
    expect(item(vegan!.name.text)?.suitableForDiet).toEqual([
      'https://schema.org/VeganDiet',
      'https://schema.org/VegetarianDiet',
    ])
    expect(item(vegetarian!.name.text)?.suitableForDiet).toBe('https://schema.org/VegetarianDiet')
    expect(item(meat!.name.text)).not.toHaveProperty('suitableForDiet')
  })
})
