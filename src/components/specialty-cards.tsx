import { images } from '@/content/images'
import { specialties } from '@/content/specialties'
import { findMenuItem } from '@/lib/find-menu-item'
import { formatEuro } from '@/lib/format-price'
import { MenuCard } from './menu-card'

/** The specialty cards, filled from the menu. Rendered at build time only (inside StaticHtml). */
export function SpecialtyCards() {
  return specialties.map(({ menuName, image }) => {
    const item = findMenuItem(menuName)
    return (
      <MenuCard
        key={menuName}
        image={images[image]}
        name={item.name}
        description={item.description}
        price={formatEuro(item.priceCents)}
      />
    )
  })
}
