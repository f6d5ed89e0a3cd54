import type { ReactNode } from 'react'
import type { Dish } from '@/schemas'
import type { OwnerText } from '@/schemas/fields'
import { MenuItemRow } from './menu-item-row'
import { NoBreakText } from '@/ui/no-break-text'

/** A category as a section of the menu shows it: the menu's own, or one a page puts first. */
export interface DishCategory {
  id: string
  title: OwnerText
  note?: OwnerText | undefined
  items: readonly Dish[]
}

/**
 * A section a page puts before the menu's own categories, with its jump link: the Mittagstisch's
 * week, shown on its days only (`hidden` by the build's date, `attributes` for the browser to
 * correct it).
 */
export interface LeadingSection {
  category: DishCategory
  /** A line under the heading, e.g. the days and hours. */
  intro?: ReactNode
  attributes?: Record<string, string>
  hidden?: boolean
}

/** Heading id of a category: the target of its link in the jump bar. */
export const menuCategoryAnchor = (category: { id: string }) => `menu-${category.id}`

interface MenuCategorySectionProps {
  category: DishCategory
  /** The Berlin date the menu is rendered for (the build's): a dish off until then is greyed. */
  today: string
  intro?: ReactNode
  attributes?: Record<string, string>
  hidden?: boolean
  /** Left out of the printed flyer, which guests keep for weeks (a Mittagstisch week). */
  screenOnly?: boolean
}

/** A menu category: heading, optional italic note, its dishes. */
export function MenuCategorySection({
  category,
  today,
  intro,
  attributes,
  hidden,
  screenOnly = false,
}: MenuCategorySectionProps) {
  const headingId = menuCategoryAnchor(category)
  return (
    <section
      {...attributes}
      hidden={hidden}
      data-category={category.id}
      aria-labelledby={headingId}
      className={`pt-6 ${screenOnly ? 'print:hidden' : 'print:pt-4'}`}
    >
      {/* scroll-margin keeps the heading clear of the sticky jump bar; in print the heading, its
          intro and its note stay with the first dish (break-after: avoid), and a heading of two
          lines stays whole („Hähnchen-, Fisch-, Lamm- / und Entenspezialitäten“ was split across
          two pages). */}
      <h3
        id={headingId}
        lang={category.title.lang}
        className="scroll-mt-20 font-display text-2xl font-semibold break-inside-avoid break-after-avoid"
      >
        {category.title.text}
      </h3>
      {intro && (
        <p className="mt-1 text-sm font-semibold break-after-avoid">
          {typeof intro === 'string' ? <NoBreakText text={intro} /> : intro}
        </p>
      )}
      {category.note && (
        <p lang={category.note.lang} className="mt-1 text-sm text-muted italic break-after-avoid">
          {category.note.text}
        </p>
      )}
      <ul className="mt-1">
        {category.items.map((item) => (
          <MenuItemRow key={item.number ?? item.name.text} item={item} today={today} />
        ))}
      </ul>
    </section>
  )
}
