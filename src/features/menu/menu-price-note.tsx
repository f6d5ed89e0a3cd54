import type { Delivery } from '@/schemas'
import { useLanguage } from '@/i18n/text-context'
import { usePageText } from '@/i18n/use-page-text'
import { deliveryOverview, deliveryTermsAnchor } from '@/lib/delivery-terms'
import { formatEuro } from '@/lib/format-price'
import { href } from '@/lib/routes'

/**
 * Above the menu: prices in euros with VAT, and on delivery the lowest fee with a link to the
 * areas and minimum orders on the ordering page (§ 6 Abs. 2 PAngV). Printed, the flyer's header
 * lists them, and the note points there. The link stays inline in its sentence, so the note
 * keeps its line height; its vertical padding, which takes no room in the line, makes it a 44 px
 * target as every control of the menu dialog is.
 */
export function MenuPriceNote({ delivery }: { delivery: Pick<Delivery, 'areas'> }) {
  const { deliveryText } = usePageText()
  const language = useLanguage()
  const { lowestFeeCents } = deliveryOverview(delivery)
  return (
    <p className="pt-3 text-sm text-muted">
      {deliveryText.pricesNote(formatEuro(lowestFeeCents, language))}
      <a
        href={href('order-page', language, deliveryTermsAnchor)}
        className="py-4 font-semibold text-chili underline underline-offset-4 print:font-normal print:text-inherit print:no-underline"
      >
        {deliveryText.pricesNoteLink}
      </a>
      <span className="hidden print:inline">{deliveryText.pricesNotePrinted}</span>.
    </p>
  )
}
