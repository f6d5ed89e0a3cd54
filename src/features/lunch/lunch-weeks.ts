/*
 * Which of the owner's Mittagstisch weeks (content/lunch.yaml) show on a Berlin date: each from
 * `from` to `to`, both inclusive. The home page and the menu show the week running; the
 * Mittagstisch page that one and the next (or the next two, between weeks).
 */
import { byFirstDay } from '@/lib/berlin-time'

interface Dated {
  from: string
  to: string
}

/** Where a list of weeks shows: only the running one, or that and the one after. */
export type WeeksShown = 'current' | 'coming'

export const isCurrentWeek = ({ from, to }: Dated, today: string): boolean =>
  from <= today && today <= to

/** The weeks that have not ended by `today`, earliest first. */
export function weeksNotEnded<T extends Dated>(weeks: readonly T[], today: string): T[] {
  return weeks.filter((week) => week.to >= today).sort(byFirstDay)
}

/** The weeks a list shows on `today`, earliest first. */
export function weeksShown<T extends Dated>(
  weeks: readonly T[],
  today: string,
  shown: WeeksShown,
): T[] {
  return shown === 'current'
    ? weeks.filter((week) => isCurrentWeek(week, today))
    : weeksNotEnded(weeks, today).slice(0, 2)
}
