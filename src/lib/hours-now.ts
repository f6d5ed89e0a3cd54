import { hoursText } from '@/content/home'
import type { OpeningHours } from '@/content/schema'
import { berlinMoment, weekdayOf } from './berlin-time'
import { type HoursRow, rowIndexFor } from './hours-table'
import {
  type Closure,
  currentClosures,
  openingStatus,
  scheduleFor,
  weekdayKeys,
} from './opening-hours'
import { statusText } from './opening-status-text'

/** Everything on the hours card that depends on the moment. */
export interface HoursNow {
  open: boolean
  /** 'Jetzt geöffnet · bis 22:00 Uhr', … */
  status: string
  /** Index into the rows of today's row; -1 for none (during a closure). */
  todayRow: number
  closures: Closure[]
}

export function hoursNow(hours: OpeningHours, rows: HoursRow[], instant: Date): HoursNow {
  const today = berlinMoment(instant).date
  const status = openingStatus(hours, instant)
  const weekday = weekdayKeys[weekdayOf(today)] ?? 'sun'
  return {
    open: status.open,
    status: statusText(status, hoursText.status),
    todayRow: rowIndexFor(rows, scheduleFor(hours, today).kind, weekday),
    closures: currentClosures(hours, instant),
  }
}
