// Relative imports: the build's Vite config loads this module (builder/vite/island-data-plugin.ts),
// and Vite bundles its config without the `@/` alias.
import type { Site } from '@/schemas/site.ts'
import { notEnded } from '../../../features/announcements/announcements.ts'
import { berlinMoment } from '../../../lib/berlin-time.ts'
import { deliverySummary } from '../../../lib/delivery-terms.ts'
import { postalAddressLine } from '../../../lib/postal-address.ts'

/**
 * The owner's data the islands need in the browser, taken from the loaded site of one language.
 * The build compiles it into one module per language (`virtual:island-context/<language>` of
 * builder/vite/island-data-plugin.ts, with that language's island texts) instead of writing it into
 * every page's HTML as props: the home page's HTML must fit the first round trip (ADR 018, 019).
 * Announcements that ended before the build's day (Berlin) are left out: they can never show again.
 */
export function islandData(site: Site, builtAt: Date) {
  const buildDate = berlinMoment(builtAt).date
  const { restaurant } = site
  return {
    hours: site.hours,
    ordering: {
      // Whom the contract is with (src/features/ordering/order-facts.tsx).
      legalName: restaurant.legalName,
      orderingUrl: restaurant.orderingUrl,
      orderingPrivacyUrl: restaurant.orderingPrivacyUrl,
      // Whose privacy terms the order modal names (src/features/ordering/order-privacy-note.tsx).
      orderingServiceRole: restaurant.orderingServiceRole,
      orderingProvider: restaurant.orderingProvider,
      paymentMethods: restaurant.paymentMethods,
      withdrawalFunctionUrl: restaurant.withdrawalFunctionUrl,
      reusablePackaging: restaurant.reusablePackaging,
    },
    /** The delivery terms in short, for the order modal, formatted in the page's language. */
    delivery: deliverySummary(site.delivery, site.language),
    mapPlace: {
      label: `${restaurant.name}, ${postalAddressLine(restaurant.address)}`,
      geo: restaurant.geo,
      mapBoundingBox: restaurant.mapBoundingBox,
    },
    announcements: notEnded(site.announcements, buildDate),
    // The menu's dishes; the Mittagstisch's week leads the list but is not counted (ADR 034).
    dishCount: site.menu.reduce((sum, category) => sum + category.items.length, 0),
  }
}

export type IslandData = ReturnType<typeof islandData>
export type IslandDataName = keyof IslandData
