import { PageLayout } from '@/app/layout/page-layout'
import { heroSizes } from '@/app/images/hero-image'
import { aboutImage, heroImage, specialtyImage } from '@/app/images/images'
import { Island } from '@/app/islands/island'
import { AboutSection } from '@/features/home/about-section'
import { Hero } from '@/features/home/hero'
import { SpecialtiesSection } from '@/features/home/specialties-section'
import { VisitSection } from '@/features/home/visit-section'
import { menuListPath } from '@/features/menu/menu-fragments'
import { MenuList } from '@/features/menu/menu-list'
import { MenuPriceNote } from '@/features/menu/menu-price-note'
import { AnnouncementList } from '@/features/notices/announcement-list'
import { berlinMoment } from '@/lib/berlin-time'
import type { Language } from '@/schemas/fields'
import { LunchTeasers, lunchMenuSections } from '@/app/sections/lunch'
import type { PageProps, PageSite } from './page-props'

/**
 * The menu dialog's content: the whole menu, served beside the menu page (`menuListPath`) and
 * fetched when the dialog's island hydrates, so that the home page's HTML fits the first round
 * trip with its first frame's rules inline (ADR 029).
 */
export function menuDialogList(site: PageSite, language: Language, builtAt: Date) {
  const today = berlinMoment(builtAt).date
  return (
    <MenuList
      menu={site.menu}
      today={today}
      priceNote={<MenuPriceNote delivery={site.delivery} />}
      leading={lunchMenuSections(site, language, today)}
    />
  )
}

/**
 * The home page. Its interactive parts are islands (ADR 014): the order modal and the menu dialog,
 * opened by plain links through the shared dialog store, the floating order button, and in the
 * visit section the map and the hours card. Everything else is plain HTML.
 */
export default function HomePage({ site, document, builtAt }: PageProps) {
  const { restaurant, menu, home, specialties } = site
  const { language } = document
  return (
    <PageLayout restaurant={restaurant} document={document}>
      <Island name="floating-order-button" when="idle" props={{}} />
      <Hero
        restaurant={restaurant}
        home={home}
        image={heroImage(home)}
        sizes={heroSizes}
        notices={
          <AnnouncementList
            announcements={site.announcements}
            today={berlinMoment(builtAt).date}
            className="mb-6 flex max-w-xl flex-col gap-2"
          />
        }
      />
      <SpecialtiesSection
        specialties={specialties}
        menu={menu}
        images={specialties.map((specialty) => specialtyImage(specialty, language))}
        today={berlinMoment(builtAt).date}
        lunch={<LunchTeasers site={site} language={language} builtAt={builtAt} />}
      />
      <AboutSection home={home} image={aboutImage(home, language)} />
      <VisitSection
        restaurant={restaurant}
        // Idle, not on approach: the "Karte laden" button must work when it comes into view.
        map={<Island name="osm-map" when="idle" props={{}} />}
        hours={<Island name="opening-hours" when="visible" props={{}} />}
      />
      <Island name="order-modal" when="idle" props={{}} />
      <Island
        name="menu-dialog"
        when="idle"
        props={{}}
        slot={menuDialogList(site, language, builtAt)}
        slotFile={menuListPath(language)}
      />
    </PageLayout>
  )
}
