import { contactLink } from '@/features/home/address-card'
import { buttonClasses } from '@/ui/button-classes'
import { MenuList } from '@/features/menu/menu-list'
import { OpenerLink } from '@/ui/opener-link'
import { OpeningHoursTable } from '@/features/hours/opening-hours-table'
import { PageLayout } from '@/app/layout/page-layout'
import { printWithoutSiteFrame } from '@/ui/print-without-site-frame'
import { usePageText } from '@/i18n/use-page-text'
import { Island } from '@/app/islands/island'
import { useIslandText } from '@/i18n/text-context'
import { hoursRows } from '@/features/hours/hours-table'
import { displayPhone, telHref } from '@/lib/phone'
import { postalAddressLine } from '@/lib/postal-address'
import { pricesDate } from '@/features/menu/prices-date'
import { qrCodeSvg } from '@/lib/qr-code'
import { canonicalUrl } from '@/lib/canonical-url'
import { href } from '@/lib/routes'
import type { PageProps } from './page-props'

const headingClasses = 'font-display text-2xl font-semibold'

/*
 * The menu's category headings and the legend sit under the sticky site header (4 rem, cleared by
 * the page's scroll padding of 5 rem) and the sticky jump bar (4 rem more, the headings' scroll
 * margin), which sticks below that header here instead of at the dialog's top. The page jumps to a
 * category instead of scrolling smoothly, as the dialog does (see MenuResults).
 */
const menuInPage = '[&_[data-jump-bar]]:top-16 [&_h3]:scroll-mt-16 [:root:has(&)]:scroll-auto'

/**
 * /speisekarte: the whole menu as a page of its own, for a shared link, a search result or a QR
 * code: who and where, phone, opening hours and the ordering link on top, then the same menu
 * (search, filters, jump bar, legend) as the home page's dialog.
 */
export default function MenuPage({ site, document, builtAt }: PageProps) {
  const { restaurant, hours, menu, language } = site
  const { heroText, visitText, pageMeta, pageHeadText } = usePageText()
  const hoursText = useIslandText().hours
  const text = pageMeta.menu
  return (
    <PageLayout restaurant={restaurant} document={document}>
      <div
        className={`mx-auto max-w-4xl px-4 py-10 sm:py-14 print:max-w-none print:p-0 print:text-black ${printWithoutSiteFrame}`}
      >
        {/* Printed, the page is a takeaway flyer with this header on top; the home page's menu
            dialog prints the same header, fetched from here (use-flyer-header.ts). */}
        <div data-flyer-header="">
          <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">
            {text.heading}
          </h1>
          <p className="mt-3 text-muted">
            {restaurant.name} – {site.home.hero.tagline}
          </p>
          <p className="hidden print:block">{text.pricesAsOf(pricesDate(builtAt, language))}</p>
          <div className="mt-8 grid gap-6 md:grid-cols-2 print:mt-3 print:grid-cols-2 print:gap-3 print:text-sm">
            <section
              aria-labelledby="menu-contact"
              className="rounded-card bg-sand/40 p-6 print:p-0"
            >
              <h2 id="menu-contact" className={headingClasses}>
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
                  className="block size-[22mm] [&_svg]:size-full"
                  dangerouslySetInnerHTML={{ __html: qrCodeSvg(restaurant.orderingUrl) }}
                />
                <figcaption className="font-semibold">{text.orderQrCaption}</figcaption>
              </figure>
              <OpenerLink
                href={restaurant.orderingUrl}
                dialog="order-modal"
                className={`${buttonClasses.primary} mt-4 print:hidden`}
              >
                {heroText.orderButton}
              </OpenerLink>
              <Island
                name="share-link"
                when="idle"
                props={{
                  url: canonicalUrl(restaurant.siteUrl, href('menu-page', language)),
                  title: pageHeadText(restaurant)['menu-page'].title,
                  text: text.share,
                }}
              />
            </section>
            <section aria-labelledby="menu-hours" className="rounded-card bg-sand/40 p-6 print:p-0">
              <h2 id="menu-hours" className={headingClasses}>
                {hoursText.heading}
              </h2>
              <div className="print:[&_td]:py-0 print:[&_th]:py-0">
                <OpeningHoursTable
                  rows={hoursRows(hours, hoursText)}
                  todayRow={-1}
                  closedLabel={hours.closedDayLabel}
                />
              </div>
            </section>
          </div>
        </div>
        <section aria-labelledby="menu-dishes" className={`mt-10 print:mt-4 ${menuInPage}`}>
          <h2 id="menu-dishes" className="sr-only">
            {text.menuHeading}
          </h2>
          <Island name="menu-search" when="idle" props={{}} slot={<MenuList menu={menu} />} />
        </section>
      </div>
      <Island name="order-modal" when="idle" props={{}} />
    </PageLayout>
  )
}
