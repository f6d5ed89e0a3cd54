import type { OwnerText } from '@/schemas/fields'
import type { ImageAsset } from '@/lib/image-asset'
import { unavailableAttributes } from '@/lib/unavailable'
import { ResponsiveImage } from '@/ui/responsive-image'
import { UnavailableNote } from '@/ui/unavailable-note'

interface MenuCardProps {
  image: ImageAsset
  name: OwnerText
  description?: OwnerText | undefined
  /** Already formatted, e.g. "14,90 €". */
  price: string
  /** Under the price: that it includes VAT („inkl. MwSt.“). */
  priceNote: string
  /** The dish's last day off, if it is off for a few days. */
  unavailableUntil?: string | undefined
  /** The Berlin date the page is rendered for. */
  today: string
}

/**
 * A dish shown as a card: photo, name, description and price; while the dish is off, its price
 * greyed and the day it returns under the name.
 */
export function MenuCard({
  image,
  name,
  description,
  price,
  priceNote,
  unavailableUntil,
  today,
}: MenuCardProps) {
  return (
    <article
      {...unavailableAttributes(unavailableUntil, today)}
      className="group flex flex-col overflow-hidden rounded-card border border-sand bg-sand/40 shadow-sm"
    >
      <ResponsiveImage
        image={image}
        sizes="(min-width: 72rem) 34rem, (min-width: 40rem) 50vw, calc(100vw - 2rem)"
        className="aspect-4/3 w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
          <h3 lang={name.lang} className="font-display text-2xl font-semibold">
            {name.text}
          </h3>
          <p className="flex flex-col items-end gap-1">
            <span className="rounded-full bg-chili px-3 py-1 font-semibold whitespace-nowrap text-cream group-data-unavailable:bg-muted">
              {price}
            </span>
            {/* Body size: a size of its own would be one more font strike in the first layout. */}
            <span className="text-muted">{priceNote}</span>
          </p>
        </div>
        <UnavailableNote
          until={unavailableUntil}
          today={today}
          className="font-semibold text-chili"
        />
        {description && (
          <p lang={description.lang} className="text-muted">
            {description.text}
          </p>
        )}
      </div>
    </article>
  )
}
