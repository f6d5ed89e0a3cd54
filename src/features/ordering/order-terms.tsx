import type { Restaurant } from '@/schemas'
import { useIslandText, useLanguage } from '@/i18n/text-context'
import { type DeliverySummary, deliveryTermsAnchor } from '@/lib/delivery-terms'
import { legalAnchors } from '@/lib/legal-anchors'
import { link } from '@/lib/routes'
import { withdrawalLink } from '@/lib/withdrawal-link'
import { OrderPrivacyNote } from './order-privacy-note'

const footerLink = 'font-semibold text-chili underline underline-offset-4 hover:text-chili-dark'

/** The facts of ordering the ordering page and the order modal show (the modal's from the island data). */
export type OrderingFacts = Pick<
  Restaurant,
  | 'orderingUrl'
  | 'orderingPrivacyUrl'
  | 'orderingServiceRole'
  | 'orderingProvider'
  | 'paymentMethods'
  | 'withdrawalFunctionUrl'
  | 'reusablePackaging'
>

interface OrderTermsProps {
  ordering: OrderingFacts
  /** The delivery terms in short, with a link to all of them. */
  delivery?: DeliverySummary
  /** Where the link to the delivery terms leads on the same page (the ordering page). */
  deliveryTermsHere?: boolean
}

/**
 * What a guest reads before ordering, under the order modal's frame and above the ordering page's:
 * the ordering page in a new tab (many services refuse framing), our terms with the right of
 * withdrawal (§ 305 Abs. 2 BGB; they open in a new tab, so an order in progress survives), the
 * payment methods (§ 312j Abs. 1 BGB), reusable packaging where owed (§§ 33–34 VerpackG), the withdrawal function (§ 356a BGB) and, on pages in
 * another language, that only the German terms bind; then whose privacy notice applies and the
 * delivery terms in short.
 */
export function OrderTerms({ ordering, delivery, deliveryTermsHere = false }: OrderTermsProps) {
  const text = useIslandText().order
  const language = useLanguage()
  const withdrawal = withdrawalLink(ordering, language)
  return (
    <>
      <a
        href={ordering.orderingUrl}
        target="_blank"
        rel="noopener"
        className={`inline-flex min-h-11 items-center ${footerLink}`}
      >
        {text.newTab}
      </a>
      <p className="text-muted">
        {text.termsBefore}
        <a {...link('agb-page', language)} target="_blank" className={footerLink}>
          {text.termsLink}
        </a>
        {text.termsJoiner}
        <a
          {...link('agb-page', language, legalAnchors.withdrawal)}
          target="_blank"
          className={footerLink}
        >
          {text.withdrawalLink}
        </a>
        {text.termsAfter}
      </p>
      <p className="text-muted">
        {text.paymentMethods(
          ordering.paymentMethods.map((method) => text.paymentMethodNames[method]).join(', '),
        )}
      </p>
      {(ordering.reusablePackaging === 'offered' ||
        ordering.reusablePackaging === 'own-containers') && (
        <p className="text-muted" data-reusable-packaging>
          {text.reusablePackaging[ordering.reusablePackaging]}
        </p>
      )}
      {/* The withdrawal function (§ 356a BGB), beside the terms, never behind JavaScript. */}
      <a
        href={withdrawal.href}
        hrefLang={withdrawal.hrefLang}
        {...(withdrawal.external && { target: '_blank', rel: 'noopener' })}
        className={`inline-flex min-h-11 items-center ${footerLink}`}
      >
        {text.withdrawalFunction}
      </a>
      <div className="text-muted">
        {text.contractNote && <p className="font-semibold text-ink">{text.contractNote.binding}</p>}
        <ul className="list-disc pl-5">
          {text.withdrawalInShort.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <OrderPrivacyNote ordering={ordering} />
      {delivery && (
        <p className="text-muted">
          {text.delivery.summary(delivery.places, delivery.lowestFee, delivery.lowestMinimumOrder)}
          <a
            {...(deliveryTermsHere
              ? { href: `#${deliveryTermsAnchor}` }
              : link('order-page', language, deliveryTermsAnchor))}
            className={footerLink}
          >
            {text.delivery.link}
          </a>
        </p>
      )}
    </>
  )
}
