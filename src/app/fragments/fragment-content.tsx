import type { ReactNode } from 'react'
import type { Language } from '@/schemas/fields'
import { flyerPrintStylesheet } from '@/features/menu/flyer-print-css'
import { MenuList } from '@/features/menu/menu-list'
import { MenuPriceNote } from '@/features/menu/menu-price-note'
import { FlyerHeader } from '@/app/sections/flyer-header'
import { lunchMenuSections } from '@/app/sections/lunch'
import { berlinMoment } from '@/lib/berlin-time'
import type { PageSite } from '@/app/pages/page-props'
import type { FragmentName } from './fragments'

/**
 * What each fragment of fragments.ts holds, rendered at build time only (src/app/entry-server.tsx)
 * inside the providers of the page it is rendered as. One entry per fragment: the compiler says
 * when one is missing.
 */
export const fragmentContent: Record<
  FragmentName,
  (site: PageSite, language: Language, builtAt: Date) => ReactNode
> = {
  // This week's Mittagstisch first, as on the menu page; the browser corrects it to the visitor's
  // day once fetched (src/app/runtime/bindings/day-corrections.ts).
  'menu-list': (site, language, builtAt) => {
    const today = berlinMoment(builtAt).date
    return (
      <MenuList
        menu={site.menu}
        today={today}
        priceNote={<MenuPriceNote delivery={site.delivery} />}
        leading={lunchMenuSections(site, language, today)}
      />
    )
  },
  // The menu page's header without islands and ids, after the flyer's print stylesheet.
  'flyer-header': (site, language, builtAt) => (
    <>
      <link rel="stylesheet" href={flyerPrintStylesheet(language)} media="print" />
      <FlyerHeader site={site} builtAt={builtAt} copy />
    </>
  ),
}
