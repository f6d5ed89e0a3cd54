import type { OpeningHours, OpeningInterval, Weekday } from '@/content/schema'
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
  const groups: Weekday[][] = []
  for (const day of week) {
    const group = groups.at(-1)
    const previous = group?.at(-1)
    if (group && previous && same(hours.weekly[previous], hours.weekly[day])) group.push(day)
    else groups.push([day])
  }
  const holidayIntervals = hours.publicHolidays.intervals
  const rows = groups.map((days): HoursRow => {
    const first = days[0] ?? 'mon'
    const last = days.at(-1) ?? first
    const label = first === last ? labels.days[first] : `${labels.days[first]}–${labels.days[last]}`
    const holidays = last === 'sun' && same(hours.weekly.sun, holidayIntervals)
    return {
      label: holidays ? `${label} & ${labels.holidays}` : label,
      days,
      holidays,
      intervals: hours.weekly[first],
    }
  })
  if (!rows.some((row) => row.holidays)) {
    rows.push({ label: labels.holidays, days: [], holidays: true, intervals: holidayIntervals })
  }
  return rows
}

/** The row that applies to a day of this kind and weekday; -1 during a closure. */
export function rowIndexFor(rows: HoursRow[], kind: DayKind, weekday: Weekday): number {
  if (kind === 'closure') return -1
  if (kind === 'holiday') return rows.findIndex((row) => row.holidays)
  return rows.findIndex((row) => row.days.includes(weekday))
}
