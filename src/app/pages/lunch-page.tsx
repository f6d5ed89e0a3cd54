import { PageLayout } from '@/app/layout/page-layout'
import { Island } from '@/app/runtime/island'
import { lunchWeekDays } from '@/app/sections/lunch-week-days'
import { AddressCard } from '@/features/home/address-card'
import { LunchToday } from '@/features/lunch/lunch-today'
import { LunchWeekSection } from '@/features/lunch/lunch-week-section'
import { weeksNotEnded, weeksShown } from '@/features/lunch/lunch-weeks'
import { MenuItemRow } from '@/features/menu/menu-item-row'
import { MenuLegend } from '@/features/menu/menu-legend'
import { usePageText } from '@/i18n/use-page-text'
import { berlinMoment } from '@/lib/berlin-time'
import { displayPhone, telHref } from '@/lib/phone'
import { href } from '@/lib/routes'
import { buttonClasses } from '@/ui/button-classes'
import { ReservationLink } from '@/ui/reservation-link'
import type { PageProps } from './page-props'

/**
 * /mittagstisch and /en/lunch: the week's Mittagstisch and the next (content/lunch.yaml), each
 * with its days and hours from the opening hours and its dishes as the menu lists them, today's
 * line on top, how to order or reserve, and below where and when we are open. Prerendered by the build's
 * date; the browser shows the visitor's day (src/features/lunch/show-current-lunch.ts), and the
 * hours card is the page's island.
 */
export default function LunchPage({ site, document, builtAt }: PageProps) {
  const { restaurant, lunch, hours } = site
  const { language } = document
  const { date, time } = berlinMoment(builtAt)
  const { lunchText, visitText } = usePageText()
  const weeks = weeksNotEnded(lunch.weeks, date).map((week) => ({
    week,
    days: lunchWeekDays(hours, week),
  }))
  const shown = new Set(weeksShown(lunch.weeks, date, 'coming'))
  return (
    <PageLayout restaurant={restaurant} document={document}>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">
          {lunchText.heading}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-muted">{lunchText.intro}</p>
        {lunch.note && (
          <p lang={lunch.note.lang} className="mt-2 max-w-2xl text-lg">
            {lunch.note.text}
          </p>
        )}
        <LunchToday days={weeks.flatMap(({ days }) => days)} today={date} time={time} />
        {/* Prices with VAT (PAngV), as above the menu. */}
        <p className="mt-3 text-sm text-muted">{lunchText.pricesNote}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={href('order-page', language)} className={buttonClasses.primary}>
            {lunchText.orderLink}
          </a>
          {restaurant.reservationService && (
            <ReservationLink url={restaurant.reservationService.url} />
          )}
          <a href={telHref(restaurant.phone)} className={buttonClasses.outline}>
            {lunchText.callLink(displayPhone(restaurant.phone, language))}
          </a>
          <a href={href('menu-page', language)} className={buttonClasses.outline}>
            {lunchText.menuLink}
          </a>
        </div>
        <div data-lunch-weeks="coming">
          {weeks.map(({ week, days }) => (
            <LunchWeekSection
              key={week.from}
              week={week}
              days={days}
              shown={shown.has(week)}
              today={date}
              offers={
                <ul className="rounded-card border border-sand px-5">
                  {week.offers.map((offer) => (
                    <MenuItemRow key={offer.name.text} item={offer} today={date} />
                  ))}
                </ul>
              }
            />
          ))}
          <p data-lunch-empty="" hidden={shown.size > 0} className="mt-12 text-lg">
            {lunchText.noWeek}
          </p>
        </div>
        {/* Laid out as it nears the screen, as on the menu page: not part of the first layout. */}
        <div className="render-on-approach">
          <MenuLegend />
        </div>
      </div>
      <section aria-labelledby="lunch-visit-heading" className="mx-auto max-w-6xl px-4 pb-14">
        <h2 id="lunch-visit-heading" className="font-display text-2xl font-semibold">
          {visitText.heading}
        </h2>
        <div className="mt-6 grid items-start gap-6 md:grid-cols-2">
          <AddressCard restaurant={restaurant} />
          <Island name="opening-hours" when="visible" props={{}} />
        </div>
      </section>
    </PageLayout>
  )
}
