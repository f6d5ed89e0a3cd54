import type { deliveryText as de } from '../de/delivery'

/** The delivery terms on the English ordering page and in the English flyer. */
export const deliveryText: typeof de = {
  heading: 'Delivery areas and terms',
  columns: {
    place: 'Town',
    postalCodes: 'ZIP code',
    minimumOrder: 'Minimum order',
    fee: 'Delivery fee',
  },
  noMinimum: 'none',
  freeFee: 'free',
  freeFrom: (amount) => `free from ${amount}`,
  areaTerms: (minimumOrder, fee) => `minimum order ${minimumOrder}, delivery fee ${fee}`,
  pickup: 'You can also pick up your order at the restaurant.',
  noPickup: 'We deliver only; pickup is not available.',
  noDelivery: 'no delivery',
  deliveryHoursHeading: 'Delivery hours',
  duringOpeningHours: 'We deliver during our opening hours.',
  pricesNote: (lowestFee) =>
    `All prices in euros including VAT, plus a delivery fee from ${lowestFee} on deliveries – `,
  pricesNoteLink: 'delivery areas and minimum orders',
  pricesNotePrinted: ': see above',
}
