/**
 * Telephone numbers and internet names that exist only for examples: a live site must name none
 * of them. Pure; the launch gate (launch-findings.ts) finds them anywhere in the owner's data.
 */

/**
 * The Bundesnetzagentur's numbers for film, radio and television („Drehbuchrufnummern“), never
 * assigned to a subscriber, as national numbers without the leading 0: a block's prefix, or one
 * whole number.
 */
const fictionNumbers: readonly string[] = [
  // Fixed network, each 000–999: Berlin, Frankfurt am Main, Hamburg, Köln, München.
  '3023125',
  '6990009',
  '4066969',
  '2214710',
  '8999998',
  // Mobile blocks (00–99) and single mobile numbers.
  '17139200',
  '17439299',
  '176040690',
  '15228817386',
  '15228895456',
  '15254599371',
  '1729925904',
  '1729968532',
  '1729973185',
  '1729973186',
  '1729980752',
]

/** Phone numbers as people write them: +49 30 23125 555, 030 23125-555, (0 30) 231 25 555. */
const phonePattern = /(?:\+|00)\d[\d ()/.-]{5,}\d|\(?0[\d ()/.-]{6,}\d/g

/**
 * The national number (without 0 or +49) of a number as phonePattern finds it, or undefined for
 * another country's.
 */
function nationalNumber(written: string): string | undefined {
  const digits = written.replace(/\D/g, '')
  // The country code and what follows it, after + or 00; undefined for a national number.
  const international = written.startsWith('+')
    ? digits
    : digits.startsWith('00')
      ? digits.slice(2)
      : undefined
  // 030 23125 555: the trunk 0 before the area code.
  if (international === undefined) return digits.slice(1)
  return international.startsWith('49') ? international.slice(2) : undefined
}

/** The numbers in `text` reserved for fiction, as written there. */
export function fictionPhoneNumbers(text: string): string[] {
  // A match starts with +, 0 or ( and ends with a digit: nothing to trim.
  return Array.from(text.matchAll(phonePattern), ([written]) => written).filter((written) => {
    const national = nationalNumber(written)
    return national !== undefined && fictionNumbers.some((prefix) => national.startsWith(prefix))
  })
}

/**
 * Names reserved for documentation and tests (RFC 2606, RFC 6761): a host ending in one of these
 * never belongs to anyone.
 */
const reservedSuffixes = ['example', 'test', 'invalid', 'localhost', 'local']
const reservedDomains = ['example.com', 'example.net', 'example.org']

/** Why `host` is not a real address, or undefined if it may be one. */
export function reservedHostReason(host: string): string | undefined {
  const name = host.toLowerCase().replace(/\.$/, '')
  const suffix = reservedSuffixes.find((end) => name === end || name.endsWith(`.${end}`))
  if (suffix) return `.${suffix}`
  const domain = reservedDomains.find((end) => name === end || name.endsWith(`.${end}`))
  if (domain) return domain
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(name) || name.startsWith('[')) return 'IP-Adresse'
  return undefined
}

const emailPattern = /[\w.+-]+@([\w-]+(?:\.[\w-]+)+)/g
/** A web address, up to the space, quote or angle bracket that ends it. */
const urlPattern = /\bhttps?:\/\/[^\s"'<>]+/g

/** The e-mail addresses and web addresses in `text` on a reserved name, each with the reason. */
export function reservedAddresses(text: string): { address: string; reason: string }[] {
  const found: { address: string; reason: string }[] = []
  for (const [address, host] of text.matchAll(emailPattern)) {
    const reason = reservedHostReason(host!)
    if (reason) found.push({ address, reason })
  }
  for (const [address] of text.matchAll(urlPattern)) {
    // Its host as a browser reads it: without a user (name@) or port (:8080).
    const reason = URL.canParse(address) && reservedHostReason(new URL(address).hostname)
    if (reason) found.push({ address, reason })
  }
  return found
}
