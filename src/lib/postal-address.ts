import type { Restaurant } from '@/schemas'

type PostalAddress = Restaurant['address']

/** The address as a German letter writes it: the street, then postal code and town. */
export function postalAddressLines(address: PostalAddress): [string, string] {
  return [address.street, `${address.postalCode} ${address.locality}`]
}

/** The address on one line: "Marktstraße 1, 67655 Kaiserslautern". */
export function postalAddressLine(address: PostalAddress): string {
  return postalAddressLines(address).join(', ')
}
