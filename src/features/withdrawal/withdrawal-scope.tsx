import type { Restaurant } from '@/schemas'
import { useLanguage } from '@/i18n/text-context'
import { usePageText } from '@/i18n/use-page-text'
import { mailtoHref } from '@/lib/email'
import { legalAnchors } from '@/lib/legal-anchors'
import { displayPhone, telHref } from '@/lib/phone'
import { postalAddressLines } from '@/lib/postal-address'
import { link } from '@/lib/routes'

const linkClasses = 'font-semibold text-chili underline underline-offset-4 hover:text-chili-dark'

/**
 * What a guest can withdraw from (sealed drinks; not freshly prepared food), how the goods come
 * back, a link to the binding Widerrufsbelehrung, and to whom the withdrawal goes, with the other
 * ways of declaring it.
 */
export function WithdrawalScope({ restaurant }: { restaurant: Restaurant }) {
  const { scope, recipient } = usePageText().withdrawalText
  const language = useLanguage()
  const [street, town] = postalAddressLines(restaurant.address)
  return (
    <>
      <h2 className="mt-8 font-display text-2xl font-semibold">{scope.heading}</h2>
      <ul className="mt-2 list-disc space-y-2 pl-5">
        {scope.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-3">
        {scope.fullText}
        <a {...link('agb-page', language, legalAnchors.withdrawal)} className={linkClasses}>
          {scope.fullTextLink}
        </a>
        {scope.fullTextAfter}
      </p>
      <h2 className="mt-8 font-display text-2xl font-semibold">{recipient.heading}</h2>
      <address className="mt-2 not-italic">
        {restaurant.legalName}
        <br />
        {street}
        <br />
        {town}
        <br />
        <a href={telHref(restaurant.phone)} className={linkClasses}>
          {displayPhone(restaurant.phone, language)}
        </a>
        <br />
        <a
          href={mailtoHref(restaurant.email)}
          className={`${linkClasses} [overflow-wrap:anywhere]`}
        >
          {restaurant.email}
        </a>
      </address>
      <p className="mt-3">{recipient.otherWays}</p>
    </>
  )
}
