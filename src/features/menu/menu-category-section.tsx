import type { MenuCategory } from '@/schemas'
import { MenuItemRow } from './menu-item-row'

/** Heading id of a category: the target of its link in the jump bar. */
export const menuCategoryAnchor = (category: MenuCategory) => `menu-${category.id}`

/** A menu category: heading, optional italic note, its dishes. */
export function MenuCategorySection({ category }: { category: MenuCategory }) {
  const headingId = menuCategoryAnchor(category)
  return (
    <section data-category={category.id} aria-labelledby={headingId} className="pt-6 print:pt-4">
      {/* scroll-margin keeps the heading clear of the sticky jump bar. */}
      <h3
        id={headingId}
        lang={category.title.lang}
        className="scroll-mt-20 font-display text-2xl font-semibold break-after-avoid"
      >
        {category.title.text}
      </h3>
      {category.note && (
        <p lang={category.note.lang} className="mt-1 text-sm text-muted italic">
          {category.note.text}
        </p>
      )}
      <ul className="mt-1">
        {category.items.map((item) => (
          <MenuItemRow key={item.number} item={item} />
        ))}
      </ul>
    </section>
  )
}
