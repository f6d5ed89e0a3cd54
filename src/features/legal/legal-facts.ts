import {
  type Language,
  type Restaurant,
  publishingTargets,
  registerTypes,
  restaurantSchema,
} from '@/schemas'
import { mailtoHref } from '@/lib/email'
import { type LegalAnchorName, legalAnchor, legalAnchors } from '@/lib/legal-anchors'
import { displayPhone, telHref } from '@/lib/phone'
import { languagesOf, link, routes } from '@/lib/routes'
import type { LegalLink } from './legal-document'

/**
 * What a legal document may name with a placeholder (legal-markdown.ts), by name. The set of names
 * is the same for every restaurant, so that a misspelt name fails the build even inside a
 * condition the data leaves out; a value is undefined where the data has none (an optional field
 * left empty), and naming it outside a condition on it fails.
 */
export type Facts = Readonly<Record<string, Fact>>

export type Fact =
  /** {{name}}: the text. */
  | { kind: 'text'; value: string | undefined }
  /** {{name}}: its text; <{{name}}>: the link (a phone number, an e-mail address, a URL). */
  | { kind: 'link'; value: LegalLink | undefined }
  /** {{name}}: its parts, one line each (a block of lines). */
  | { kind: 'lines'; value: readonly string[] | undefined }
  /** A page of the site: {{name}} is its address, for a link's target. */
  | { kind: 'page'; value: { href: string; hrefLang?: Language } }
  /** For conditions only: {{#if name}}, and {{#if name = a or b}} with one of the choices. */
  | { kind: 'choice'; value: string | undefined; choices: readonly string[] }
  /** For conditions only: whether the data has the entry. */
  | { kind: 'entry'; value: true | undefined }

const text = (value: string | undefined): Fact => ({ kind: 'text', value })

/** A URL, shown as itself: legal texts print web addresses. */
const url = (value: string): Fact => ({ kind: 'link', value: { text: value, href: value } })

/** The register type, the prefix of the number: "HRB 12345" → "HRB". */
function registerType(number: string): string {
  return number.split(' ')[0] ?? ''
}

/**
 * The facts of `restaurant` as a legal document in `language` names them: `restaurant.` and the
 * path of the field in content/restaurant.yaml (the types keep each one in step with the schema),
 * a few derived from a field (`….host`, `….addressLines`, `….type`, `….countryName`), the site's
 * pages (`pages.<page>` in the document's language or the German page, `pages.<page>.<language>`
 * in that language, from the route table) and the anchors other pages link to (`anchors.<name>`).
 */
export function legalFacts(restaurant: Restaurant, language: Language): Facts {
  const { address, hostingProvider, supervisoryAuthority, dataProtectionAuthority } = restaurant
  const register = restaurant.commercialRegister
  return {
    'restaurant.name': text(restaurant.name),
    'restaurant.legalName': text(restaurant.legalName),
    'restaurant.owner': text(restaurant.owner),
    'restaurant.address.street': text(address.street),
    'restaurant.address.postalCode': text(address.postalCode),
    'restaurant.address.locality': text(address.locality),
    'restaurant.address.region': text(address.region),
    'restaurant.address.country': text(address.country),
    // The country's name in the document's language ("Germany"), from its code.
    'restaurant.address.countryName': text(
      new Intl.DisplayNames([language], { type: 'region' }).of(address.countryCode),
    ),
    // The number as a reader of the document's language dials it; the link dials it anywhere.
    'restaurant.phone': {
      kind: 'link',
      value: { text: displayPhone(restaurant.phone, language), href: telHref(restaurant.phone) },
    },
    'restaurant.email': {
      kind: 'link',
      value: { text: restaurant.email, href: mailtoHref(restaurant.email) },
    },
    'restaurant.siteUrl': url(restaurant.siteUrl),
    'restaurant.orderingUrl': url(restaurant.orderingUrl),
    'restaurant.orderingUrl.host': text(new URL(restaurant.orderingUrl).host),
    'restaurant.orderingPrivacyUrl': url(restaurant.orderingPrivacyUrl),
    'restaurant.orderingServiceRole': {
      kind: 'choice',
      value: restaurant.orderingServiceRole,
      choices: restaurantSchema.shape.orderingServiceRole.options,
    },
    'restaurant.publishing': {
      kind: 'choice',
      value: restaurant.publishing,
      choices: publishingTargets,
    },
    'restaurant.hostingProvider.name': text(hostingProvider.name),
    'restaurant.hostingProvider.address': text(hostingProvider.address),
    'restaurant.hostingProvider.url': url(hostingProvider.url),
    'restaurant.supervisoryAuthority.name': text(supervisoryAuthority.name),
    'restaurant.supervisoryAuthority.address': text(supervisoryAuthority.address),
    'restaurant.dataProtectionAuthority.name': text(dataProtectionAuthority.name),
    'restaurant.dataProtectionAuthority.address': text(dataProtectionAuthority.address),
    // One line in the data ("Street 1, 12345 Town"); a line per part, as a letter has it.
    'restaurant.dataProtectionAuthority.addressLines': {
      kind: 'lines',
      value: dataProtectionAuthority.address.split(', '),
    },
    'restaurant.dataProtectionAuthority.url': url(dataProtectionAuthority.url),
    'restaurant.vatId': text(restaurant.vatId),
    'restaurant.businessId': text(restaurant.businessId),
    'restaurant.commercialRegister': { kind: 'entry', value: register && true },
    'restaurant.commercialRegister.court': text(register?.court),
    'restaurant.commercialRegister.number': text(register?.number),
    'restaurant.commercialRegister.type': {
      kind: 'choice',
      value: register && registerType(register.number),
      choices: registerTypes,
    },
    ...Object.fromEntries(
      routes
        .filter((route) => !route.notFound)
        .map((route) => [
          `pages.${route.page}`,
          { kind: 'page', value: link(route.page, language) } satisfies Fact,
        ]),
    ),
    // The same page in one of its languages (`pages.datenschutz-page.de`): the English text names
    // the German one, which is binding.
    ...Object.fromEntries(
      routes
        .filter((route) => !route.notFound)
        .flatMap((route) =>
          languagesOf(route).map((pageLanguage) => [
            `pages.${route.page}.${pageLanguage}`,
            {
              kind: 'page',
              value: {
                href: route.paths[pageLanguage]!,
                ...(pageLanguage !== language && { hrefLang: pageLanguage }),
              },
            } satisfies Fact,
          ]),
        ),
    ),
    ...Object.fromEntries(
      (Object.keys(legalAnchors) as LegalAnchorName[]).map((name) => [
        `anchors.${name}`,
        text(legalAnchor(name, language)),
      ]),
    ),
  }
}
