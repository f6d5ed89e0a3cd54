import { useIslandText, useLanguage } from '@/i18n/text-context'
import { href } from '@/lib/routes'
import { buttonClasses } from '@/ui/button-classes'
import { OpenerLink } from '@/ui/opener-link'
import { useScrolledPast } from './use-scrolled-past'

/** Threshold from the spec: visible once scrolled beyond 80 % of the window height. */
const SCROLL_FRACTION = 0.8

/**
 * 'Jetzt Bestellen' pinned top right, under the sticky header. Fixed positioning, so showing or
 * hiding it never moves the page; `invisible` also takes it out of the tab order. A link to the
 * ordering page, whose announcements and terms a new tab or a click before hydration shows.
 */
export function FloatingOrderButton({
  orderOpen,
}: {
  /** Whether the order modal is open: the button steps aside while it is. */
  orderOpen: boolean
}) {
  const scrolledPast = useScrolledPast(SCROLL_FRACTION)
  const visible = scrolledPast && !orderOpen
  const text = useIslandText().order
  const language = useLanguage()
  return (
    <OpenerLink
      href={href('order-page', language)}
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
