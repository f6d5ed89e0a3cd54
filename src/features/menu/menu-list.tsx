import type { ReactNode } from 'react'
import type { MenuCategory } from '@/schemas'
import { type LeadingSection, MenuCategorySection } from './menu-category-section'
import { MenuJumpBar } from './menu-jump-bar'
import { MenuLegend } from './menu-legend'

/**
 * The whole menu as static markup: rendered at build time inside StaticHtml, so its text is in the
 * HTML of '/' (search engines, print) and none of its data reaches the client bundle.
 */
export function MenuList({
  menu,
  today,
  priceNote,
  leading = [],
}: {
  menu: readonly MenuCategory[]
  /** The Berlin date the menu is rendered for (the build's): a dish off until then is greyed. */
  today: string
  /** What the prices include and cost on top (MenuPriceNote), above the first category. */
  priceNote?: ReactNode
  /** Sections before the menu's own, from the page (the Mittagstisch's week). */
  leading?: readonly LeadingSection[]
}) {
  return (
    <>
      <MenuJumpBar menu={menu} leading={leading} />
      {priceNote}
      {leading.map(({ category, ...section }) => (
        <MenuCategorySection
          key={category.id}
          category={category}
          today={today}
          {...section}
          screenOnly
        />
      ))}
      {menu.map((category) => (
        <MenuCategorySection key={category.id} category={category} today={today} />
      ))}
      <MenuLegend />
    </>
  )
}
