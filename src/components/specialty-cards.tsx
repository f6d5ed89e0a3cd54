import { specialtyImage } from '@/content/images'
import type { MenuCategory, Specialty } from '@/content/schema'
import { findMenuItem } from '@/lib/find-menu-item'
import { formatEuro } from '@/lib/format-price'
import { useLanguage } from '@/islands/island-context'
import { MenuCard } from './menu-card'

interface SpecialtyCardsProps {
  specialties: readonly Specialty[]
  menu: readonly MenuCategory[]
}

/** The specialty cards, filled from the menu by dish number, so card and menu always agree. */
export function SpecialtyCards({ specialties, menu }: SpecialtyCardsProps) {
  const language = useLanguage()
  return specialties.map((specialty) => {
    const item = findMenuItem(menu, specialty.dish)
    return (
      <MenuCard
        key={specialty.dish}
        image={specialtyImage(specialty, language)}
        name={item.name}
        description={item.description}
        price={formatEuro(item.priceCents, language)}
      />
    )
  })
}
