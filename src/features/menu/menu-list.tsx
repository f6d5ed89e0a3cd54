import type { MenuCategory } from '@/content/schema'
import { usePageText } from '@/i18n/use-page-text'
import { MenuCategorySection } from './menu-category-section'
import { MenuJumpBar } from './menu-jump-bar'
import { MenuLegend } from './menu-legend'

/**
 * The whole menu as static markup: rendered at build time inside StaticHtml, so its text is in the
 * HTML of '/' (search engines, print) and none of its data reaches the client bundle.
 */
export function MenuList({ menu }: { menu: readonly MenuCategory[] }) {
  const { menuListText } = usePageText()
  return (
    <>
      <MenuJumpBar menu={menu} />
      <p className="pt-3 text-sm text-muted">{menuListText.pricesNote}</p>
      {menu.map((category) => (
        <MenuCategorySection key={category.id} category={category} />
      ))}
      <MenuLegend />
    </>
  )
}
