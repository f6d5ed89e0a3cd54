import { PageLayout } from '@/app/layout/page-layout'
import { Island } from '@/app/runtime/island'
import { WeekHours } from '@/features/hours/week-hours'
import { AnnouncementList } from '@/features/announcements/announcement-list'
import { DeliveryTerms } from '@/features/ordering/delivery-terms'
import { footerLink, OrderFacts } from '@/features/ordering/order-facts'
import { orderingFrame } from '@/features/ordering/order-frame'
import { OrderNotices, orderNotesAnchor } from '@/features/ordering/order-notices'
import { useIslandText } from '@/i18n/text-context'
import { usePageText } from '@/i18n/use-page-text'
import { berlinMoment } from '@/lib/berlin-time'
import { deliverySummary, deliveryTermsAnchor } from '@/lib/delivery-terms'
import { deferredAttribute } from '@/ui/deferred'
import type { PageProps } from './page-props'

/**
 * /bestellen and /en/order: where the QR codes and shared links lead. Ordering first: under the
 * heading and the announcements of the day, the ordering service's page in a frame that takes the
 * screen under the site header, and beside it (above it on a phone, right of it on a desktop) what
 * a guest must see before ordering, short (OrderFacts). Below the frame the notes in full
 * (OrderNotices: the right of withdrawal in short, whose privacy notice applies), the delivery
 * terms and the opening hours, laid out when they come near the screen (render-on-approach).
 * Without JavaScript it works the same: the frame is plain HTML, in <noscript>.
 */
const frameClasses =
  'block h-[calc(100svh-4rem)] w-full border-y border-sand bg-white lg:rounded-card lg:border-x'

export default function OrderPage({ site, document, builtAt }: PageProps) {
  const { restaurant, delivery } = site
  const { pageMeta, deliveryText } = usePageText()
  const orderText = useIslandText().order
  const deliveryHours = delivery.deliveryHours && (
    <WeekHours
      heading={deliveryText.deliveryHoursHeading}
      weekly={delivery.deliveryHours}
      closedLabel={{ text: deliveryText.noDelivery }}
    />
  )
  const sectionHeading = 'font-display text-2xl font-semibold sm:text-3xl'
  return (
    <PageLayout restaurant={restaurant} document={document}>
      <div className="mx-auto max-w-6xl px-4 pt-5">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">
          {pageMeta.order.heading}
        </h1>
        <AnnouncementList
          announcements={site.announcements}
          today={berlinMoment(builtAt).date}
          className="mt-3 flex flex-col gap-2"
        />
      </div>
      {/* The facts come first in the document, so that a screen reader hears them before the
          frame too; on a desktop they stand in the column right of it. */}
      <div className="mx-auto mt-2 max-w-6xl lg:mt-4 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start lg:gap-6 lg:px-4">
        <div className="flex flex-col gap-1 px-4 pb-2 text-sm text-muted sm:text-base lg:col-start-2 lg:row-start-1 lg:px-0 lg:pb-0 lg:text-sm">
          <OrderFacts
            ordering={restaurant}
            delivery={deliverySummary(delivery, document.language)}
            deliveryTerms={{ href: `#${deliveryTermsAnchor}` }}
            more={
              <a
                href={`#${orderNotesAnchor}`}
                className={`inline-flex min-h-11 items-center ${footerLink}`}
              >
                {orderText.notes.link}
              </a>
            }
          />
        </div>
        {/* The service's page loads once this page has painted (boot.ts puts the frame in its
            stand-in's place): its handshakes with another host would come before our first paint.
            Without JavaScript the frame in <noscript> loads at once (ADR 029). */}
        <div className="lg:col-start-1 lg:row-start-1">
          <div {...{ [deferredAttribute]: '' }} className={`${frameClasses} noscript:hidden`} />
          <noscript>
            <iframe
              title={orderText.frameTitle}
              src={restaurant.orderingUrl}
              {...orderingFrame}
              className={frameClasses}
            />
          </noscript>
        </div>
      </div>
      <section
        id={orderNotesAnchor}
        aria-labelledby="notes-heading"
        className="mx-auto max-w-6xl px-4 pt-12"
      >
        <h2 id="notes-heading" className={sectionHeading}>
          {orderText.notes.heading}
        </h2>
        <div className="mt-3 grid items-start gap-3 md:grid-cols-2 md:gap-8">
          <OrderNotices ordering={restaurant} />
        </div>
      </section>
      <section
        id={deliveryTermsAnchor}
        aria-labelledby="delivery-heading"
        className="render-on-approach mx-auto grid max-w-6xl items-start gap-8 px-4 py-12 md:grid-cols-2"
      >
        {/* min-w-0: a grid item is as wide as its content's longest word by default, and would
            widen the phone's one column past the screen. */}
        <div className="min-w-0">
          <DeliveryTerms
            delivery={delivery}
            deliveryHours={deliveryHours}
            heading={{ level: 'h2', id: 'delivery-heading', className: sectionHeading }}
          />
        </div>
        <Island name="opening-hours" when="visible" props={{}} />
      </section>
    </PageLayout>
  )
}
