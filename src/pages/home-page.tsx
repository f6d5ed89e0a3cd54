import { AboutSection } from '@/components/about-section'
import { Hero } from '@/components/hero'
import { MenuList } from '@/components/menu-list'
import { PageLayout } from '@/components/page-layout'
import { SpecialtiesSection } from '@/components/specialties-section'
import { VisitSection } from '@/components/visit-section'
import { Island } from '@/islands/island'
import { berlinMoment } from '@/lib/berlin-time'
import type { PageProps } from './page-props'

/**
 * The home page. Its interactive parts are islands (ADR 014): the order modal and the menu dialog,
 * opened by plain links through the shared dialog store, and the floating order button; the map
 * and the hours card are islands inside VisitSection. Everything else is plain HTML.
 */
export default function HomePage({ site }: PageProps) {
  const { restaurant, menu } = site
  return (
    <PageLayout restaurant={restaurant}>
      <Island name="floating-order-button" when="idle" props={{}} />
      <Hero
        restaurant={restaurant}
        home={site.home}
        announcements={site.announcements}
        today={berlinMoment(new Date()).date}
      />
      <SpecialtiesSection site={site} />
      <AboutSection home={site.home} />
      <VisitSection site={site} />
      <Island name="order-modal" when="idle" props={{}} />
      <Island name="menu-dialog" when="idle" props={{}} slot={<MenuList menu={menu} />} />
    </PageLayout>
  )
}
