import {
  bindReferences,
  type LegalSection as LegalSectionData,
} from '@/features/legal/legal-document'
import { LegalBlocks } from './legal-blocks'

interface LegalSectionProps {
  section: LegalSectionData
}

/**
 * One section of a legal text. Jumping to its id leaves the heading clear of the sticky header
 * because the page's scroll container already reserves room for it (scroll-padding-top in
 * styles.css); a scroll-margin here would add to that and double the gap.
 */
export function LegalSection({ section }: LegalSectionProps) {
  return (
    <section id={section.id} className="mt-12">
      <h2 className="font-display text-2xl font-semibold break-after-avoid sm:text-3xl print:text-xl">
        {bindReferences(section.heading)}
      </h2>
      <LegalBlocks blocks={section.blocks} />
      {section.subsections?.map((subsection) => (
        <div key={subsection.heading} id={subsection.id}>
          <h3 className="mt-8 text-lg font-semibold break-after-avoid sm:text-xl">
            {bindReferences(subsection.heading)}
          </h3>
          <LegalBlocks blocks={subsection.blocks} />
        </div>
      ))}
    </section>
  )
}
