import { sectionIds, visitText } from '@/content/home'
import { AddressCard } from './address-card'
import { OpeningHours } from './opening-hours'
import { OsmMap } from './osm-map'
import { SectionHeading } from './section-heading'

/** 'Besuchen Sie uns': map, address card and opening hours. */
export function VisitSection() {
  return (
    <section id={sectionIds.visit} aria-labelledby="visit-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="visit-heading">{visitText.heading}</SectionHeading>
        <div className="mt-10 grid items-start gap-6 md:grid-cols-2">
          <div className="md:col-span-2">
            <OsmMap />
          </div>
          <AddressCard />
          <OpeningHours />
        </div>
      </div>
    </section>
  )
}
