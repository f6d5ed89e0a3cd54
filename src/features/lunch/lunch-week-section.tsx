import type { ReactNode } from 'react'
import { usePageText } from '@/i18n/use-page-text'
import { useLanguage } from '@/i18n/text-context'
import type { LunchDay } from './lunch-days'
import { LunchDayList } from './lunch-day-list'
import { weekDates } from './lunch-format'
import { lunchWeekAttributes } from './lunch-week-attributes'
import { NoBreakText } from '@/ui/no-break-text'

interface LunchWeekSectionProps {
  week: { from: string; to: string }
  days: readonly LunchDay[]
  /** Whether the build's date shows it (the first two weeks not ended). */
  shown: boolean
  today: string
  /** The week's dishes as the menu lists them (the page renders them with the menu's rows). */
  offers: ReactNode
}

/**
 * One week on the Mittagstisch page: its dishes, and beside (on a phone: below) its days and hours.
 * One column of the screen's width on a phone (`grid-cols-1`); the days' table a little smaller
 * there (src/features/lunch/lunch-day-list.tsx), so it fits a 320 px screen.
 */
export function LunchWeekSection({ week, days, shown, today, offers }: LunchWeekSectionProps) {
  const { lunchText } = usePageText()
  const language = useLanguage()
  const id = `mittagstisch-${week.from}`
  const { attributes } = lunchWeekAttributes(week, today)
  return (
    <section {...attributes} hidden={!shown} aria-labelledby={id} className="mt-12">
      {/* `text-pretty`, not the headings' `balance`: balanced, the fallback face and Fraunces
          broke „Woche vom 30. November – 6. Dezember“ at different places on a 360 px phone, and
          the heading's lines moved when the web font came in. */}
      <h2 id={id} className="font-display text-2xl font-semibold text-pretty">
        <NoBreakText text={lunchText.weekHeading(weekDates(week, language))} />
      </h2>
      <div className="mt-4 grid grid-cols-1 items-start gap-8 md:grid-cols-[3fr_2fr]">
        <div>
          <h3 className="sr-only">{lunchText.offersHeading}</h3>
          {offers}
        </div>
        <div className="rounded-card border border-sand bg-sand/40 p-4 sm:p-5">
          <h3 id={`${id}-tage`} className="font-semibold">
            {lunchText.daysHeading}
          </h3>
          <LunchDayList days={days} today={today} headingId={`${id}-tage`} />
        </div>
      </div>
    </section>
  )
}
