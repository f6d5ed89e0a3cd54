import type { ReactNode } from 'react'
import { useIslandText } from '@/i18n/text-context'
import type { DeliverySummary } from '@/lib/delivery-terms'
import { Dialog } from '@/ui/dialog'
import { OrderFrame } from './order-frame'
import { type OrderingFacts, OrderTerms } from './order-terms'

/**
 * The external ordering page in a 95 % × 90 % modal. The iframe exists only while the modal is
 * open, so nothing reaches the ordering service before the visitor asks for it. Ordering services
 * often refuse framing, hence the plain new-tab link that is always visible. The footer points out
 * the terms before the order (OrderTerms), and the delivery terms in short.
 */
interface OrderModalProps {
  open: boolean
  onClose: () => void
  /** Where focus returns on close (default: what had focus when it opened). */
  opener?: () => Element | null
  ordering: OrderingFacts
  /** The delivery terms in short: places, lowest fee and minimum order. */
  delivery?: DeliverySummary
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
  return (
    <Dialog
      open={open}
      onClose={onClose}
      opener={opener}
      title={text.modalTitle}
      className="h-[90dvh] max-h-none w-[95vw] max-w-none"
    >
      {open && announcements}
      {open && <OrderFrame orderingUrl={ordering.orderingUrl} />}
      {/* On a phone the announcements take at most a third of the modal and scroll; the frame keeps
          the rest. The terms come first, so they show unscrolled. */}
      <div className="flex max-h-[33%] shrink-0 flex-wrap items-center gap-x-6 gap-y-1 overflow-y-auto border-t border-sand px-5 py-2 text-sm leading-snug sm:max-h-none sm:leading-normal">
        <OrderTerms ordering={ordering} delivery={delivery} />
      </div>
    </Dialog>
  )
}
