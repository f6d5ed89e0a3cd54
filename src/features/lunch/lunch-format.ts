import type { Language } from '@/schemas/fields'
import { dateFormat, listFormat } from '@/lib/locale'
import type { LunchDay, LunchInterval } from './lunch-days'

/*
 * The Mittagstisch's dates and hours as its page, the home page's block and the menu print them,
 * at build time: "23.–29. November", "Mo, Di, Do und Fr 11:00–14:00 Uhr" (de); "November 23 – 29",
 * "Mon, Tue, Thu, and Fri 11:00–14:00" (en).
 */

/** How the hours read in a language: "Uhr" after the last time (German), " und " between two. */
export interface ClockWords {
  clockSuffix: string
  intervalJoiner: string
}

/** Noon UTC of a calendar date: formatted in UTC, it is that date in any time zone. */
const noon = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`)

/** A week's days: "23.–29. November", "29. November – 4. Dezember", "November 23 – 29". */
export function weekDates({ from, to }: { from: string; to: string }, language: Language): string {
  return (
    dateFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' })
      .formatRange(noon(from), noon(to))
      // ICU sets the dash between thin spaces, which the heading font's core file lacks (its
      // rest file would load for them, builder/fonts/instance-fonts.ts): word spaces instead.
      .replaceAll('\u2009', ' ')
  )
}

/** A day in a week's list: "Montag, 23.11." (de), "Monday, 11/23" (en). */
export function dayOfWeek(isoDate: string, language: Language): string {
  const format = { weekday: 'long', day: 'numeric', month: 'numeric', timeZone: 'UTC' } as const
  return dateFormat(language, format).format(noon(isoDate))
}

/** "11:00–14:00 Uhr", "11:00–14:00 und 17:00–22:00 Uhr". */
export function intervalsText(intervals: readonly LunchInterval[], words: ClockWords): string {
  const times = intervals
    .map(({ opens, closes }) => `${opens}–${closes}`)
    .join(` ${words.intervalJoiner} `)
  return words.clockSuffix ? `${times} ${words.clockSuffix}` : times
}

/**
 * When a week's Mittagstisch is served, days with the same hours together: "Mo, Di, Do und Fr
 * 11:00–14:00 Uhr"; empty for a week without a lunch day.
 */
export function servedOn(days: readonly LunchDay[], language: Language, words: ClockWords): string {
  const groups = new Map<string, { names: string[]; intervals: readonly LunchInterval[] }>()
  const weekday = dateFormat(language, { weekday: 'short', timeZone: 'UTC' })
  for (const day of days) {
    if (day.intervals.length === 0) continue
    const key = intervalsText(day.intervals, words)
    const group = groups.get(key) ?? { names: [], intervals: day.intervals }
    const name = weekday.format(noon(day.date))
    // A span of two weeks names each weekday once.
    if (!group.names.includes(name)) group.names.push(name)
    groups.set(key, group)
  }
  return [...groups.values()]
    .map(
      ({ names, intervals }) =>
        `${listFormat(language).format(names)} ${intervalsText(intervals, words)}`,
    )
    .join('; ')
}
