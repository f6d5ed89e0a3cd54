import { MenuCategorySection } from '@/features/menu/menu-category-section'
import { MenuLegend } from '@/features/menu/menu-legend'
import { berlinMoment } from '@/lib/berlin-time'
import { type PreviewProps, ValidatedPreview } from './validated-preview'

/**
 * The menu as the dialog and /speisekarte show it today: every category (a dish off until a date
 * greyed, with the day it returns), then the legend.
 */
export function MenuPreview({ entry }: PreviewProps) {
  const today = berlinMoment(new Date()).date
  return (
    <ValidatedPreview file="menu" entry={entry}>
      {({ categories }) => (
        <div className="mx-auto max-w-3xl">
          {categories.map((category) => (
            <MenuCategorySection key={category.id} category={category} today={today} />
          ))}
          <MenuLegend />
        </div>
      )}
    </ValidatedPreview>
  )
}
