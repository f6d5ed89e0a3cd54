import { FirstScreenEnd } from '@/app/layout/first-screen-end'
import { PageLayout } from '@/app/layout/page-layout'
import { Island } from '@/app/runtime/island'
import { MenuList } from '@/features/menu/menu-list'
import { MenuPriceNote } from '@/features/menu/menu-price-note'
import { usePageText } from '@/i18n/use-page-text'
import { printWithoutSiteFrame } from '@/ui/print-without-site-frame'
import { FlyerHeader } from '@/app/sections/flyer-header'
import { lunchMenuSections } from '@/app/sections/lunch'
import { berlinMoment } from '@/lib/berlin-time'
import type { PageProps } from './page-props'

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
  const { restaurant, menu } = site
  const text = usePageText().pageMeta.menu
  const today = berlinMoment(builtAt).date
  return (
    <PageLayout restaurant={restaurant} document={document} firstScreenEnd="in-page">
      <div
        className={`mx-auto max-w-6xl px-4 py-10 *:max-w-4xl sm:py-14 print:max-w-none print:p-0 print:text-black ${printWithoutSiteFrame}`}
      >
        {/* Printed, the page is a takeaway flyer with this header on top; the home page's menu
            dialog prints the same header, written beside the page (use-flyer-header.ts). */}
        <div data-flyer-header="">
          <FlyerHeader site={site} builtAt={builtAt} />
        </div>
        <FirstScreenEnd />
        <section aria-labelledby="menu-dishes" className={`mt-10 print:mt-4 ${menuInPage}`}>
          <h2 id="menu-dishes" className="sr-only">
            {text.menuHeading}
          </h2>
          <Island
            name="menu-search"
            when="intent"
            props={{}}
            slot={
              <MenuList
                menu={menu}
                today={today}
                priceNote={<MenuPriceNote delivery={site.delivery} />}
                leading={lunchMenuSections(site, document.language, today)}
              />
            }
          />
        </section>
      </div>
      <Island name="order-modal" when="intent" props={{}} />
    </PageLayout>
  )
}
