import type { ReactNode } from 'react'
import type { Delivery } from '@/schemas'
import { usePageText } from '@/i18n/use-page-text'
import { DeliveryAreas } from './delivery-areas'
import { DeliveryAreasLines } from './delivery-areas-line'

interface DeliveryTermsProps {
  delivery: Delivery
  /** The delivery hours' table, where they differ from the opening hours. */
  deliveryHours?: ReactNode
  /** The heading's level and id: the ordering page's section, or a box in the flyer. */
  heading: { id?: string; level: 'h2' | 'h3'; className: string }
  /**
   * In as little room as print allows: the areas a line each, the rest in one paragraph, the
   * delivery hours left to a table beside it (the flyer's header).
   */
  compact?: boolean
}

/** The delivery terms in full: areas, minimum orders and fees, delivery hours, pickup, a note. */
export function DeliveryTerms({
  delivery,
  deliveryHours,
  heading,
  compact = false,
}: DeliveryTermsProps) {
  const { deliveryText } = usePageText()
  const Heading = heading.level
  const pickup = delivery.pickup ? deliveryText.pickup : deliveryText.noPickup
  if (compact) {
    return (
      <>
        <Heading id={heading.id} className={heading.className}>
          {deliveryText.heading}
        </Heading>
        <DeliveryAreasLines areas={delivery.areas} />
        <p>
          {!delivery.deliveryHours && `${deliveryText.duringOpeningHours} `}
          {pickup} {delivery.note && <span lang={delivery.note.lang}>{delivery.note.text}</span>}
        </p>
      </>
    )
  }
  return (
    <>
      <Heading id={heading.id} className={heading.className}>
        {deliveryText.heading}
      </Heading>
      <div className="mt-3">
        <DeliveryAreas areas={delivery.areas} />
      </div>
      {delivery.note && (
        <p lang={delivery.note.lang} className="mt-3">
          {delivery.note.text}
        </p>
      )}
      <p className="mt-3">{pickup}</p>
      {deliveryHours ?? <p className="mt-3">{deliveryText.duringOpeningHours}</p>}
    </>
  )
}
