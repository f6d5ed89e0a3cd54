import { useId } from 'react'
import type { AllergenGroup } from '@/schemas'
import { useIslandText } from '@/i18n/text-context'

interface MenuAllergenFilterProps {
  /** Allergens whose dishes are hidden. */
  excluded: readonly AllergenGroup[]
  onToggle: (code: AllergenGroup) => void
}

/**
 * "Allergene ausschließen": a native disclosure (keyboard and screen-reader ready without code)
 * with one toggle per LMIV allergen; a pressed toggle hides every dish that declares it.
 */
export function MenuAllergenFilter({ excluded, onToggle }: MenuAllergenFilterProps) {
  const labelId = useId()
  const text = useIslandText().menuDialog.allergenFilter
  const codes = Object.keys(text.names) as AllergenGroup[]
  return (
    <details className="group mt-2">
      <summary className="flex min-h-11 w-full cursor-pointer list-none items-center justify-between gap-2 rounded-full border-2 border-muted px-4 text-sm font-semibold sm:inline-flex sm:w-auto [&::-webkit-details-marker]:hidden">
        {text.summary(excluded.length)}
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          className="group-open:rotate-180"
        >
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </summary>
      <p id={labelId} className="mt-3 text-sm font-semibold">
        {text.label}
      </p>
      <div role="group" aria-labelledby={labelId} className="mt-2 flex flex-wrap gap-2">
        {codes.map((code) => (
          <button
            key={code}
            type="button"
            aria-pressed={excluded.includes(code)}
            onClick={() => onToggle(code)}
            className="min-h-11 min-w-11 rounded-full border-2 border-muted px-3 text-sm font-semibold aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-cream"
          >
            {text.names[code]}
          </button>
        ))}
      </div>
      <p className="mt-2 text-xs text-muted">{text.note}</p>
    </details>
  )
}
