import { describe, expect, it } from 'vitest'
import { deliveryOverview } from './delivery-terms'

const area = (place: string, fee: number, minimumOrder: number) => ({
  place,
  postalCodes: ['67731'],
  fee,
  minimumOrder,
})

describe('deliveryOverview', () => {
  it('names every place in the owner’s order with the lowest fee and minimum order', () => {
    expect(
      deliveryOverview({ areas: [area('Otterbach', 150, 1500), area('Sambach', 100, 2000)] }),
    ).toEqual({
      places: ['Otterbach', 'Sambach'],
      lowestFeeCents: 100,
      lowestMinimumOrderCents: 1500,
    })
  })
})
