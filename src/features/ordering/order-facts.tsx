import type { ReactNode } from 'react'
import type { Restaurant } from '@/schemas'
import { useIslandText, useLanguage } from '@/i18n/text-context'
import type { DeliverySummary } from '@/lib/delivery-terms'
import { legalAnchors } from '@/lib/legal-anchors'
import { link } from '@/lib/routes'
import { withdrawalLink } from '@/lib/withdrawal-link'

export const footerLink =
  'font-semibold text-chili underline underline-offset-4 hover:text-chili-dark'
/** A link standing alone: a 44 px touch target. */
const targetLink = `inline-flex min-h-11 items-center ${footerLink}`

/** The facts of ordering the ordering page and the order modal show (the modal's from the island data). */
export type OrderingFacts = Pick<
  Restaurant,
  | 'legalName'
  | 'orderingUrl'
  | 'orderingPrivacyUrl'
  | 'orderingServiceRole'
  | 'orderingProvider'
  | 'paymentMethods'
  | 'withdrawalFunctionUrl'
  | 'reusablePackaging'
>

interface OrderFactsProps {
  ordering: OrderingFacts
  /** The delivery terms in short. */
  delivery: DeliverySummary
  /** Where the link to the delivery areas leads: the ordering page's section, or that page. */
  deliveryTerms: { href: string; hrefLang?: string; target?: '_blank' }
  /** The way to the notes in full (OrderNotices), beside „Vertrag widerrufen“. */
  more: ReactNode
}

/**
 * What a guest must see before ordering, short, beside the ordering frame: that we deliver only
 * to our areas, with the lowest minimum order and fee (§ 312j Abs. 1 BGB: delivery restrictions),
 * the payment methods (ibid.), reusable packaging where owed (§§ 33–34 VerpackG: visible), whom the
 * contract is with under our terms with the right of withdrawal (§ 305 Abs. 2 BGB; they open in a
 * new tab, so an order in progress survives); on pages in another language, that only the German
 * terms bind; the withdrawal function (§ 356a BGB: never behind a disclosure or JavaScript), the
 * way to the notes in full (`more`) and the ordering page in a new tab (many services refuse
 * framing). One row of those three where they fit, two on a phone.
 */
export function OrderFacts({ ordering, delivery, deliveryTerms, more }: OrderFactsProps) {
  const text = useIslandText().order
  const language = useLanguage()
  const withdrawal = withdrawalLink(ordering, language)
  return (
    <>
      <p>
        {text.delivery.before}
        <a {...deliveryTerms} className={footerLink}>
          {text.delivery.link}
        </a>
        {text.delivery.after(delivery.lowestMinimumOrder, delivery.lowestFee)}
      </p>
      <p>
        {text.paymentMethods(
          ordering.paymentMethods.map((method) => text.paymentMethodNames[method]).join(', '),
        )}
      </p>
      {(ordering.reusablePackaging === 'offered' ||
        ordering.reusablePackaging === 'own-containers') && (
        <p data-reusable-packaging>{text.reusablePackaging[ordering.reusablePackaging]}</p>
      )}
      <p>
        {text.termsBefore(ordering.legalName)}
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
      {text.contractNote && <p className="font-semibold text-ink">{text.contractNote.binding}</p>}
      <div className="flex flex-wrap items-start gap-x-5">
        <a
          href={withdrawal.href}
          hrefLang={withdrawal.hrefLang}
          {...(withdrawal.external && { target: '_blank', rel: 'noopener' })}
          className={targetLink}
        >
          {text.withdrawalFunction}
        </a>
        {more}
        <a href={ordering.orderingUrl} target="_blank" rel="noopener" className={targetLink}>
          {text.newTab}
        </a>
      </div>
    </>
  )
}
