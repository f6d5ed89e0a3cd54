import type { Restaurant } from '@/schemas'
import { useIslandText, useLanguage } from '@/i18n/text-context'
import { legalAnchor } from '@/lib/legal-anchors'
import { link } from '@/lib/routes'
import { footerLink } from './order-facts'

interface OrderPrivacyNoteProps {
  ordering: Pick<Restaurant, 'orderingPrivacyUrl' | 'orderingServiceRole' | 'orderingProvider'>
}

/**
 * Who runs the ordering service, and whose privacy terms apply to an order, as the Datenschutzerklärung says per the ordering
 * service's role: as processor it works on our behalf and our privacy policy applies (its section
 * on the ordering service); as controller its own privacy notice does. The link opens a new tab,
 * so an order in progress survives.
 */
export function OrderPrivacyNote({ ordering }: OrderPrivacyNoteProps) {
  const role = ordering.orderingServiceRole
  const order = useIslandText().order
  const text = order.privacy[role]
  const { name, address } = ordering.orderingProvider
  const language = useLanguage()
  const target =
    role === 'processor'
      ? link('datenschutz-page', language, legalAnchor('orderingService', language))
      : { href: ordering.orderingPrivacyUrl, rel: 'noopener' }
  return (
    <p>
      {order.provider(name, address)} {text.before}
      <a {...target} target="_blank" className={footerLink}>
        {text.link}
      </a>
      {text.after}
    </p>
  )
}
