import { FirstScreenEnd } from '@/app/layout/first-screen-end'
import { PageLayout } from '@/app/layout/page-layout'
import { heroSizes } from '@/app/images/hero-image'
import { aboutImage, heroImage, specialtyImage } from '@/app/images/images'
import { Island } from '@/app/runtime/island'
import { AboutSection } from '@/features/home/about-section'
import { Hero } from '@/features/home/hero'
import { SpecialtiesSection } from '@/features/home/specialties-section'
import { VisitSection } from '@/features/home/visit-section'
import { AnnouncementList } from '@/features/announcements/announcement-list'
import { berlinMoment } from '@/lib/berlin-time'
import { LunchTeasers } from '@/app/sections/lunch'
import type { PageProps } from './page-props'

/**
 * The home page. Its interactive parts are islands (ADR 014): the order modal and the menu dialog,
 * opened by plain links through the shared dialog store, the floating order button, and in the
 * visit section the map and the hours card. Everything else is plain HTML.
 */
export default function HomePage({ site, document, builtAt }: PageProps) {
  const { restaurant, menu, home, specialties } = site
  const { language } = document
  return (
    <PageLayout
      restaurant={restaurant}
      document={document}
      firstScreenEnd="in-page"
      headerAction={<Island name="floating-order-button" when="scroll" props={{}} />}
    >
      <Hero
        restaurant={restaurant}
        home={home}
        image={heroImage(home)}
        sizes={heroSizes}
        announcements={
          <AnnouncementList
            announcements={site.announcements}
            today={berlinMoment(builtAt).date}
            className="mb-6 flex max-w-xl flex-col gap-2"
          />
        }
      />
      <FirstScreenEnd />
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
        // A click on "Karte laden" before the map has hydrated is replayed once it has.
        map={<Island name="osm-map" when="visible" props={{}} />}
        hours={<Island name="opening-hours" when="visible" props={{}} />}
      />
      <Island name="order-modal" when="intent" props={{}} />
      <Island name="menu-dialog" when="intent" props={{}} fragment="menu-list" />
    </PageLayout>
  )
}
