import { describe, expect, it } from 'vitest'
import { postalAddressLine, postalAddressLines } from './postal-address'

const address = {
  street: 'Marktstraße 3',
  postalCode: '67655',
  locality: 'Kaiserslautern',
  region: 'Rheinland-Pfalz',
  country: 'Deutschland',
  countryCode: 'DE',
}

describe('postal address', () => {
  it('writes the street, then postal code and town', () => {
    expect(postalAddressLines(address)).toEqual(['Marktstraße 3', '67655 Kaiserslautern'])
    expect(postalAddressLine(address)).toBe('Marktstraße 3, 67655 Kaiserslautern')
  })
})
