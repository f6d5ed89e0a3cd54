import type { ReactNode } from 'react'
import type { MenuCategory, Specialty } from '@/schemas'
import { usePageText } from '@/i18n/use-page-text'
import { useIslandText, useLanguage } from '@/i18n/text-context'
import { link } from '@/lib/routes'
import type { ImageAsset } from '@/lib/image-asset'
import { buttonClasses } from '@/ui/button-classes'
import { OpenerLink } from '@/ui/opener-link'
import { SectionHeading } from '@/ui/section-heading'
import { SpecialtyCards } from './specialty-cards'

interface SpecialtiesSectionProps {
  specialties: readonly Specialty[]
  menu: readonly MenuCategory[]
  /** Each specialty's picture, in the same order. */
  images: readonly ImageAsset[]
  /** The Berlin date the page is rendered for (the build's): a dish off until then says so. */
  today: string
  /** This week's Mittagstisch, under the cards (the page composes it). */
  lunch?: ReactNode
}

/**
 * 'Unsere Spezialitäten': two dish cards, this week's Mittagstisch and the button that opens the
 * menu dialog.
 */
export function SpecialtiesSection({
  specialties,
  menu,
  images,
  today,
  lunch,
}: SpecialtiesSectionProps) {
  const { specialtiesText } = usePageText()
  const sectionIds = useIslandText().anchors
  const language = useLanguage()
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
          <SpecialtyCards specialties={specialties} menu={menu} images={images} today={today} />
        </div>
        {lunch}
        <div className="mt-10 flex justify-center">
          {/* Without JavaScript it leads to the menu page; the dialog's dishes are not in this
              page's HTML (ADR 029). */}
          <OpenerLink
            {...link('menu-page', language)}
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
