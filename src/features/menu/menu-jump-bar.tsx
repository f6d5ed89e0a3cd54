import type { MenuCategory } from '@/schemas'
import { usePageText } from '@/i18n/use-page-text'
import { type LeadingSection, menuCategoryAnchor } from './menu-category-section'
import { menuLegendAnchor } from './menu-legend'

const chip =
  'inline-flex min-h-11 items-center rounded-full bg-sand px-3 text-sm font-semibold whitespace-nowrap hover:bg-turmeric/40'

/**
 * Sticky row of links to every category and the legend. Plain anchors: they scroll the dialog
 * body without any JavaScript; with it, a jump keeps the address and focuses the heading
 * (src/app/runtime/after-paint/exact-jumps.ts). The filter hides links of categories with no match.
 */
export function MenuJumpBar({
  menu,
  leading = [],
}: {
  menu: readonly MenuCategory[]
  /** Sections before the menu's own (the Mittagstisch's week): their links come first. */
  leading?: readonly LeadingSection[]
}) {
  const { menuListText } = usePageText()
  return (
    <nav
      data-jump-bar
      aria-label={menuListText.jumpBarLabel}
      className="sticky top-0 z-10 -mx-5 border-b border-sand bg-cream px-5 py-2 print:hidden"
    >
      {/* Its scrollbar: src/styles.css ([data-jump-bar] ul). */}
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {leading.map(({ category, attributes, hidden }) => (
          <li
            key={category.id}
            {...attributes}
            hidden={hidden}
            data-jump={category.id}
            className="shrink-0"
          >
            <a
              href={`#${menuCategoryAnchor(category)}`}
              lang={category.title.lang}
              className={chip}
            >
              {category.title.text}
            </a>
          </li>
        ))}
        {menu.map((category) => (
          <li key={category.id} data-jump={category.id} className="shrink-0">
            <a
              href={`#${menuCategoryAnchor(category)}`}
              lang={category.title.lang}
              className={chip}
            >
              {category.title.text}
            </a>
          </li>
        ))}
        <li className="shrink-0">
          <a href={`#${menuLegendAnchor}`} className={chip}>
            {menuListText.legendLink}
          </a>
        </li>
      </ul>
    </nav>
  )
}
