import type { MenuCategory, Specialty } from '@/schemas'
import { useLanguage } from '@/i18n/text-context'
import { usePageText } from '@/i18n/use-page-text'
import { findMenuItem } from '@/lib/find-menu-item'
import { formatEuro } from '@/lib/format-price'
import type { ImageAsset } from '@/lib/image-asset'
import { MenuCard } from './menu-card'

interface SpecialtyCardsProps {
  specialties: readonly Specialty[]
  menu: readonly MenuCategory[]
  /** Each specialty's picture, in the same order. */
  images: readonly ImageAsset[]
  /** The Berlin date the page is rendered for (the build's). */
  today: string
}

/**
 * The specialty cards, filled from the menu by dish number, so card and menu always agree: a dish
 * off for a few days keeps its card, which says so and when it returns.
 */
export function SpecialtyCards({ specialties, menu, images, today }: SpecialtyCardsProps) {
  const language = useLanguage()
  const { priceIncludesVat } = usePageText().specialtiesText
  return specialties.map((specialty, index) => {
    const item = findMenuItem(menu, specialty.dish)
    return (
      <MenuCard
        key={specialty.dish}
        image={images[index]!}
        name={item.name}
        description={item.description}
        price={formatEuro(item.priceCents, language)}
        priceNote={priceIncludesVat}
        unavailableUntil={item.unavailableUntil}
        today={today}
      />
    )
  })
}
