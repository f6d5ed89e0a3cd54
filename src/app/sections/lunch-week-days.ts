import type { LunchWeek, OpeningHours } from '@/schemas'
import { daySchedules } from '@/features/hours/day-schedules'
import { type LunchDay, lunchDays } from '@/features/lunch/lunch-days'

/**
 * The days of a Mittagstisch week with their lunch hours: the schedule of each day from the
 * opening hours (the hours feature: closures, public holidays, the week), read by the lunch
 * feature's midday rule. Features do not import each other; a page joins them here.
 */
export function lunchWeekDays(hours: OpeningHours, week: LunchWeek): LunchDay[] {
  return lunchDays(daySchedules(hours, week.from, week.to))
}
