import type { OpeningHours } from './schema'

const lunchAndDinner = [
  { opens: '11:00', closes: '14:00' },
  { opens: '17:00', closes: '22:00' },
]

/** The weekly schedule, public-holiday hours and dated closures (Betriebsurlaub). */
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
  closures: [],
}
