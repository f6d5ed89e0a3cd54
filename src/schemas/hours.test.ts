import { describe, expect, it } from 'vitest'
import { cmsAt } from '@/testing/cms-at'
import { describeItem, germanIssues, issueLine } from './german-issues'
import { openingHoursSchema } from './hours'

const interval = (opens: string, closes: string) => ({ opens, closes })
const lunchAndDinner = [interval('11:00', '14:00'), interval('17:00', '22:00')]
const closure = (from: string, to: string, noticeFrom?: string) => ({
  from,
  to,
  announcement: { de: 'Betriebsurlaub' },
  ...(noticeFrom && { noticeFrom }),
})

const hours = (changes: Record<string, unknown> = {}) => ({
  timeZone: 'Europe/Berlin',
  weekly: {
    mon: lunchAndDinner,
    tue: lunchAndDinner,
    wed: [],
    thu: lunchAndDinner,
    fri: lunchAndDinner,
    sat: [interval('17:00', '22:30')],
    sun: [interval('12:00', '22:00')],
  },
  closedDayLabel: { de: 'Ruhetag' },
  publicHolidays: { state: 'RP', intervals: [interval('12:00', '22:00')] },
  holidayOnClosedDay: 'closed',
  closures: [],
  ...changes,
})

/** The build's English problems of an hours file, each at its field. */
const englishIssues = (raw: unknown) =>
  openingHoursSchema('de')
    .safeParse(raw)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)

const germanLines = (raw: unknown) => germanIssues(openingHoursSchema('de'), raw).map(issueLine)

describe('content/hours.yaml', () => {
  it('takes a break of no minutes between two periods, a notice from the last day of a closure and closures a day apart', () => {
    const weekly = {
      ...hours().weekly,
      mon: [interval('11:00', '14:00'), interval('14:00', '22:00')],
    }
    const closures = [
      closure('2026-08-17', '2026-08-20', '2026-08-20'),
      closure('2026-08-03', '2026-08-16'),
    ]
    expect(englishIssues(hours({ weekly, closures }))).toBeUndefined()
  })

  it('refuses a period that closes when it opens, periods out of order and a holiday rule it does not know', () => {
    const weekly = {
      ...hours().weekly,
      mon: [interval('11:00', '11:00')],
      tue: [interval('17:00', '22:00'), interval('11:00', '14:00')],
    }
    const raw = hours({ weekly, holidayOnClosedDay: 'open' })
    expect(englishIssues(raw)).toEqual([
      'weekly.mon.0.closes: closes must be after opens',
      'weekly.tue: intervals must be in time order and must not overlap',
      'holidayOnClosedDay: must be "closed" or "holidayHours"',
    ])
    expect(germanLines(raw)).toEqual([
      'Öffnungszeiten & Schließtage › Öffnungszeiten › 11:00–11:00 Uhr › Schließt um: schließt nicht nach dem Öffnen',
      'Öffnungszeiten & Schließtage › Öffnungszeiten › Dienstag: Die Zeiträume müssen der Uhrzeit nach folgen und dürfen sich nicht überschneiden',
      'Öffnungszeiten & Schließtage › Feiertag am Ruhetag: „open“ ist keine der angebotenen Möglichkeiten',
    ])
  })

  it('refuses closures that overlap, by the later one as the owner listed them, and a notice after the closure', () => {
    const raw = hours({
      closures: [
        closure('2026-12-24', '2026-12-26', '2026-12-27'),
        closure('2026-08-16', '2026-08-20'),
        closure('2026-08-03', '2026-08-16'),
      ],
    })
    expect(englishIssues(raw)).toEqual([
      'closures.0.noticeFrom: is after the last day of the closure',
      'closures.1.from: overlaps the closure 2026-08-03 – 2026-08-16',
    ])
    expect(germanLines(raw)).toEqual([
      'Öffnungszeiten & Schließtage › Schließzeit 24.–26. Dezember 2026 › Auch auf der Startseite ab: liegt nach dem letzten Tag der Schließzeit',
      'Öffnungszeiten & Schließtage › Schließzeit 16.–20. August 2026 › Geschlossen vom: überschneidet sich mit der Schließzeit 3.–16. August 2026',
    ])
  })

  it('names every field by its German label in the problem lines', () => {
    const raw = hours({
      closedDayLabel: { de: '' },
      publicHolidays: { state: 'RP', intervals: [interval('12:00', '2200')] },
      closures: [{ ...closure('2026-08-20', '2026-08-03'), announcement: { de: '' } }],
    })
    expect(germanLines(raw)).toEqual([
      'Öffnungszeiten & Schließtage › Text für Ruhetage (Deutsch): ist leer',
      'Öffnungszeiten & Schließtage › Gesetzliche Feiertage › 12:00–2200 Uhr › Schließt um: „2200“ passt nicht. Bitte als Uhrzeit mit zwei Stellen eingeben, z. B. 11:00 oder 22:30',
      'Öffnungszeiten & Schließtage › Schließzeit 20.–3. August 2026 › Hinweis für die Gäste (Deutsch): ist leer',
      'Öffnungszeiten & Schließtage › Schließzeit 20.–3. August 2026 › bis einschließlich: liegt vor dem ersten Tag',
    ])
    expect(germanLines(hours({ weekly: 'immer', closures: 'keine' }))).toEqual([
      'Öffnungszeiten & Schließtage › Öffnungszeiten: hat nicht die passende Art',
      'Öffnungszeiten & Schließtage › Schließtage und Betriebsurlaub: hat nicht die passende Art',
    ])
  })

  it('asks before removing a closure by its days', () => {
    const raw = hours({ closures: [closure('2026-08-03', '2026-08-16')] })
    expect(describeItem(openingHoursSchema('de'), raw, ['closures', 0])).toEqual({
      name: 'Schließzeit 3.–16. August 2026',
      contents: [],
    })
  })

  it('shows the owner each field in the CMS with its German label and hint', () => {
    const schema = openingHoursSchema('de')
    expect(cmsAt(schema, 'closedDayLabel')).toMatchObject({
      label: 'Text für Ruhetage',
      hint: 'z. B. „Heute Ruhetag“',
    })
    expect(cmsAt(schema, 'publicHolidays', 'intervals')).toMatchObject({
      label: 'Öffnungszeiten an Feiertagen',
      hint: 'Keine Zeiten = geschlossen.',
    })
    expect(cmsAt(schema, 'holidayOnClosedDay').choices).toEqual({
      closed: 'Geschlossen bleiben',
      holidayHours: 'Mit den Feiertagszeiten öffnen',
    })
    expect(cmsAt(schema, 'closures')).toEqual({
      label: 'Schließtage und Betriebsurlaub',
      singular: 'Schließzeit',
      summary:
        "{{fields.from | date('D.M.')}}–{{fields.to | date('D.M.YYYY')}}: {{fields.announcement.de}}",
      itemName: "Schließzeit {{fields.from | date('D.M.')}}–{{fields.to | date('D.M.YYYY')}}",
    })
    expect(cmsAt(schema, 'closures', 0, 'announcement')).toMatchObject({
      label: 'Hinweis für die Gäste',
      hint: 'Steht über den Öffnungszeiten, z. B. „Betriebsurlaub vom 4. bis 18. August“.',
    })
    expect(cmsAt(schema, 'closures', 0, 'noticeFrom')).toMatchObject({
      label: 'Auch auf der Startseite ab',
      hint: 'Optional: Ab diesem Tag steht derselbe Hinweis auch auf der Startseite und im Bestellfenster, bis die Schließzeit endet. Leer: nur bei den Öffnungszeiten.',
    })
  })
})
