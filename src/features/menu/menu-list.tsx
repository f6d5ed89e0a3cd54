import type { ReactNode } from 'react'
import type { MenuCategory } from '@/schemas'
import { MenuCategorySection } from './menu-category-section'
import { MenuJumpBar } from './menu-jump-bar'
import { MenuLegend } from './menu-legend'

/**
 * The whole menu as static markup: rendered at build time inside StaticHtml, so its text is in the
 * HTML of '/' (search engines, print) and none of its data reaches the client bundle.
 */
export function MenuList({
  menu,
  priceNote,
}: {
  menu: readonly MenuCategory[]
  /** What the prices include and cost on top (MenuPriceNote), above the first category. */
  priceNote?: ReactNode
}) {
  return (
    <>
      <MenuJumpBar menu={menu} />
      {priceNote}
      {menu.map((category) => (
        <MenuCategorySection key={category.id} category={category} />
      ))}
      <MenuLegend />
    </>
  )
}
