import type { OpeningHours } from './schema'

const lunchAndDinner = [
  { opens: '11:00', closes: '14:00' },
  { opens: '17:00', closes: '22:00' },
]

/**
 * The weekly schedule, public-holiday hours and dated closures (Betriebsurlaub). Times are
 * Berlin wall-clock times. A closure covers `from` to `to` inclusive and overrides everything;
 * its announcement is shown on the home page until it has ended, e.g.
 * `{ from: '2026-08-03', to: '2026-08-16', announcement: 'Betriebsurlaub vom 3. bis 16. August …' }`.
 */
export const openingHours: OpeningHours = {
  timeZone: 'Europe/Berlin',
  weekly: {
    mon: lunchAndDinner,
    tue: lunchAndDinner,
    wed: [],
    thu: lunchAndDinner,
    fri: lunchAndDinner,
    sat: [{ opens: '17:00', closes: '22:30' }],
    sun: [{ opens: '12:00', closes: '22:00' }],
  },
  closedDayLabel: 'Ruhetag!',
  // Public holidays of Rhineland-Palatinate get the Sunday hours.
  publicHolidays: { state: 'RP', intervals: [{ opens: '12:00', closes: '22:00' }] },
  // A holiday on the Ruhetag (Wednesday) stays closed: docs/decisions/002-public-holiday-on-ruhetag.md
  holidayOnClosedDay: 'closed',
  closures: [],
}
