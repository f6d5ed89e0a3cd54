import type { OpeningHours } from '@/schemas'
import { addDays } from '@/lib/berlin-time'
import { type DaySchedule, scheduleFor } from './opening-hours-status'

export interface DatedSchedule extends DaySchedule {
  /** The Berlin calendar date, "YYYY-MM-DD". */
  date: string
}

/**
 * The schedule of every Berlin date from `from` to `to`, both inclusive (closures beat holidays,
 * holidays beat the week): what a span of days such as a Mittagstisch week is open on. A page
 * passes it on; the holiday calendar stays in this feature.
 */
export function daySchedules(hours: OpeningHours, from: string, to: string): DatedSchedule[] {
  const days: DatedSchedule[] = []
  for (let date = from; date <= to; date = addDays(date, 1)) {
    days.push({ date, ...scheduleFor(hours, date) })
  }
  return days
}
