import { getHolidayByDate } from 'feiertagejs'
import type { Language } from '@/schemas/fields'
import type { OpeningHours } from '@/schemas'
import { berlinMoment, weekdayOf } from '@/lib/berlin-time'
import { type HoursRow, rowIndexFor } from './hours-table'
import {
  type Closure,
  currentClosures,
  openingStatus,
  scheduleFor,
  weekdayKeys,
} from './opening-hours-status'
import { type StatusLabels, statusText } from './opening-status-text'

/** Everything on the hours card that depends on the moment. */
export interface HoursNow {
  open: boolean
  /** 'Jetzt geöffnet · bis 22:00 Uhr', 'Christmas Day · Open now · closes at 22:00', … */
  status: string
  /** Index into the rows of today's row; -1 for none (during a closure). */
  todayRow: number
  closures: Closure[]
}

export function hoursNow(
  hours: OpeningHours,
  rows: HoursRow[],
  instant: Date,
  labels: StatusLabels,
  language: Language,
): HoursNow {
  const today = berlinMoment(instant).date
  const status = openingStatus(hours, instant)
  const weekday = weekdayKeys[weekdayOf(today)] ?? 'sun'
  return {
    open: status.open,
    status: [holidayName(hours, today, language), statusText(status, labels, language)]
      .filter(Boolean)
      .join(' · '),
    todayRow: rowIndexFor(rows, scheduleFor(hours, today).kind, weekday),
    closures: currentClosures(hours, instant),
  }
}

/** Today's public holiday in the restaurant's state, named in `language` ('Christmas Day'). */
function holidayName(hours: OpeningHours, isoDate: string, language: Language): string | undefined {
  return getHolidayByDate(isoDate, hours.publicHolidays.state)?.translate(language)
}
