import { usePageText } from '@/i18n/use-page-text'
import { useLanguage } from '@/i18n/text-context'
import type { LunchOffer } from '@/schemas'
import type { OwnerText } from '@/schemas/fields'
import { formatEuro } from '@/lib/format-price'
import { unavailableAttributes } from '@/lib/unavailable'
import { buttonClasses } from '@/ui/button-classes'
import { UnavailableNote } from '@/ui/unavailable-note'
import { type LunchDay, isLunchAhead, lunchEndsAttribute } from './lunch-days'
import { servedOn, weekDates } from './lunch-format'
import { lunchWeekAttributes } from './lunch-week-attributes'

interface LunchTeaserProps {
  week: { from: string; to: string; offers: readonly LunchOffer[] }
  days: readonly LunchDay[]
  note?: OwnerText | undefined
  /** The Berlin date and time the page is rendered for (the build's). */
  today: string
  time: string
  /** The Mittagstisch page in the page's language. */
  href: string
}

/**
 * This week's Mittagstisch in the home page's specialties: its days, hours and dishes with prices
 * and a link to its page; highlighted with „Heute Mittag“ on a lunch day until the lunch is over.
 * Shown only while its week runs (show-current-lunch.ts corrects the build's date).
 */
export function LunchTeaser({ week, days, note, today, time, href }: LunchTeaserProps) {
  const { lunchText, islandText } = usePageText()
  const language = useLanguage()
  const { attributes, hidden } = lunchWeekAttributes(week, today)
  const ends = lunchEndsAttribute(days)
  const ahead = isLunchAhead(ends, today, time)
  const id = `mittagstisch-kurz-${week.from}`
  return (
    <article
      {...attributes}
      hidden={hidden}
      data-lunch-ends={ends}
      data-lunch-now={ahead ? '' : undefined}
      aria-labelledby={id}
      className="mt-10 rounded-card border-2 border-sand bg-sand/40 p-5 sm:p-6 data-lunch-now:border-turmeric data-lunch-now:bg-turmeric/15"
    >
      <p
        data-lunch-badge=""
        hidden={!ahead}
        className="mb-2 w-fit rounded-full bg-turmeric px-3 py-1 font-semibold text-ink"
      >
        {lunchText.todayBadge}
      </p>
      <h3 id={id} className="font-display text-2xl font-semibold">
        {lunchText.teaserHeading}
      </h3>
      <p className="mt-1 text-muted">
        {/* Prices with VAT (PAngV), as on the specialty cards beside it. */}
        {[
          weekDates(week, language),
          servedOn(days, language, islandText.hours),
          lunchText.pricesIncludeVat,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {note && (
        <p lang={note.lang} className="mt-1 text-muted">
          {note.text}
        </p>
      )}
      <ul className="mt-4 grid gap-x-8 sm:grid-cols-2">
        {week.offers.map((offer) => (
          <li
            key={offer.name.text}
            {...unavailableAttributes(offer.unavailableUntil, today)}
            className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-sand py-2 data-unavailable:text-muted"
          >
            <span lang={offer.name.lang} className="font-semibold">
              {offer.name.text}
            </span>
            <span className="font-semibold whitespace-nowrap tabular-nums">
              {formatEuro(offer.priceCents, language)}
            </span>
            {/* Body size: a size of its own would be one more font strike in the first layout. */}
            <UnavailableNote until={offer.unavailableUntil} today={today} className="basis-full" />
          </li>
        ))}
      </ul>
      <a href={href} className={`${buttonClasses.outline} mt-5`}>
        {lunchText.teaserLink}
      </a>
    </article>
  )
}
