import { usePageText } from '@/i18n/use-page-text'
import { useLanguage } from '@/i18n/text-context'
import { addDays, longDate } from '@/lib/berlin-time'
import { isUnavailable, unavailableNoteAttribute } from '@/lib/unavailable'
import { NoBreakText } from './no-break-text'

interface UnavailableNoteProps {
  /** The dish's last day off (`unavailableUntil`), if it has one. */
  until: string | undefined
  /** The Berlin date the page is rendered for (the build's). */
  today: string
  className?: string
}

/**
 * „Zurzeit nicht erhältlich – wieder ab Freitag, 4. Dezember“ beside a dish that is off: rendered
 * while it is (hidden again in the browser once it is back, src/lib/unavailable.ts), nothing for a
 * dish that is available for good.
 */
export function UnavailableNote({ until, today, className = '' }: UnavailableNoteProps) {
  const { unavailableText } = usePageText()
  const language = useLanguage()
  if (!isUnavailable(until, today)) return null
  return (
    <span {...{ [unavailableNoteAttribute]: '' }} className={className}>
      {/* It returns the day after its last day off. */}
      <NoBreakText text={unavailableText.note(longDate(addDays(until!, 1), language))} />
    </span>
  )
}
