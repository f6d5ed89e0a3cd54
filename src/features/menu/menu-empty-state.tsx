import { useIslandText } from '@/i18n/text-context'

interface MenuEmptyStateProps {
  hidden: boolean
  onReset: () => void
}

/** Shown instead of the dishes when search and filters leave nothing. */
export function MenuEmptyState({ hidden, onReset }: MenuEmptyStateProps) {
  const text = useIslandText().menuDialog
  return (
    <div hidden={hidden} className="py-12 text-center noscript:hidden print:hidden">
      <p className="font-display text-xl font-semibold">{text.emptyHeading}</p>
      <p className="mt-2 text-muted">{text.emptyHint}</p>
      <button
        type="button"
        onClick={onReset}
        className="mt-5 inline-flex min-h-11 items-center rounded-full bg-chili px-5 font-semibold text-cream hover:bg-chili-dark"
      >
        {text.reset}
      </button>
    </div>
  )
}
