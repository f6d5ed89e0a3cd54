import { usePageText } from '@/i18n/use-page-text'
import { useLanguage } from '@/i18n/text-context'
import type { LunchDay } from './lunch-days'
import { dayOfWeek, intervalsText } from './lunch-format'
import { NoBreakText } from '@/ui/no-break-text'

interface LunchDayListProps {
  days: readonly LunchDay[]
  /** The Berlin date the page is rendered for: its row is marked (and corrected in the browser). */
  today: string
  headingId: string
}

/** A week's days, each with its lunch hours or why there is none; today's row marked. */
export function LunchDayList({ days, today, headingId }: LunchDayListProps) {
  const { lunchText, islandText } = usePageText()
  const language = useLanguage()
  // Below 360 px a point smaller: „Donnerstag, 3.12.“ and „11:00–14:00 Uhr“, each kept on one
  // line (issue 52), fit the card of a 320 px phone side by side (at 14 px they spilled 12 px).
  return (
    <table
      aria-labelledby={headingId}
      className="mt-3 w-full border-separate border-spacing-y-1 text-[0.8125rem] min-[360px]:text-sm sm:text-base"
    >
      <tbody>
        {days.map((day) => (
          <tr
            key={day.date}
            data-lunch-row={day.date}
            aria-current={day.date === today ? 'date' : undefined}
            className="aria-[current=date]:bg-turmeric/30"
          >
            <th
              scope="row"
              className="rounded-l-lg py-2 pr-2 pl-2 text-left font-normal sm:pr-4 sm:pl-3"
            >
              <NoBreakText text={dayOfWeek(day.date, language)} />
            </th>
            <td className="rounded-r-lg py-2 pr-2 sm:pr-3">
              {'reason' in day ? (
                <span className="text-muted">{lunchText.noneOnDay[day.reason]}</span>
              ) : (
                <span className="whitespace-nowrap">
                  {intervalsText(day.intervals, islandText.hours)}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
