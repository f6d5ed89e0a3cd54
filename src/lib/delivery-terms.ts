import type { Delivery } from '@/schemas'
import type { Language } from '@/schemas/fields'
import { formatEuro } from './format-price.ts'
import { listFormat } from './locale.ts'

/**
 * What the compact mentions of the delivery terms say (the order modal, the menu's price note):
 * the lowest fee and minimum order of any area, and the places, in the owner's order.
 */
export function deliveryOverview(delivery: Pick<Delivery, 'areas'>) {
  const { areas } = delivery
  return {
    places: areas.map((area) => area.place),
    lowestFeeCents: Math.min(...areas.map((area) => area.fee)),
    lowestMinimumOrderCents: Math.min(...areas.map((area) => area.minimumOrder)),
  }
}

/** The fragment of the ordering page's delivery terms (`/bestellen#liefergebiete`). */
export const deliveryTermsAnchor = 'liefergebiete'

/**
 * The delivery terms in short, in words of `language`: the places („Otterbach, Sambach und
 * Katzweiler“), the lowest fee and the lowest minimum order („1,50 €“). Formatted at build time:
 * the order modal's island carries the strings, not the formatters (ADR 008).
 */
export function deliverySummary(delivery: Pick<Delivery, 'areas'>, language: Language) {
  const overview = deliveryOverview(delivery)
  return {
    places: listFormat(language).format(overview.places),
    lowestFee: formatEuro(overview.lowestFeeCents, language),
    lowestMinimumOrder: formatEuro(overview.lowestMinimumOrderCents, language),
  }
}

export type DeliverySummary = ReturnType<typeof deliverySummary>
