import { describe, expect, it } from 'vitest'
import type { LunchOffer } from '@/schemas'
import { loadSite } from '@/testing/site'
import { lunchMenuSectionsJsonLd, lunchPageJsonLd, menuDayOf } from './lunch-json-ld'
import { menuPageJsonLd, restaurantJsonLd } from './restaurant-json-ld'

const site = loadSite()
const offers: LunchOffer[] = [
  { name: { text: 'Chana Masala' }, priceCents: 790, diet: 'vegan' },
  { name: { text: 'Lamm-Curry' }, priceCents: 990, unavailableUntil: '2026-12-01' },
]
const lunchSite = {
  ...site,
  hours: { ...site.hours, closures: [] },
  lunch: {
    note: { text: 'Mit Basmatireis' },
    weeks: [
      { from: '2026-11-23', to: '2026-11-29', offers },
      { from: '2026-11-30', to: '2026-12-06', offers },
    ],
  },
}

type Node = Record<string, unknown>

describe('the Mittagstisch’s structured data', () => {
  const [section, ...others] = lunchMenuSectionsJsonLd(lunchSite, '2026-11-30') as Node[]

  it('is a MenuSection per week not ended, with when it is served', () => {
    expect(others).toEqual([])
    expect(section).toMatchObject({
      '@type': 'MenuSection',
      name: 'Mittagstisch 30. November – 6. Dezember',
      description: 'Mit Basmatireis. Mo, Di, Do und Fr 11:00–14:00 Uhr',
    })
  })

  it('offers each dish on each lunch day from opening to closing in Berlin time', () => {
    const [chana, lamb] = section!.hasMenuItem as Node[]
    expect(chana).toMatchObject({ '@type': 'MenuItem', name: 'Chana Masala' })
    const windows = (item: Node) =>
      (item.offers as Node[]).map((offer) => [offer.availabilityStarts, offer.availabilityEnds])
    expect(windows(chana!)).toEqual([
      ['2026-11-30T11:00:00+01:00', '2026-11-30T14:00:00+01:00'],
      ['2026-12-01T11:00:00+01:00', '2026-12-01T14:00:00+01:00'],
      ['2026-12-03T11:00:00+01:00', '2026-12-03T14:00:00+01:00'],
      ['2026-12-04T11:00:00+01:00', '2026-12-04T14:00:00+01:00'],
    ])
    expect((chana!.offers as Node[])[0]).toMatchObject({ price: '7.90', priceCurrency: 'EUR' })
    // Off until Tuesday: offered from Thursday.
    expect(windows(lamb!).map(([start]) => start)).toEqual([
      '2026-12-03T11:00:00+01:00',
      '2026-12-04T11:00:00+01:00',
    ])
  })

  it('is the first section of the menu and the Mittagstisch page’s own Menu', () => {
    const menu = menuPageJsonLd(lunchSite, menuDayOf(lunchSite, new Date('2026-11-30T09:00:00Z')))
    const sections = menu.hasMenuSection as Node[]
    expect(sections[0]).toEqual(section)
    expect(sections).toHaveLength(site.menu.length + 1)
    expect(lunchPageJsonLd(lunchSite, '2026-11-30')).toMatchObject({
      '@type': 'Menu',
      url: `${site.restaurant.siteUrl}/mittagstisch`,
      hasMenuSection: [section],
    })
  })

  it('marks a dish of the menu off until a date as out of stock until it returns', () => {
    const dish = site.menu[0]!.items[0]!
    const menu = [{ ...site.menu[0]!, items: [{ ...dish, unavailableUntil: '2026-12-01' }] }]
    const offer = (today: string) =>
      (
        (menuPageJsonLd({ ...site, menu }, { today }).hasMenuSection as Node[])[0]!
          .hasMenuItem as Node[]
      )[0]!.offers
    expect(offer('2026-12-01')).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
      availabilityStarts: '2026-12-02',
    })
    expect(offer('2026-12-02')).not.toHaveProperty('availability')
  })

  it('names the reservation service’s address where it takes reservations', () => {
    expect(restaurantJsonLd(site).acceptsReservations).toBe(site.restaurant.acceptsReservations)
    const service = {
      name: 'Beispiel Reservierung GmbH',
      url: 'https://reservieren.example/namaste',
      privacyUrl: 'https://reservieren.example/datenschutz',
    }
    const restaurant = { ...site.restaurant, reservationService: service }
    expect(restaurantJsonLd({ ...site, restaurant }).acceptsReservations).toBe(service.url)
  })
})
