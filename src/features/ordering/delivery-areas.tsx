import type { DeliveryArea } from '@/schemas'
import { useLanguage } from '@/i18n/text-context'
import { usePageText } from '@/i18n/use-page-text'
import { formatEuro } from '@/lib/format-price'

/** Where the restaurant delivers: per place its postal codes, minimum order and fee. */
export function DeliveryAreas({ areas }: { areas: readonly DeliveryArea[] }) {
  const { deliveryText } = usePageText()
  const language = useLanguage()
  const { columns } = deliveryText
  const euro = (cents: number) => formatEuro(cents, language)
  // Tighter on a phone: the three columns fit 288 px (a 320 px screen), the longest place name
  // („Kaiserslautern-“) and the headers' syllables (their soft hyphens) included.
  const cell = 'py-2 pr-2 align-top sm:pr-3'
  /** The last column: no space after it. */
  const lastCell = 'py-2 align-top'
  // Semibold as every other label here: one font strike less in the first layout (ADR 010).
  const columnHeader = `${cell} font-semibold`
  return (
    <table className="w-full border-collapse text-left text-sm hyphens-auto sm:text-base">
      <thead>
        <tr className="border-b border-sand text-muted sm:text-sm">
          <th scope="col" className={columnHeader}>
            {columns.place}
          </th>
          <th scope="col" className={columnHeader}>
            {columns.minimumOrder}
          </th>
          <th scope="col" className={`${lastCell} font-semibold`}>
            {columns.fee}
          </th>
        </tr>
      </thead>
      <tbody>
        {areas.map((area) => (
          <tr key={area.place} className="border-b border-sand last:border-b-0">
            <th scope="row" className={`${cell} font-semibold`}>
              {area.place}
              <span className="block font-normal text-muted sm:text-sm">
                <span className="sr-only">{columns.postalCodes}: </span>
                {area.postalCodes.join(', ')}
              </span>
            </th>
            <td className={cell}>
              {area.minimumOrder > 0 ? euro(area.minimumOrder) : deliveryText.noMinimum}
            </td>
            <td className={lastCell}>
              {area.fee > 0 ? euro(area.fee) : deliveryText.freeFee}
              {area.freeFrom !== undefined && (
                <span className="block text-muted sm:text-sm">
                  {deliveryText.freeFrom(euro(area.freeFrom))}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
