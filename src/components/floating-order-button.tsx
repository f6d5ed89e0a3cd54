import { useIslandText } from '@/islands/island-context'
import { useDialogOpen } from '@/islands/use-dialog-open'
import { useScrolledPast } from '@/lib/use-scrolled-past'
import { buttonClasses } from './button-classes'
import { OpenerLink } from './opener-link'

/** Threshold from the spec: visible once scrolled beyond 80 % of the window height. */
const SCROLL_FRACTION = 0.8

/**
 * 'Jetzt Bestellen' pinned top right, under the sticky header. Fixed positioning, so showing or
 * hiding it never moves the page; `invisible` also takes it out of the tab order.
 */
export function FloatingOrderButton({ orderingUrl }: { orderingUrl: string }) {
  const scrolledPast = useScrolledPast(SCROLL_FRACTION)
  const orderOpen = useDialogOpen('order-modal')
  const visible = scrolledPast && !orderOpen
  const text = useIslandText().order
  return (
    <OpenerLink
      href={orderingUrl}
      dialog="order-modal"
      className={`${buttonClasses.primaryLook} fixed top-20 right-4 z-20 duration-200 ${
        visible
          ? // Visible at once, so that focus can return to it when the order modal closes.
            'visible transition-[color,background-color,opacity,translate] opacity-100'
          : // Hidden only once faded out.
            'invisible -translate-y-2 transition-[color,background-color,opacity,translate,visibility] opacity-0'
      }`}
    >
      {text.floatingButton}
    </OpenerLink>
  )
}
