import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import { MenuCategorySection } from '@/features/menu/menu-category-section'
import { MenuLegend } from '@/features/menu/menu-legend'
import { ValidatedPreview } from './validated-preview'

/** The menu as the dialog and /speisekarte show it: every category, then the legend. */
export function MenuPreview({ entry }: PreviewTemplateComponentProps) {
  return (
    <ValidatedPreview file="menu" entry={entry}>
      {({ categories }) => (
        <div className="mx-auto max-w-3xl">
          {categories.map((category) => (
            <MenuCategorySection key={category.id} category={category} />
          ))}
          <MenuLegend />
        </div>
      )}
    </ValidatedPreview>
  )
}
