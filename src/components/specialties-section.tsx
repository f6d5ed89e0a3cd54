import { usePageText } from '@/content/text/use-page-text'
import { useIslandText } from '@/islands/island-context'
import type { Site } from '@/content/load-site'
import { buttonClasses } from './button-classes'
import { OpenerLink } from './opener-link'
import { SectionHeading } from './section-heading'
import { SpecialtyCards } from './specialty-cards'

/** 'Unsere Spezialitäten': two dish cards and the button that opens the menu. */
export function SpecialtiesSection({ site }: { site: Pick<Site, 'specialties' | 'menu'> }) {
  const { specialtiesText } = usePageText()
  const sectionIds = useIslandText().anchors
  return (
    <section
      id={sectionIds.specialties}
      aria-labelledby="specialties-heading"
      className="render-on-approach py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="specialties-heading">{specialtiesText.heading}</SectionHeading>
        <p className="mt-4 max-w-2xl text-lg text-muted">{specialtiesText.intro}</p>
        <div className="mt-10 grid gap-6 sm:grid-cols-2">
          <SpecialtyCards specialties={site.specialties} menu={site.menu} />
        </div>
        <div className="mt-10 flex justify-center">
          <OpenerLink
            href={`#${sectionIds.menu}`}
            dialog="menu-dialog"
            className={buttonClasses.outline}
          >
            {specialtiesText.menuButton}
          </OpenerLink>
        </div>
      </div>
    </section>
  )
}
