import { isHoliday } from 'feiertagejs'
import type { OpeningHours, OpeningInterval, Weekday } from '@/schemas'
import { addDays, berlinMoment, byFirstDay, weekdayOf } from '@/lib/berlin-time'

/** Index = Date#getDay (0 = Sunday). */
export const weekdayKeys: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']

export type Closure = OpeningHours['closures'][number]

/** What kind of day a calendar date is, and its opening intervals. */
export type DayKind = 'regular' | 'holiday' | 'restDay' | 'closure'
export interface DaySchedule {
  kind: DayKind
  intervals: OpeningInterval[]
}

/** The schedule of one Berlin calendar date: closures beat holidays, holidays beat the week. */
export function scheduleFor(hours: OpeningHours, isoDate: string): DaySchedule {
  if (closureOn(hours, isoDate)) return { kind: 'closure', intervals: [] }
  const weekly = hours.weekly[weekdayKeys[weekdayOf(isoDate)] ?? 'sun']
  // See docs/decisions/002-public-holiday-on-ruhetag.md for a holiday on the closed day.
  if (isHoliday(isoDate, hours.publicHolidays.state)) {
    if (weekly.length === 0 && hours.holidayOnClosedDay === 'closed') {
      return { kind: 'restDay', intervals: [] }
    }
    return { kind: 'holiday', intervals: hours.publicHolidays.intervals }
  }
  return { kind: weekly.length === 0 ? 'restDay' : 'regular', intervals: weekly }
}

export function closureOn(hours: OpeningHours, isoDate: string): Closure | undefined {
  return hours.closures.find((closure) => closure.from <= isoDate && isoDate <= closure.to)
}

/** Closures that have not ended yet on this instant's Berlin date, earliest first. */
export function currentClosures(hours: OpeningHours, instant: Date): Closure[] {
  const today = berlinMoment(instant).date
  return hours.closures.filter((closure) => closure.to >= today).sort(byFirstDay)
}

export interface NextOpening {
  /** 0 = later today, 1 = tomorrow, … */
  inDays: number
  date: string
  opens: string
}

export type OpeningStatus =
  | { open: true; closes: string }
  | { open: false; reason: 'closed' | 'restDay' | 'closure'; next: NextOpening | null }

/** How far ahead to look for the next opening (long enough for any Betriebsurlaub). */
const LOOKAHEAD_DAYS = 120

/** Open or closed at this instant, in Berlin time, and when it opens next. */
export function openingStatus(hours: OpeningHours, instant: Date): OpeningStatus {
  const now = berlinMoment(instant)
  const today = scheduleFor(hours, now.date)
  const current = today.intervals.find(
    ({ opens, closes }) => opens <= now.time && now.time < closes,
  )
  if (current) return { open: true, closes: current.closes }

  const reason =
    today.kind === 'closure' ? 'closure' : today.kind === 'restDay' ? 'restDay' : 'closed'
  return { open: false, reason, next: nextOpening(hours, now.date, now.time) }
}

function nextOpening(hours: OpeningHours, date: string, time: string): NextOpening | null {
  for (let inDays = 0; inDays <= LOOKAHEAD_DAYS; inDays++) {
    const day = addDays(date, inDays)
    const later = scheduleFor(hours, day).intervals.find(({ opens }) => inDays > 0 || opens > time)
    if (later) return { inDays, date: day, opens: later.opens }
  }
  return null
}
