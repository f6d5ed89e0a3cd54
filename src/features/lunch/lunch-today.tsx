import { usePageText } from '@/i18n/use-page-text'
import { type LunchDay, isLunchAhead, lunchEnds } from './lunch-days'
import { intervalsText } from './lunch-format'
import { NoBreakText } from '@/ui/no-break-text'

interface LunchTodayProps {
  /** Every day of the weeks the page prerenders. */
  days: readonly LunchDay[]
  /** The Berlin date and time the page is rendered for (the build's). */
  today: string
  time: string
}

const line = 'rounded-xl px-4 py-3 font-semibold'

/**
 * Today's line: „Heute Mittag: 11:00–14:00 Uhr“, highlighted until the lunch is over, or why there
 * is no Mittagstisch today. One line per day of the weeks the page shows, today's visible: the
 * browser shows the visitor's (show-current-lunch.ts).
 */
export function LunchToday({ days, today, time }: LunchTodayProps) {
  const { lunchText, islandText } = usePageText()
  const known = days.some((day) => day.date === today)
  return (
    <div data-lunch-statuses="" className="mt-6">
      {days.map((day) => {
        const ends = lunchEnds(day)
        const ahead = ends !== undefined && isLunchAhead(`${day.date}T${ends}`, today, time)
        return (
          <p
            key={day.date}
            data-lunch-status={day.date}
            data-lunch-ends={ends && `${day.date}T${ends}`}
            data-lunch-now={ahead ? '' : undefined}
            hidden={day.date !== today}
            className={`${line} bg-sand/60 data-lunch-now:bg-turmeric`}
          >
            {'reason' in day ? (
              lunchText.noneToday[day.reason]
            ) : (
              <NoBreakText text={lunchText.today(intervalsText(day.intervals, islandText.hours))} />
            )}
          </p>
        )
      })}
      <p data-lunch-status="" hidden={known} className={`${line} bg-sand/60`}>
        {lunchText.noneThisDay}
      </p>
    </div>
  )
}
