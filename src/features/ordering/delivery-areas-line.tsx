import type { DeliveryArea } from '@/schemas'
import { useLanguage } from '@/i18n/text-context'
import { usePageText } from '@/i18n/use-page-text'
import { formatEuro } from '@/lib/format-price'

/**
 * The delivery areas in as little room as print allows (the flyer's header): one line per place,
 * „Otterbach (67731): Mindestbestellwert 12,00 €, Liefergebühr 1,50 €, ab 25,00 € kostenlos“.
 */
export function DeliveryAreasLines({ areas }: { areas: readonly DeliveryArea[] }) {
  const { deliveryText } = usePageText()
  const language = useLanguage()
  const euro = (cents: number) => formatEuro(cents, language)
  return (
    <ul className="columns-2 gap-4">
      {areas.map((area) => (
        <li key={area.place} className="break-inside-avoid">
          <span className="font-semibold">{area.place}</span> ({area.postalCodes.join(', ')}):{' '}
          {deliveryText.areaTerms(
            area.minimumOrder > 0 ? euro(area.minimumOrder) : deliveryText.noMinimum,
            area.fee > 0 ? euro(area.fee) : deliveryText.freeFee,
          )}
          {area.freeFrom !== undefined && `, ${deliveryText.freeFrom(euro(area.freeFrom))}`}
        </li>
      ))}
    </ul>
  )
}
