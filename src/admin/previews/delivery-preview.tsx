import type { Delivery } from '@/schemas'
import { WeekHours } from '@/features/hours/week-hours'
import { DeliveryTerms } from '@/features/ordering/delivery-terms'
import { usePageText } from '@/i18n/use-page-text'
import { type PreviewProps, ValidatedPreview } from './validated-preview'

/** The delivery terms as the ordering page shows them, with their delivery hours. */
export function DeliveryPreview({ entry }: PreviewProps) {
  return (
    <ValidatedPreview file="delivery" entry={entry}>
      {(delivery) => (
        <div className="mx-auto max-w-xl">
          <Terms delivery={delivery} />
        </div>
      )}
    </ValidatedPreview>
  )
}

function Terms({ delivery }: { delivery: Delivery }) {
  const { deliveryText } = usePageText()
  return (
    <DeliveryTerms
      delivery={delivery}
      heading={{ level: 'h2', className: 'font-display text-2xl font-semibold' }}
      deliveryHours={
        delivery.deliveryHours && (
          <WeekHours
            heading={deliveryText.deliveryHoursHeading}
            weekly={delivery.deliveryHours}
            closedLabel={{ text: deliveryText.noDelivery }}
          />
        )
      }
    />
  )
}
