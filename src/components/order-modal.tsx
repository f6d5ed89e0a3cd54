import { legalAnchors } from '@/content/legal/anchors'
import type { Announcement, Restaurant } from '@/content/schema'
import { AnnouncementList } from './announcement-list'
import { useBerlinToday } from '@/lib/use-berlin-today'
import { link } from '@/routes'
import { useIslandText, useLanguage } from '@/islands/island-context'
import { closeDialog, openerOf } from '@/islands/dialog-store'
import { useDialogOpen } from '@/islands/use-dialog-open'
import { Dialog } from './dialog'
import { OrderFrame } from './order-frame'

const orderOpener = () => openerOf('order-modal')

const footerLink = 'font-semibold text-chili underline underline-offset-4 hover:text-chili-dark'

/**
 * The external ordering page in a 95 % × 90 % modal. The iframe exists only while the modal is
 * open, so nothing reaches the ordering service before the visitor asks for it. Ordering services
 * often refuse framing, hence the plain new-tab link that is always visible. The footer points out
 * the terms and the right of withdrawal before the order (§ 305 Abs. 2 BGB); they open in a new
 * tab, so the order in progress survives.
 */
interface OrderModalProps {
  ordering: Pick<Restaurant, 'orderingUrl' | 'orderingPrivacyUrl'>
  /** The owner's dated notices: the current ones show above the ordering page. */
  announcements?: readonly Announcement[]
}

export function OrderModal({ ordering, announcements = [] }: OrderModalProps) {
  const open = useDialogOpen('order-modal')
  const onClose = () => closeDialog('order-modal')
  const today = useBerlinToday(open && announcements.length > 0)
  const text = useIslandText().order
  const language = useLanguage()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      opener={orderOpener}
      title={text.modalTitle}
      className="h-[90dvh] max-h-none w-[95vw] max-w-none"
    >
      {open && today && (
        <AnnouncementList
          announcements={announcements}
          today={today}
          className="flex flex-col gap-2 border-b border-sand px-5 py-3"
        />
      )}
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
