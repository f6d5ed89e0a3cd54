import { sectionIds, specialtiesText } from '@/content/home'
import { buttonClasses } from './button-classes'
import { DialogLink } from './dialog-link'
import { SectionHeading } from './section-heading'
import { SpecialtyCards } from './specialty-cards'
import { StaticHtml } from './static-html'

interface SpecialtiesSectionProps {
  onOpenMenu: () => void
}

/** 'Unsere Spezialitäten': two dish cards (static HTML) and the button that opens the menu. */
export function SpecialtiesSection({ onOpenMenu }: SpecialtiesSectionProps) {
  return (
    <section
      id={sectionIds.specialties}
      aria-labelledby="specialties-heading"
      className="render-on-approach py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="specialties-heading">{specialtiesText.heading}</SectionHeading>
        <p className="mt-4 max-w-2xl text-lg text-muted">{specialtiesText.intro}</p>
        <StaticHtml id="specialty-cards" className="mt-10 grid gap-6 sm:grid-cols-2">
          {import.meta.env.SSR && <SpecialtyCards />}
        </StaticHtml>
        <div className="mt-10 flex justify-center">
          <DialogLink
            href={`#${sectionIds.menu}`}
            onOpen={onOpenMenu}
            className={buttonClasses.outline}
          >
            {specialtiesText.menuButton}
          </DialogLink>
        </div>
      </div>
    </section>
  )
}
