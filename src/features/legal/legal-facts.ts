import {
  type Language,
  type Restaurant,
  legalFormRules,
  paymentMethods,
  publishingTargets,
  registerType,
  registerTypes,
  restaurantSchema,
} from '@/schemas'
import { uiTexts } from '@/i18n'
import { mailtoHref } from '@/lib/email'
import { listFormat } from '@/lib/locale'
import { type LegalAnchorName, legalAnchor, legalAnchors } from '@/lib/legal-anchors'
import { displayPhone, telHref } from '@/lib/phone'
import { languagesOf, link, routes } from '@/lib/routes'
import { withdrawalLink } from '@/lib/withdrawal-link'

/*
 * The facts a legal document names, as Markdoc variables: `{% $restaurant.address.street %}` is
 * `restaurant` › `address` › `street` below, the fields of content/restaurant.yaml and a few made
 * from them. A new fact is a line here (a new choice of equals() one in legalChoices too). Each
 * name is there whatever the data holds, so that validate() knows it also inside a condition the
 * data leaves out: a fact the data may lack is listed (undefined then), an optional group an object
 * of its facts (undefined then), which presentFacts() makes undefined as the conditions read it.
 */

/** A web or e-mail address shown as itself (legal texts print them): a link's text and href. */
const url = (value: string) => ({ text: value, href: value })
const mail = (value: string) => ({ text: value, href: mailtoHref(value) })

/** The facts of `restaurant` as a legal document in `language` names them. */
export function legalFacts(restaurant: Restaurant, language: Language) {
  const { address, phone, email, siteUrl, legalForm, representatives } = restaurant
  const {
    withdrawalForm: form,
    reservationService: service,
    hostingProvider: host,
    dataProtectionAuthority: dpa,
    commercialRegister: entry,
    marketSurveillanceAuthority: msa,
  } = restaurant
  const { islandText, pageMeta } = uiTexts[language]
  const [one, several] = pageMeta.legal.representatives[legalFormRules[legalForm].representatives]
  const withdrawal = withdrawalLink(restaurant, language)
  const anchor = (name: string) => [name, legalAnchor(name as LegalAnchorName, language)]
  return {
    restaurant: {
      ...restaurant,
      // Who represents the business, once: "Geschäftsführer: Anna Keller und Ravi Mehta".
      representation: {
        role: representatives.length === 1 ? one : several,
        names: listFormat(language).format(representatives),
      },
      // The person responsible for the content (§ 18 Abs. 2 MStV): the first representative.
      responsiblePerson: representatives[0],
      // The country's name in the document's language ("Germany"), from its code.
      address: {
        ...address,
        countryName: new Intl.DisplayNames([language], { type: 'region' }).of(address.countryCode),
      },
      // The number as a reader of the document's language dials it; the link dials it anywhere.
      phone: { text: displayPhone(phone, language), href: telHref(phone) },
      email: mail(email),
      siteUrl: url(siteUrl),
      orderingUrl: { ...url(restaurant.orderingUrl), host: new URL(restaurant.orderingUrl).host },
      orderingPrivacyUrl: url(restaurant.orderingPrivacyUrl),
      // "Barzahlung, Girocard (EC-Karte) und PayPal": the names in the document's language.
      paymentMethods: listFormat(language).format(
        restaurant.paymentMethods.map((method) => islandText.order.paymentMethodNames[method]),
      ),
      hostingProvider: { ...host, url: url(host.url) },
      // One line in the data ("Street 1, 12345 Town"); a line per part, as a letter has it.
      dataProtectionAuthority: { ...dpa, addressLines: dpa.address.split(', '), url: url(dpa.url) },
      // What the data may leave out.
      vatId: restaurant.vatId,
      businessId: restaurant.businessId,
      sendsAdvertisingEmails: restaurant.sendsAdvertisingEmails || undefined,
      withdrawalFunctionUrl:
        restaurant.withdrawalFunctionUrl && url(restaurant.withdrawalFunctionUrl),
      // Where the withdrawal function is (src/lib/withdrawal-link.ts), written out as a whole
      // address: the text is sent by e-mail too.
      withdrawalFunction: url(withdrawal.external ? withdrawal.href : siteUrl + withdrawal.href),
      withdrawalForm: { provider: form?.provider, providerAddress: form?.providerAddress },
      // The accessibility statement's (§ 14 BFSG): the market surveillance authority's address, a
      // line each, and e-mail address as the agency confirmed them; whether the ordering service's
      // provider has confirmed in writing that its pages meet the requirements (true or left out).
      marketSurveillanceAuthority: { addressLines: msa?.address, email: msa && mail(msa.email) },
      accessibleCheckoutConfirmed:
        restaurant.orderingServiceConfirmed?.includes('accessibleCheckout') || undefined,
      reservationService: {
        name: service?.name,
        url: service && url(service.url),
        privacyUrl: service && url(service.privacyUrl),
        role: service?.role,
      },
      // Each payment method the restaurant takes (true or left out): `$restaurant.pays.paypal`.
      pays: Object.fromEntries(
        paymentMethods.map((method) => [
          method,
          restaurant.paymentMethods.includes(method) || undefined,
        ]),
      ),
      commercialRegister: {
        court: entry?.court,
        number: entry?.number,
        type: registerType(entry?.number),
      },
    },
    // The pages of the route table in the document's language (or German), and in each of their
    // languages: `$pages.datenschutz-page.de`, the binding German text.
    pages: Object.fromEntries(
      routes
        .filter((route) => !route.notFound)
        .map((route) => [
          route.page,
          Object.assign(
            link(route.page, language),
            ...languagesOf(route).map((other) => ({
              [other]: { href: route.paths[other], ...(other !== language && { hrefLang: other }) },
            })),
          ),
        ]),
    ),
    // The ids other pages link to (src/lib/legal-anchors.ts): `{% id=$anchors.map %}`.
    anchors: Object.fromEntries(Object.keys(legalAnchors).map(anchor)),
  }
}

/** The facts a condition compares with `equals($fact, "choice")`, with their choices. */
export const legalChoices = {
  restaurant: {
    orderingServiceRole: restaurantSchema.shape.orderingServiceRole.options,
    reservationService: { role: restaurantSchema.shape.orderingServiceRole.options },
    publishing: publishingTargets,
    commercialRegister: { type: registerTypes },
  },
}

/** The facts as the conditions read them: a group without a fact in the data is undefined. */
export function presentFacts(facts: unknown): unknown {
  if (typeof facts !== 'object' || facts === null || Array.isArray(facts)) return facts
  const present = Object.entries(facts).map(([key, value]) => [key, presentFacts(value)])
  return present.some(([, value]) => value !== undefined) ? Object.fromEntries(present) : undefined
}
