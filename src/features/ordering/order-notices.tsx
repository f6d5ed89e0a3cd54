import { useIslandText } from '@/i18n/text-context'
import type { OrderingFacts } from './order-facts'
import { OrderPrivacyNote } from './order-privacy-note'

/** The fragment of the ordering page's notes below the frame (`/bestellen#hinweise`). */
export const orderNotesAnchor = 'hinweise'

/**
 * The notes a tap away from the ordering frame (OrderFacts stands beside it): the right of
 * withdrawal in short, as the AGB's Widerrufsbelehrung states it (14 days to declare, 14 more to
 * return; none for freshly prepared food), and who runs the ordering service and whose privacy
 * terms apply.
 */
export function OrderNotices({ ordering }: { ordering: OrderingFacts }) {
  const text = useIslandText().order
  return (
    <>
      <ul className="list-disc pl-5">
        {text.withdrawalInShort.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <OrderPrivacyNote ordering={ordering} />
    </>
  )
}
