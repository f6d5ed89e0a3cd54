import type { OpeningHours, OpeningInterval, Weekday } from '@/schemas'
import type { DayKind } from './opening-hours-status'

/** One line of the printed hours: "Mo–Di" with its intervals (empty = closed day). */
export interface HoursRow {
  label: string
  days: Weekday[]
  /** This row also states the public-holiday hours ("So & Feiertage"). */
  holidays: boolean
  intervals: OpeningInterval[]
}

export interface HoursLabels {
  days: Record<Weekday, string>
  holidays: string
}

const week: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']
const same = (a: OpeningInterval[], b: OpeningInterval[]) => JSON.stringify(a) === JSON.stringify(b)

/** Groups neighbouring days with equal hours: Mo–Di · Mi · Do–Fr · Sa · So & Feiertage. */
export function hoursRows(hours: OpeningHours, labels: HoursLabels): HoursRow[] {
  const holidayIntervals = hours.publicHolidays.intervals
  const rows = weekRows(hours.weekly, labels).map((row): HoursRow => {
    const holidays = row.days.at(-1) === 'sun' && same(hours.weekly.sun, holidayIntervals)
    return holidays ? { ...row, label: `${row.label} & ${labels.holidays}`, holidays } : row
  })
  if (!rows.some((row) => row.holidays)) {
    rows.push({ label: labels.holidays, days: [], holidays: true, intervals: holidayIntervals })
  }
  return rows
}

/** A weekly schedule's rows, neighbouring days with equal hours grouped: Mo–Di · Mi · … */
export function weekRows(
  weekly: Record<Weekday, OpeningInterval[]>,
  labels: Pick<HoursLabels, 'days'>,
): HoursRow[] {
  const groups: Weekday[][] = []
  for (const day of week) {
    const group = groups.at(-1)
    const previous = group?.at(-1)
    if (group && previous && same(weekly[previous], weekly[day])) group.push(day)
    else groups.push([day])
  }
  return groups.map((days): HoursRow => {
    const first = days[0] ?? 'mon'
    const last = days.at(-1) ?? first
    const label = first === last ? labels.days[first] : `${labels.days[first]}–${labels.days[last]}`
    return { label, days, holidays: false, intervals: weekly[first] }
  })
}

/** The row that applies to a day of this kind and weekday; -1 during a closure. */
export function rowIndexFor(rows: HoursRow[], kind: DayKind, weekday: Weekday): number {
  if (kind === 'closure') return -1
  if (kind === 'holiday') return rows.findIndex((row) => row.holidays)
  return rows.findIndex((row) => row.days.includes(weekday))
}
