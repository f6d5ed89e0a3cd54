import { menu } from '@/content/menu'
import { menuListText } from '@/content/menu-labels'
import { MenuCategorySection } from './menu-category-section'
import { MenuJumpBar } from './menu-jump-bar'
import { MenuLegend } from './menu-legend'

/**
 * The whole menu as static markup: rendered at build time inside StaticHtml, so its text is in the
 * HTML of '/' (search engines, print) and none of its data reaches the client bundle.
 */
export function MenuList() {
  return (
    <>
      <MenuJumpBar />
      <p className="pt-3 text-sm text-muted">{menuListText.pricesNote}</p>
      {menu.map((category) => (
        <MenuCategorySection key={category.id} category={category} />
      ))}
      <MenuLegend />
    </>
  )
}
