import type { Language } from '@/schemas/fields'
// With its extension: the build's Vite config loads this module (src/app/runtime/bindings/island-data.ts).
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

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/*
 * Berlin's clock by the EU's summer-time rule (Directive 2000/84/EC): UTC+2 from the last Sunday
 * of March, 01:00 UTC, to the last Sunday of October, 01:00 UTC; UTC+1 otherwise. Not Intl: in
 * the browser the first Intl.DateTimeFormat loads ICU's data, 30–60 ms of main thread on this
 * machine's Chromium (a 120–240 ms long task on a phone), on every page that shows the
 * Mittagstisch, a dish off for a few days or a dated announcement (ADR 036). berlin-time.test.ts
 * checks the rule against the tz database for every day from 2000 to 2050, so a change in the
 * law shows there.
 */

/** The instant of 01:00 UTC on the last Sunday of a month (0 = January). */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1))
  return lastDay.getTime() - lastDay.getUTCDay() * DAY_MS
}

/** Berlin's offset from UTC at an instant, in hours: 2 in summer time, 1 otherwise. */
function berlinOffsetHours(instant: number): 1 | 2 {
  const year = new Date(instant).getUTCFullYear()
  const summer = instant >= lastSundayOneUtc(year, 2) && instant < lastSundayOneUtc(year, 9)
  return summer ? 2 : 1
}

/** Berlin's calendar date and wall-clock time at an instant. */
export function berlinMoment(instant: Date): BerlinMoment {
  const wallClock = new Date(instant.getTime() + berlinOffsetHours(instant.getTime()) * HOUR_MS)
  const iso = wallClock.toISOString()
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) }
}

/** Noon UTC of a calendar date: calendar arithmetic on it never meets a DST switch. */
function calendarNoon(isoDate: string): number {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number)
  return Date.UTC(year, month - 1, day, 12)
}

/**
 * Orders things by their first day ("YYYY-MM-DD" sorts as text), earliest first. Not
 * localeCompare: its first call loads ICU's collation data, 14 ms of main thread on this
 * machine's Chromium while a page with the Mittagstisch loads (ADR 036).
 */
export const byFirstDay = (a: { from: string }, b: { from: string }): number =>
  a.from < b.from ? -1 : a.from > b.from ? 1 : 0

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
  return `+0${berlinOffsetHours(calendarNoon(isoDate))}:00`
}
