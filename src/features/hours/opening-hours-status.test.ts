import { describe, expect, it } from 'vitest'
import type { OpeningHours } from '@/schemas'
import { uiTexts } from '@/i18n'
import { currentClosures, openingStatus, scheduleFor } from './opening-hours-status'
import { statusText } from './opening-status-text'
import { loadSite } from '@/testing/site'

const { hours: openingHours } = loadSite()

/** The status line shown on the page at this instant (ISO string with offset). */
const statusAt = (iso: string, hours: OpeningHours = openingHours) =>
  statusText(openingStatus(hours, new Date(iso)), uiTexts.de.islandText.hours.status, 'de')

/** The same line on the English pages. */
const englishStatusAt = (iso: string, hours: OpeningHours = openingHours) =>
  statusText(openingStatus(hours, new Date(iso)), uiTexts.en.islandText.hours.status, 'en')

describe('openingStatus on ordinary days (Berlin time)', () => {
  it('a Wednesday is the Ruhetag, open again on Thursday at 11:00', () => {
    expect(statusAt('2026-06-10T12:00:00+02:00')).toBe('Ruhetag · öffnet morgen um 11:00 Uhr')
    expect(statusAt('2026-06-10T23:30:00+02:00')).toBe('Ruhetag · öffnet morgen um 11:00 Uhr')
  })

  it('Tuesday night points past the Ruhetag to Thursday', () => {
    expect(statusAt('2026-06-09T22:00:00+02:00')).toBe(
      'Geschlossen · öffnet am Donnerstag um 11:00 Uhr',
    )
  })

  it('the 14:00–17:00 gap is closed and opens again the same day', () => {
    expect(statusAt('2026-06-08T13:59:00+02:00')).toBe('Jetzt geöffnet · bis 14:00 Uhr')
    expect(statusAt('2026-06-08T14:00:00+02:00')).toBe('Geschlossen · öffnet heute um 17:00 Uhr')
    expect(statusAt('2026-06-08T16:59:00+02:00')).toBe('Geschlossen · öffnet heute um 17:00 Uhr')
    expect(statusAt('2026-06-08T17:00:00+02:00')).toBe('Jetzt geöffnet · bis 22:00 Uhr')
  })

  it('Saturday 22:15 is still open until 22:30, then Sunday opens at 12:00', () => {
    expect(statusAt('2026-06-13T22:15:00+02:00')).toBe('Jetzt geöffnet · bis 22:30 Uhr')
    expect(statusAt('2026-06-13T22:30:00+02:00')).toBe('Geschlossen · öffnet morgen um 12:00 Uhr')
  })

  it('before opening on a Monday morning', () => {
    expect(statusAt('2026-06-08T09:00:00+02:00')).toBe('Geschlossen · öffnet heute um 11:00 Uhr')
  })
})

describe('public holidays in Rhineland-Palatinate', () => {
  it('Fronleichnam (Thursday 4 June 2026) has the Sunday hours, without the lunch gap', () => {
    expect(scheduleFor(openingHours, '2026-06-04').kind).toBe('holiday')
    expect(statusAt('2026-06-04T11:30:00+02:00')).toBe('Geschlossen · öffnet heute um 12:00 Uhr')
    expect(statusAt('2026-06-04T15:00:00+02:00')).toBe('Jetzt geöffnet · bis 22:00 Uhr')
  })

  it('the Thursday after Fronleichnam is an ordinary Thursday with the lunch gap again', () => {
    expect(scheduleFor(openingHours, '2026-06-11').kind).toBe('regular')
    expect(statusAt('2026-06-11T15:00:00+02:00')).toBe('Geschlossen · öffnet heute um 17:00 Uhr')
  })

  it('Christmas Day on a Thursday (2025) opens at 12:00 like a Sunday', () => {
    expect(statusAt('2025-12-25T11:30:00+01:00')).toBe('Geschlossen · öffnet heute um 12:00 Uhr')
    expect(statusAt('2025-12-25T15:00:00+01:00')).toBe('Jetzt geöffnet · bis 22:00 Uhr')
    // Christmas Eve is no public holiday: ordinary Wednesday, Ruhetag.
    expect(statusAt('2025-12-24T12:00:00+01:00')).toBe('Ruhetag · öffnet morgen um 12:00 Uhr')
  })

  it('Christmas Day on the Ruhetag (Wednesday 2024) stays closed (decision 002)', () => {
    expect(scheduleFor(openingHours, '2024-12-25').kind).toBe('restDay')
    expect(statusAt('2024-12-25T13:00:00+01:00')).toBe('Ruhetag · öffnet morgen um 12:00 Uhr')
  })

  it('the owner can choose to open on a holiday that falls on the Ruhetag', () => {
    const hours: OpeningHours = { ...openingHours, holidayOnClosedDay: 'holidayHours' }
    expect(statusAt('2024-12-25T13:00:00+01:00', hours)).toBe('Jetzt geöffnet · bis 22:00 Uhr')
  })
})

