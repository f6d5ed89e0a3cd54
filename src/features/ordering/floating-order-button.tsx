import { useIslandText, useLanguage } from '@/i18n/text-context'
import { href } from '@/lib/routes'
import { OpenerLink } from '@/ui/opener-link'
import { useScrolledPast } from './use-scrolled-past'

/** Threshold from the spec: visible once scrolled beyond 80 % of the window height. */
const SCROLL_FRACTION = 0.8

/**
 * 'Jetzt Bestellen' at the top right, docked in the sticky header's band left of the language link
 * (src/app/layout/site-header.tsx): it covers nothing of the page. Out of the flow, so showing or
 * hiding it never moves anything; `invisible` also takes it out of the tab order. `data-docked`
 * while it shows: the header makes room on a phone. A link to the ordering page, whose announcements
 * and terms a new tab or a click before hydration shows.
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
      data-docked={visible ? '' : undefined}
      className={`absolute inset-y-0 right-full my-auto mr-3 inline-flex h-11 items-center rounded-full bg-chili px-4 text-base font-semibold whitespace-nowrap text-cream hover:bg-chili-dark sm:mr-5 sm:px-6 duration-200 ${
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
