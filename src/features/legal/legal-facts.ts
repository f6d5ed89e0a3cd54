import {
  type Language,
  type Restaurant,
  publishingTargets,
  registerTypes,
  restaurantSchema,
} from '@/schemas'
import { uiTexts } from '@/i18n'
import { mailtoHref } from '@/lib/email'
import { type LegalAnchorName, legalAnchor, legalAnchors } from '@/lib/legal-anchors'
import { displayPhone, telHref } from '@/lib/phone'
import { languagesOf, link, routes } from '@/lib/routes'
import type { LegalLink } from './legal-document'

/**
 * What a legal document may name as a Markdoc variable (`{% $restaurant.legalName %}`, the syntax:
 * legal-markdoc.ts), by name. The set of names is the same for every restaurant, so that a misspelt
 * name fails the build even inside a condition the data leaves out; a value is undefined where the
 * data has none (an optional field left empty), and naming it outside a condition on it fails.
 */
export type Facts = Readonly<Record<string, Fact>>

export type Fact = FactOfKind & {
  /**
   * Whether the data may leave it out (an optional field or a part of one): then it stands only
   * inside a condition on it or on the entry it is part of, whatever today's data holds.
   */
  optional?: true
}

type FactOfKind =
  /** {% $name %}: the text. */
  | { kind: 'text'; value: string | undefined }
  /** {% $name %}: its text; {% link $name /%}: the link (a phone number, an e-mail address, a URL). */
  | { kind: 'link'; value: LegalLink | undefined }
  /** {% $name %}: its parts, one line each (in a block of lines). */
  | { kind: 'lines'; value: readonly string[] | undefined }
  /** A page of the site, the target of {% link $name %}text{% /link %}. */
  | { kind: 'page'; value: { href: string; hrefLang?: Language } }
  /** An id other pages link to: a heading's {% id=$name %}, the target of {% link $name %}. */
  | { kind: 'anchor'; value: string }
  /** For conditions only: {% if equals($name, "a") %} with one of the choices. */
  | { kind: 'choice'; value: string | undefined; choices: readonly string[] }
  /** For conditions only: {% if $name %}, whether the data has the entry. */
  | { kind: 'entry'; value: true | undefined }

const text = (value: string | undefined): Fact => ({ kind: 'text', value })

/** A fact of an optional field: named only inside a condition on it. */
const optional = (fact: Fact): Fact => ({ ...fact, optional: true })

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
 * in that language, from the route table) and the ids other pages link to (`anchors.<name>`).
 */
export function legalFacts(restaurant: Restaurant, language: Language): Facts {
  const { address, hostingProvider, supervisoryAuthority, dataProtectionAuthority } = restaurant
  const register = restaurant.commercialRegister
  const { withdrawalForm, reservationService } = restaurant
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
    'restaurant.orderingProvider.name': text(restaurant.orderingProvider.name),
    'restaurant.orderingProvider.address': text(restaurant.orderingProvider.address),
    // "Barzahlung, Girocard (EC-Karte) und PayPal": the names in the document's language.
    'restaurant.paymentMethods': text(
      new Intl.ListFormat(language, { type: 'conjunction' }).format(
        restaurant.paymentMethods.map(
          (method) => uiTexts[language].islandText.order.paymentMethodNames[method],
        ),
      ),
    ),
    'restaurant.withdrawalFunctionUrl': optional(
      restaurant.withdrawalFunctionUrl
        ? url(restaurant.withdrawalFunctionUrl)
        : { kind: 'link', value: undefined },
    ),
    'restaurant.withdrawalForm': optional({ kind: 'entry', value: withdrawalForm && true }),
    'restaurant.withdrawalForm.provider': optional(text(withdrawalForm?.provider)),
    'restaurant.withdrawalForm.providerAddress': optional(text(withdrawalForm?.providerAddress)),
    'restaurant.reservationService': optional({
      kind: 'entry',
      value: reservationService && true,
    }),
    'restaurant.reservationService.name': optional(text(reservationService?.name)),
    'restaurant.reservationService.url': optional(
      reservationService ? url(reservationService.url) : { kind: 'link', value: undefined },
    ),
    'restaurant.reservationService.privacyUrl': optional(
      reservationService ? url(reservationService.privacyUrl) : { kind: 'link', value: undefined },
    ),
    'restaurant.sendsAdvertisingEmails': optional({
      kind: 'entry',
      value: restaurant.sendsAdvertisingEmails ? true : undefined,
    }),
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
    'restaurant.vatId': optional(text(restaurant.vatId)),
    'restaurant.businessId': optional(text(restaurant.businessId)),
    'restaurant.commercialRegister': optional({ kind: 'entry', value: register && true }),
    'restaurant.commercialRegister.court': optional(text(register?.court)),
    'restaurant.commercialRegister.number': optional(text(register?.number)),
    'restaurant.commercialRegister.type': optional({
      kind: 'choice',
      value: register && registerType(register.number),
      choices: registerTypes,
    }),
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
        { kind: 'anchor', value: legalAnchor(name, language) } satisfies Fact,
      ]),
    ),
  }
}
