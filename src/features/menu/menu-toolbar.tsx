import { useId } from 'react'
import type { MenuTag } from '@/schemas'
import { useIslandText } from '@/i18n/text-context'
import type { MenuFilterControls } from '@/features/menu/use-menu-filter'
import { MenuAllergenFilter } from './menu-allergen-filter'

const toggles: { tag: MenuTag; classes: string }[] = [
  { tag: 'vegetarian', classes: 'border-cardamom text-cardamom aria-pressed:bg-cardamom' },
  { tag: 'vegan', classes: 'border-cardamom text-cardamom aria-pressed:bg-cardamom' },
  { tag: 'spicy', classes: 'border-chili text-chili aria-pressed:bg-chili' },
]

interface MenuToolbarProps {
  controls: MenuFilterControls
  /** Id of the element whose dishes the search filters. */
  listId: string
}

/** Search field, the three filter toggles, the allergen filter and the result count (a live region). */
export function MenuToolbar({ controls, listId }: MenuToolbarProps) {
  const text = useIslandText().menuDialog
  const searchId = useId()
  const { filter, shown, total } = controls
  return (
    <div className="border-b border-sand px-5 pt-3 pb-2 noscript:hidden print:hidden">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={searchId} className="sr-only">
          {text.searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          value={filter.query}
          onChange={(event) => controls.setQuery(event.target.value)}
          placeholder={text.searchPlaceholder}
          aria-controls={listId}
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-11 w-full min-w-0 flex-1 rounded-full border border-muted/60 bg-cream px-4 text-base placeholder:text-muted"
        />
        <div role="group" aria-label={text.filtersLabel} className="flex flex-wrap gap-2">
          {toggles.map(({ tag, classes }) => (
            <button
              key={tag}
              type="button"
              aria-pressed={filter.tags.includes(tag)}
              onClick={() => controls.toggleTag(tag)}
              className={`min-h-11 flex-1 rounded-full border-2 px-4 text-sm font-semibold aria-pressed:text-cream sm:flex-none ${classes}`}
            >
              {text.filters[tag]}
            </button>
          ))}
        </div>
      </div>
      <MenuAllergenFilter excluded={filter.allergens} onToggle={controls.toggleAllergen} />
      <p role="status" className="mt-2 text-sm text-muted">
        {text.resultCount(shown, total)}
      </p>
    </div>
  )
}
