import type { Language } from '@/schemas/fields'
// With its extension: the build's Vite config loads this module (src/app/islands/island-data.ts).
import { dateFormat } from './locale.ts'

/**
 * Calendar date and clock time in Europe/Berlin for any instant, whatever the visitor's (or the
 * test machine's) own time zone: the restaurant's hours are Berlin wall-clock times.
 */
export interface BerlinMoment {
  /** Calendar date in Berlin, "YYYY-MM-DD". */
  date: string
  /** Wall-clock time in Berlin, "HH:MM" (24-hour). */
  time: string
}

// Made on first use: creating an Intl formatter loads locale data, a 20–60 ms task on a phone.
let berlinClock: Intl.DateTimeFormat | undefined
const berlinClockOptions: Intl.DateTimeFormatOptions = {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}

export function berlinMoment(instant: Date): BerlinMoment {
  const part: Record<string, string> = {}
  for (const { type, value } of (berlinClock ??= new Intl.DateTimeFormat(
    'en-US',
    berlinClockOptions,
  )).formatToParts(instant))
    part[type] = value
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    time: `${part.hour}:${part.minute}`,
  }
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Noon UTC of a calendar date: calendar arithmetic on it never meets a DST switch. */
function calendarNoon(isoDate: string): number {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number)
  return Date.UTC(year, month - 1, day, 12)
}

/** "2026-12-31" + 1 → "2027-01-01" */
export function addDays(isoDate: string, days: number): string {
  return new Date(calendarNoon(isoDate) + days * DAY_MS).toISOString().slice(0, 10)
}

/** 0 = Sunday … 6 = Saturday, like Date#getDay. */
export function weekdayOf(isoDate: string): number {
  return new Date(calendarNoon(isoDate)).getUTCDay()
}

/** "2026-06-04" → "Donnerstag" (de), "Thursday" (en) */
export function weekdayName(isoDate: string, language: Language): string {
  return dateFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(calendarNoon(isoDate))
}

/** "2026-08-17" → "Montag, 17. August" (de), "Monday, August 17" (en) */
export function longDate(isoDate: string, language: Language): string {
  const format = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' } as const
  return dateFormat(language, format).format(calendarNoon(isoDate))
}

/**
 * Berlin's offset from UTC at noon of a calendar date, as ISO 8601 writes it: "+01:00" in winter,
 * "+02:00" in summer (a wall-clock time of that day with it is an instant: "…T11:00:00+01:00").
 */
export function berlinOffset(isoDate: string): string {
  const name = dateFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
    .formatToParts(calendarNoon(isoDate))
    .find((part) => part.type === 'timeZoneName')?.value
  return name?.replace(/^GMT/, '') || '+00:00'
}
