/**
 * Dates as the CMS shows them to the owner: a range of days with its months named,
 * „14.–18. Dezember 2026“, „30. November – 6. Dezember 2026“, the form its lists name a week, a
 * closure or a notice by. Sveltia CMS formats its templates' dates with dayjs and no locale, so
 * the templates give days and months as numbers (`30.11.–6.12.2026`) and withMonthNames() names
 * the months: in the German messages (german-issues.ts) and, by src/admin/month-names.ts, in
 * Sveltia's own lists.
 */

const monthNames = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const

interface Day {
  day: number
  /** 1–12 */
  month: number
  year: number
}

/** „14.–18. Dezember 2026“; „30. November – 6. Dezember 2026“; across a new year with both years. */
function namedRange(from: Day, to: Day): string {
  const month = (day: Day) => monthNames[day.month - 1] ?? String(day.month)
  if (from.year !== to.year) {
    return `${from.day}. ${month(from)} ${from.year} – ${to.day}. ${month(to)} ${to.year}`
  }
  if (from.month !== to.month)
    return `${from.day}. ${month(from)} – ${to.day}. ${month(to)} ${to.year}`
  return `${from.day}.–${to.day}. ${month(to)} ${to.year}`
}

const isoDay = (isoDate: string): Day | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  return match
    ? { day: Number(match[3]), month: Number(match[2]), year: Number(match[1]) }
    : undefined
}

/** `2026-11-30`, `2026-12-06` → `30. November – 6. Dezember 2026`; not dates: as they are. */
export function germanDateRange(from: string, to: string): string {
  const start = isoDay(from)
  const end = isoDay(to)
  return start && end ? namedRange(start, end) : `${from}–${to}`
}

/** A range as the CMS's templates give it: `30.11.–6.12.2026` (the first day's year left out). */
const numericRange = /\b(\d{1,2})\.(\d{1,2})\.–(\d{1,2})\.(\d{1,2})\.(\d{4})\b/g

/**
 * `text` with every range of days in numbers, `30.11.–6.12.2026`, written with its months named:
 * `30. November – 6. Dezember 2026`. The first day is in the year before when its month comes
 * after the last day's (`28.12.–3.1.2027`).
 */
export function withMonthNames(text: string): string {
  return text.replace(numericRange, (range, ...parts: string[]) => {
    const [fromDay, fromMonth, toDay, toMonth, year] = parts.slice(0, 5).map(Number) as number[]
    if ([fromMonth, toMonth].some((month) => month! < 1 || month! > 12)) return range
    const to = { day: toDay!, month: toMonth!, year: year! }
    const from = {
      day: fromDay!,
      month: fromMonth!,
      year: fromMonth! > toMonth! ? year! - 1 : year!,
    }
    return namedRange(from, to)
  })
}
