import { usePageText } from '@/content/text/use-page-text'
import { useIslandText } from '@/islands/island-context'
import type { Site } from '@/content/load-site'
import { AddressCard } from './address-card'
import { Island } from '@/islands/island'
import { SectionHeading } from './section-heading'

/** 'Besuchen Sie uns': map, address card and opening hours. */
export function VisitSection({ site }: { site: Pick<Site, 'restaurant'> }) {
  const { restaurant } = site
  const { visitText } = usePageText()
  const sectionIds = useIslandText().anchors
  return (
    <section id={sectionIds.visit} aria-labelledby="visit-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="visit-heading">{visitText.heading}</SectionHeading>
        <div className="mt-10 grid items-start gap-6 md:grid-cols-2">
          <div className="md:col-span-2">
            {/* Idle, not on approach: the "Karte laden" button must work when it comes into view. */}
            <Island name="osm-map" when="idle" props={{}} />
          </div>
          <AddressCard restaurant={restaurant} />
          <Island name="opening-hours" when="visible" props={{}} />
        </div>
      </div>
    </section>
  )
}
