/*
 * The days of a Mittagstisch week and their lunch hours, from the schedule of each day that the
 * opening hours give (content/hours.yaml, src/features/hours/day-schedules.ts, passed in by the
 * page): lunch is a day's midday opening, an interval that opens and closes by 15:00 (today
 * Monday, Tuesday, Thursday and Friday 11:00–14:00). A day open from noon into the evening (the
 * Sunday) has none, nor has a public holiday, a closure or the Ruhetag.
 */

export interface LunchInterval {
  opens: string
  closes: string
}

/** A day as the opening hours see it (the hours feature's `DatedSchedule`). */
export interface ServiceDay {
  date: string
  kind: 'regular' | 'holiday' | 'restDay' | 'closure'
  intervals: readonly LunchInterval[]
}

/** Why a day has no Mittagstisch. */
export type NoLunchReason = 'restDay' | 'holiday' | 'closure' | 'noMidday'

export type LunchDay =
  | { date: string; intervals: LunchInterval[] }
  | { date: string; intervals: []; reason: NoLunchReason }

/** A midday opening closes by then. */
export const middayEnds = '15:00'

export function lunchDay({ date, kind, intervals }: ServiceDay): LunchDay {
  if (kind !== 'regular') return { date, intervals: [], reason: kind }
  const midday = intervals.filter(({ opens, closes }) => opens < middayEnds && closes <= middayEnds)
  return midday.length > 0
    ? { date, intervals: midday }
    : { date, intervals: [], reason: 'noMidday' }
}

export const lunchDays = (days: readonly ServiceDay[]): LunchDay[] => days.map(lunchDay)

/** When the day's Mittagstisch ends ("14:00"), or undefined on a day without. */
export const lunchEnds = (day: LunchDay): string | undefined => day.intervals.at(-1)?.closes

/**
 * The ends of a week's lunches as an attribute value, "2026-11-23T14:00 2026-11-24T14:00": what
 * the browser reads to highlight „Heute Mittag“ until the day's lunch is over.
 */
export function lunchEndsAttribute(days: readonly LunchDay[]): string {
  return days
    .flatMap((day) => (day.intervals.length > 0 ? [`${day.date}T${lunchEnds(day)}`] : []))
    .join(' ')
}

/** Whether `date` at `time` (Berlin) is a lunch day of `ends` before its lunch is over. */
export function isLunchAhead(ends: string, date: string, time: string): boolean {
  return ends.split(' ').some((end) => end.slice(0, 10) === date && time < end.slice(11))
}