describe('daylight saving time switches', () => {
  it('spring forward (Sunday 29 March 2026): 10:15 UTC is 12:15 in Berlin, open', () => {
    expect(statusAt('2026-03-29T10:15:00Z')).toBe('Jetzt geöffnet · bis 22:00 Uhr')
  })

  it('fall back (Sunday 25 October 2026): 10:30 UTC is 11:30 in Berlin, not yet open', () => {
    expect(statusAt('2026-10-25T10:30:00Z')).toBe('Geschlossen · öffnet heute um 12:00 Uhr')
    expect(statusAt('2026-10-25T20:59:00Z')).toBe('Jetzt geöffnet · bis 22:00 Uhr')
    expect(statusAt('2026-10-25T21:00:00Z')).toBe('Geschlossen · öffnet morgen um 11:00 Uhr')
  })
})

describe('dated closures (Betriebsurlaub)', () => {
  const announcement = {
    text: 'Betriebsurlaub vom 3. bis 16. August – ab 17. August sind wir wieder da.',
  }
  const hours: OpeningHours = {
    ...openingHours,
    closures: [{ from: '2026-08-03', to: '2026-08-16', announcement }],
  }

  it('override the weekly hours on every day of the range, both ends included', () => {
    expect(scheduleFor(hours, '2026-08-02').kind).toBe('regular')
    expect(scheduleFor(hours, '2026-08-03').kind).toBe('closure')
    expect(scheduleFor(hours, '2026-08-16').kind).toBe('closure')
    expect(scheduleFor(hours, '2026-08-17').kind).toBe('regular')
  })

  it('show "Betriebsurlaub" and the day it opens again', () => {
    expect(statusAt('2026-08-08T19:00:00+02:00', hours)).toBe(
      'Betriebsurlaub · öffnet am Montag, 17. August, um 11:00 Uhr',
    )
    expect(statusAt('2026-08-15T12:00:00+02:00', hours)).toBe(
      'Betriebsurlaub · öffnet am Montag um 11:00 Uhr',
    )
  })

  it('the evening before a closure already points past it', () => {
    expect(statusAt('2026-08-02T22:30:00+02:00', hours)).toBe(
      'Geschlossen · öffnet am Montag, 17. August, um 11:00 Uhr',
    )
  })

  it('announce a closure until its last day, then drop it', () => {
    expect(currentClosures(hours, new Date('2026-07-20T12:00:00+02:00'))).toHaveLength(1)
    expect(currentClosures(hours, new Date('2026-08-16T23:59:00+02:00'))).toHaveLength(1)
    expect(currentClosures(hours, new Date('2026-08-17T00:00:00+02:00'))).toHaveLength(0)
  })

  it('beat a public holiday too', () => {
    const overHoliday: OpeningHours = {
      ...openingHours,
      closures: [{ from: '2026-06-01', to: '2026-06-07', announcement }],
    }
    expect(scheduleFor(overHoliday, '2026-06-04').kind).toBe('closure')
  })
})

describe('the status line on the English pages', () => {
  const closed: OpeningHours = {
    ...openingHours,
    closures: [
      { from: '2026-08-03', to: '2026-08-16', announcement: { text: 'Closed 3–16 August.' } },
    ],
  }

  it('says until when it is open, on the 24-hour clock without a suffix', () => {
    expect(englishStatusAt('2026-06-08T17:00:00+02:00')).toBe('Open now · closes at 22:00')
    expect(englishStatusAt('2026-06-13T22:15:00+02:00')).toBe('Open now · closes at 22:30')
  })

  it('says when it opens: today, tomorrow, on the Ruhetag and past it', () => {
    expect(englishStatusAt('2026-06-08T14:00:00+02:00')).toBe('Closed · opens today at 17:00')
    expect(englishStatusAt('2026-06-13T22:30:00+02:00')).toBe('Closed · opens tomorrow at 12:00')
    expect(englishStatusAt('2026-06-10T12:00:00+02:00')).toBe(
      'Closed today · opens tomorrow at 11:00',
    )
    expect(englishStatusAt('2026-06-09T22:00:00+02:00')).toBe('Closed · opens on Thursday at 11:00')
  })

  it('names the weekday in English, and a date a week or more away in English', () => {
    expect(englishStatusAt('2026-08-15T12:00:00+02:00', closed)).toBe(
      'Closed for vacation · opens on Monday at 11:00',
    )
    expect(englishStatusAt('2026-08-08T19:00:00+02:00', closed)).toBe(
      'Closed for vacation · opens on Monday, August 17, at 11:00',
    )
    expect(englishStatusAt('2026-08-02T22:30:00+02:00', closed)).toBe(
      'Closed · opens on Monday, August 17, at 11:00',
    )
  })
})
