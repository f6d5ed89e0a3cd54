import { describe, expect, it } from 'vitest'
import { fictionPhoneNumbers, reservedAddresses, reservedHostReason } from './reserved-contacts.ts'

describe('telephone numbers reserved for fiction', () => {
  it('are found however they are written', () => {
    for (const written of [
      '+49 30 23125 555',
      '030 23125555',
      '(030) 231 25-000',
      '0049 69 90009 999',
      '+49 221 4710 123',
      '089 99998 001',
      '040 66969 777',
      '+49 171 39200 42',
      '0152 28817386',
    ]) {
      expect(fictionPhoneNumbers(`Rufen Sie an: ${written}.`), written).toEqual([written])
    }
  })

  it('leave real numbers, other countries and other digits alone', () => {
    for (const text of [
      '+49 631 3101 234',
      '06301 7190',
      '+1 30 23125 555',
      // Another country's number with the same digits after its code.
      '+41 30 23125 555',
      '0041 30 23125 555',
      'Hauptstraße 55, 67731 Otterbach',
      'ab 12,00 € bis 23125',
    ]) {
      expect(fictionPhoneNumbers(text), text).toEqual([])
    }
  })
})

describe('names reserved for examples', () => {
  it('are the documentation and test names of RFC 2606 and 6761, and bare IP addresses', () => {
    expect(reservedHostReason('www.namaste-otterbach.example')).toBe('.example')
    expect(reservedHostReason('shop.test')).toBe('.test')
    expect(reservedHostReason('example.com')).toBe('example.com')
    expect(reservedHostReason('mail.example.org')).toBe('example.org')
    expect(reservedHostReason('localhost')).toBe('.localhost')
    expect(reservedHostReason('www.maharaja-otterbach.de')).toBeUndefined()
    expect(reservedHostReason('counterexample.com')).toBeUndefined()
  })

  it.each([
    ['a name with the root’s dot', 'shop.test.', '.test'],
    ['an IPv4 address', '192.168.178.20', 'IP-Adresse'],
    ['the loopback address', '127.0.0.1', 'IP-Adresse'],
    ['an IPv6 address', '[2001:db8::1]', 'IP-Adresse'],
    ['a name that begins with an address', '192.168.178.20.nip.io', undefined],
    ['a name that ends with one', 'fritz.box.192.168.178.20', undefined],
    ['a first group of four digits', '1921.168.178.20', undefined],
    ['a later group of four digits', '192.168.1780.20', undefined],
  ])('tell %s: %s', (_, host, reason) => {
    expect(reservedHostReason(host)).toBe(reason)
  })

  it('are found in e-mail and web addresses inside a text', () => {
    expect(
      reservedAddresses(
        'Schreiben Sie an info@x.example oder sehen Sie https://www.example.com/karte?x=1 an, nicht https://www.lfdi.de.',
      ),
    ).toEqual([
      { address: 'info@x.example', reason: '.example' },
      { address: 'https://www.example.com/karte?x=1', reason: 'example.com' },
    ])
  })

  it('read a web address’s host as a browser does, to the end of the text', () => {
    expect(
      reservedAddresses(
        'Intern: http://admin@localhost:8080/kasse oder https://[Adresse folgt] – Shop: https://shop.example',
      ),
    ).toEqual([
      { address: 'http://admin@localhost:8080/kasse', reason: '.localhost' },
      { address: 'https://shop.example', reason: '.example' },
    ])
  })
})
