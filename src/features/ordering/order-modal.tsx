import type { ReactNode } from 'react'
import type { Restaurant } from '@/content/schema'
import { useIslandText, useLanguage } from '@/i18n/text-context'
import { legalAnchors } from '@/lib/legal-anchors'
import { link } from '@/lib/routes'
import { Dialog } from '@/ui/dialog'
import { OrderFrame } from './order-frame'

const footerLink = 'font-semibold text-chili underline underline-offset-4 hover:text-chili-dark'

/**
 * The external ordering page in a 95 % × 90 % modal. The iframe exists only while the modal is
 * open, so nothing reaches the ordering service before the visitor asks for it. Ordering services
 * often refuse framing, hence the plain new-tab link that is always visible. The footer points out
 * the terms and the right of withdrawal before the order (§ 305 Abs. 2 BGB); they open in a new
 * tab, so the order in progress survives.
 */
interface OrderModalProps {
  open: boolean
  onClose: () => void
  /** Where focus returns on close (default: what had focus when it opened). */
  opener?: () => Element | null
  ordering: Pick<Restaurant, 'orderingUrl' | 'orderingPrivacyUrl'>
  /** The owner's current notices, shown above the ordering page while open. */
  notices?: ReactNode
}

export function OrderModal({ open, onClose, opener, ordering, notices }: OrderModalProps) {
  const text = useIslandText().order
  const language = useLanguage()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      opener={opener}
      title={text.modalTitle}
      className="h-[90dvh] max-h-none w-[95vw] max-w-none"
    >
      {open && notices}
      {open && <OrderFrame orderingUrl={ordering.orderingUrl} />}
      <div className="flex flex-wrap items-center gap-x-6 gap-y-1 border-t border-sand px-5 py-2 text-sm">
        <a
          href={ordering.orderingUrl}
          target="_blank"
          rel="noopener"
          className={`inline-flex min-h-11 items-center ${footerLink}`}
        >
          {text.newTab}
        </a>
        <p className="text-muted">
          {text.privacyBefore}
          <a
            href={ordering.orderingPrivacyUrl}
            target="_blank"
            rel="noopener"
            className={footerLink}
          >
            {text.privacyLink}
          </a>
          {text.privacyAfter}
        </p>
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
      </div>
    </Dialog>
  )
}
