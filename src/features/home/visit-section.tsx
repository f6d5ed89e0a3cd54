import type { ReactNode } from 'react'
import type { Restaurant } from '@/schemas'
import { usePageText } from '@/i18n/use-page-text'
import { useIslandText } from '@/i18n/text-context'
import { SectionHeading } from '@/ui/section-heading'
import { AddressCard } from './address-card'

interface VisitSectionProps {
  restaurant: Restaurant
  /** The map box, across the section's width. */
  map: ReactNode
  /** The opening hours, beside the address. */
  hours: ReactNode
}

/** 'Besuchen Sie uns': map, address card and opening hours. */
export function VisitSection({ restaurant, map, hours }: VisitSectionProps) {
  const { visitText } = usePageText()
  const sectionIds = useIslandText().anchors
  return (
    <section id={sectionIds.visit} aria-labelledby="visit-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="visit-heading">{visitText.heading}</SectionHeading>
        <div className="mt-10 grid items-start gap-6 md:grid-cols-2">
          <div className="md:col-span-2">{map}</div>
          <AddressCard restaurant={restaurant} />
          {hours}
        </div>
      </div>
    </section>
  )
}
