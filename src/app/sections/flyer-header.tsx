import { Island } from '@/app/runtime/island'
import { contactLink } from '@/features/home/address-card'
import { hoursRows, weekRows } from '@/features/hours/hours-table'
import { DeliveryTerms } from '@/features/ordering/delivery-terms'
import { OpeningHoursTable } from '@/features/hours/opening-hours-table'
import { calendarDate } from '@/lib/locale'
import { useIslandText, useLanguage } from '@/i18n/text-context'
import { usePageText } from '@/i18n/use-page-text'
import { canonicalUrl } from '@/lib/canonical-url'
import { displayPhone, telHref } from '@/lib/phone'
import { postalAddressLine } from '@/lib/postal-address'
import { qrCodeSvg } from '@/lib/qr-code'
import { href } from '@/lib/routes'
import { buttonClasses } from '@/ui/button-classes'
import { LangText } from '@/ui/lang-text'
import { OpenerLink } from '@/ui/opener-link'
import type { PageSite } from '@/app/pages/page-props'

const headingClasses = 'font-display text-2xl font-semibold'
/** Printed, an hours table takes as little room as its labels allow. */
const printedHoursTable =
  'print:[&_td]:py-0 print:[&_th]:w-0 print:[&_th]:py-0 print:[&_th]:pr-2 print:[&_th]:pl-0'

interface FlyerHeaderProps {
  site: PageSite
  builtAt: Date
  /**
   * The copy the home page's menu dialog fetches and prints (ADR 021): never hydrated, so without
   * islands, and without ids and the labels that point at them, which would repeat the home page's.
   */
  copy?: boolean
}

/**
 * The menu page's top, and the printed flyer's header: who and where, the phone, the QR code to
 * the ordering page, the date of the prices and the opening hours.
 */
export function FlyerHeader({ site, builtAt, copy = false }: FlyerHeaderProps) {
  const { restaurant, hours, delivery } = site
  const language = useLanguage()
  const orderPageUrl = canonicalUrl(restaurant.siteUrl, href('order-page', language))
  const { heroText, visitText, pageMeta, pageHeadText, deliveryText } = usePageText()
  const hoursText = useIslandText().hours
  const text = pageMeta.menu
  const labelled = (id: string) => (copy ? {} : { 'aria-labelledby': id })
  const identified = (id: string) => (copy ? {} : { id })
  return (
    <>
      <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">
        {text.heading}
      </h1>
      <p className="mt-3 text-muted">
        {restaurant.name} – <LangText text={site.home.hero.tagline} />
      </p>
      <p className="hidden print:block">{text.pricesAsOf(calendarDate(builtAt, language))}</p>
      <div
        className={`mt-8 grid gap-6 md:grid-cols-2 print:mt-3 print:gap-3 print:text-sm ${delivery.deliveryHours ? 'print:grid-cols-[3fr_4fr_3fr]' : 'print:grid-cols-2'}`}
      >
        <section {...labelled('menu-contact')} className="rounded-card bg-sand/40 p-6 print:p-0">
          <h2 {...identified('menu-contact')} className={headingClasses}>
            {text.contactHeading}
          </h2>
          <address className="mt-3 not-italic">
            <p>
              {restaurant.name}, {postalAddressLine(restaurant.address)}
            </p>
            <p>
              <span className="text-muted">{visitText.phoneLabel}: </span>
              <a className={contactLink} href={telHref(restaurant.phone)}>
                {displayPhone(restaurant.phone, language)}
              </a>
            </p>
          </address>
          <figure className="hidden print:mt-2 print:flex print:items-center print:gap-3">
            <span
              className="block size-[22mm] shrink-0 [&_svg]:size-full"
              dangerouslySetInnerHTML={{ __html: qrCodeSvg(orderPageUrl) }}
            />
            <figcaption className="font-semibold">{text.orderQrCaption}</figcaption>
          </figure>
          <OpenerLink
            href={href('order-page', language)}
            dialog="order-modal"
            className={`${buttonClasses.primary} mt-4 print:hidden`}
          >
            {heroText.orderButton}
          </OpenerLink>
          {!copy && (
            <Island
              name="share-link"
              when="intent"
              props={{
                url: canonicalUrl(restaurant.siteUrl, href('menu-page', language)),
                title: pageHeadText(restaurant)['menu-page'].title,
                text: text.share,
              }}
            />
          )}
        </section>
        <section {...labelled('menu-hours')} className="rounded-card bg-sand/40 p-6 print:p-0">
          <h2 {...identified('menu-hours')} className={headingClasses}>
            {hoursText.heading}
          </h2>
          <div className={printedHoursTable}>
            <OpeningHoursTable
              rows={hoursRows(hours, hoursText)}
              todayRow={-1}
              closedLabel={hours.closedDayLabel}
            />
          </div>
        </section>
        {/* Printed only: on screen the price note links to the ordering page's terms. */}
        {delivery.deliveryHours && (
          <section {...labelled('menu-delivery-hours')} className="hidden print:block">
            <h2 {...identified('menu-delivery-hours')} className={headingClasses}>
              {deliveryText.deliveryHoursHeading}
            </h2>
            <div className={printedHoursTable}>
              <OpeningHoursTable
                rows={weekRows(delivery.deliveryHours, hoursText)}
                todayRow={-1}
                closedLabel={{ text: deliveryText.noDelivery }}
              />
            </div>
          </section>
        )}
        <section {...labelled('menu-delivery')} className="hidden print:col-span-full print:block">
          <DeliveryTerms
            delivery={delivery}
            compact
            heading={{ level: 'h2', ...identified('menu-delivery'), className: headingClasses }}
          />
        </section>
      </div>
    </>
  )
}
