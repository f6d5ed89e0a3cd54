import type { ReactNode, SyntheticEvent } from 'react'
import { useIslandText, useLanguage } from '@/i18n/text-context'
import { type DeliverySummary, deliveryTermsAnchor } from '@/lib/delivery-terms'
import { link } from '@/lib/routes'
import { Dialog } from '@/ui/dialog'
import { OrderFacts, type OrderingFacts } from './order-facts'
import { OrderFrame } from './order-frame'
import { OrderNotices } from './order-notices'

/**
 * The external ordering page in a 95 % × 90 % modal. The iframe exists only while the modal is
 * open, so nothing reaches the ordering service before the visitor asks for it. Beside the frame
 * (under it on a phone, right of it on a desktop) what a guest must see before ordering, short
 * (OrderFacts: with the always visible new-tab link, since ordering services often refuse
 * framing, and „Vertrag widerrufen“), and a disclosure with the notes in full (OrderNotices).
 */
interface OrderModalProps {
  open: boolean
  onClose: () => void
  /** Where focus returns on close (default: what had focus when it opened). */
  opener?: () => Element | null
  ordering: OrderingFacts
  /** The delivery terms in short: the lowest fee and minimum order. */
  delivery: DeliverySummary
  /** The owner's current announcements, shown above the ordering page while open. */
  announcements?: ReactNode
}

export function OrderModal({
  open,
  onClose,
  opener,
  ordering,
  delivery,
  announcements,
}: OrderModalProps) {
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
      {open && announcements}
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        {open && <OrderFrame orderingUrl={ordering.orderingUrl} />}
        {/* On a phone the facts take at most half the modal, the open notes most of it, and
            scroll; the frame keeps the rest. */}
        <div
          data-order-facts=""
          className="flex max-h-[50%] shrink-0 flex-col gap-1 overflow-y-auto border-t border-sand px-5 py-2 text-sm leading-snug text-muted max-lg:has-open:max-h-[75%] lg:max-h-none lg:w-80 lg:border-t-0 lg:border-l lg:py-3 lg:leading-normal"
        >
          <OrderFacts
            ordering={ordering}
            delivery={delivery}
            deliveryTerms={{
              ...link('order-page', language, deliveryTermsAnchor),
              target: '_blank',
            }}
            more={
              // Closed at each opening (a new element); open, a row of its own. Its content exists
              // only while the modal is open.
              <details key={String(open)} onToggle={showOpened} className="open:basis-full">
                <summary className="cursor-pointer py-3 font-semibold text-chili">
                  {text.notes.link}
                </summary>
                <div className="flex flex-col gap-1">
                  {open && <OrderNotices ordering={ordering} />}
                </div>
              </details>
            }
          />
        </div>
      </div>
    </Dialog>
  )
}

/**
 * Scrolls the opened notes into the facts' scrolling box as far as they fit, their summary kept in
 * view: the box scrolls, not the page behind the modal.
 */
function showOpened(event: SyntheticEvent<HTMLDetailsElement>) {
  const details = event.currentTarget
  const box = details.closest<HTMLElement>('[data-order-facts]')
  if (!details.open || !box) return
  const outer = box.getBoundingClientRect()
  const inner = details.getBoundingClientRect()
  const below = inner.bottom - outer.bottom
  if (below > 0) box.scrollTop += Math.min(below, inner.top - outer.top)
}
