import { PageLayout } from '@/app/layout/page-layout'
import { Island } from '@/app/runtime/island'
import { WeekHours } from '@/features/hours/week-hours'
import { AnnouncementList } from '@/features/announcements/announcement-list'
import { DeliveryTerms } from '@/features/ordering/delivery-terms'
import { orderingFrame } from '@/features/ordering/order-frame'
import { OrderTerms } from '@/features/ordering/order-terms'
import { useIslandText } from '@/i18n/text-context'
import { usePageText } from '@/i18n/use-page-text'
import { berlinMoment } from '@/lib/berlin-time'
import { deliverySummary, deliveryTermsAnchor } from '@/lib/delivery-terms'
import { deferredAttribute } from '@/ui/deferred'
import type { PageProps } from './page-props'

/**
 * /bestellen and /en/order: where the QR codes and shared links lead. The ordering service's page
 * in a frame that takes the screen under the site header, above it the announcements of the day and what
 * a guest reads before ordering (the terms, the right of withdrawal, whose privacy notice applies,
 * the ordering page in a new tab), below it the delivery terms and the opening hours, laid out when
 * they come near the screen (render-on-approach). Without JavaScript it works the same: the frame is
 * plain HTML, in <noscript>.
 */
const frameClasses = 'block h-[calc(100svh-4rem)] w-full border-y border-sand bg-white'

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
  return (
    <PageLayout restaurant={restaurant} document={document}>
      <div className="mx-auto max-w-6xl px-4 py-5">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">
          {pageMeta.order.heading}
        </h1>
        <AnnouncementList
          announcements={site.announcements}
          today={berlinMoment(builtAt).date}
          className="mt-3 flex flex-col gap-2"
        />
        <div className="mt-2 flex flex-col gap-1 text-sm sm:text-base">
          <OrderTerms
            ordering={restaurant}
            delivery={deliverySummary(delivery, document.language)}
            deliveryTermsHere
          />
        </div>
      </div>
      {/* The service's page loads once this page has painted (boot.ts puts the frame in its
          stand-in's place): its handshakes with another host would come before our first paint.
          Without JavaScript the frame in <noscript> loads at once (ADR 029). */}
      <div {...{ [deferredAttribute]: '' }} className={`${frameClasses} noscript:hidden`} />
      <noscript>
        <iframe
          title={orderText.frameTitle}
          src={restaurant.orderingUrl}
          {...orderingFrame}
          className={frameClasses}
        />
      </noscript>
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
            heading={{
              level: 'h2',
              id: 'delivery-heading',
              className: 'font-display text-2xl font-semibold sm:text-3xl',
            }}
          />
        </div>
        <Island name="opening-hours" when="visible" props={{}} />
      </section>
    </PageLayout>
  )
}
