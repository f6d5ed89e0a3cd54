import { z } from 'zod'
import { cms } from './cms-meta.ts'
import { germanDateRange } from './german-dates.ts'
import {
  type Language,
  isoDate,
  localizedText,
  startingBeforeItEnds,
  strict,
  time,
} from './fields.ts'

export const intervalSchema = z
  .strictObject(
    { opens: cms(time, { label: 'Öffnet um' }), closes: cms(time, { label: 'Schließt um' }) },
    strict,
  )
  .refine((interval) => interval.opens < interval.closes, {
    error: 'closes must be after opens',
    params: { de: 'schließt nicht nach dem Öffnen' },
    path: ['closes'],
  })

const dayIntervals = cms(
  z
    .array(intervalSchema)
    .refine(
      (intervals) =>
        intervals.every((interval, i) => i === 0 || intervals[i - 1]!.closes <= interval.opens),
      {
        error: 'intervals must be in time order and must not overlap',
        params: {
          de: 'Die Zeiträume müssen der Uhrzeit nach folgen und dürfen sich nicht überschneiden',
        },
      },
    ),
  { singular: 'Zeitraum', summary: '{{fields.opens}}–{{fields.closes}} Uhr' },
)

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

/** The days' names in the CMS. */
export const weekdayLabels: Record<(typeof weekdays)[number], string> = {
  mon: 'Montag',
  tue: 'Dienstag',
  wed: 'Mittwoch',
  thu: 'Donnerstag',
  fri: 'Freitag',
  sat: 'Samstag',
  sun: 'Sonntag',
}

/** content/hours.yaml: weekly hours, public-holiday hours and dated closures (Betriebsurlaub). */
export function openingHoursSchema(language: Language) {
  const closure = startingBeforeItEnds(
    z.strictObject(
      {
        from: cms(isoDate, { label: 'Geschlossen vom' }),
        to: cms(isoDate, { label: 'bis einschließlich' }),
        announcement: cms(localizedText(language), {
          label: 'Hinweis für die Gäste',
          hint: 'Steht über den Öffnungszeiten, z. B. „Betriebsurlaub vom 4. bis 18. August“.',
        }),
        noticeFrom: cms(isoDate, {
          label: 'Auch auf der Startseite ab',
          hint: 'Optional: Ab diesem Tag steht derselbe Hinweis auch auf der Startseite und im Bestellfenster, bis die Schließzeit endet. Leer: nur bei den Öffnungszeiten.',
        }).optional(),
      },
      strict,
    ),
  ).refine((closure) => closure.noticeFrom === undefined || closure.noticeFrom <= closure.to, {
    error: 'is after the last day of the closure',
    params: { de: 'liegt nach dem letzten Tag der Schließzeit' },
    path: ['noticeFrom'],
  })
  const weekly = Object.fromEntries(
    weekdays.map((day) => [
      day,
      cms(dayIntervals, {
        label: weekdayLabels[day],
        hint: 'Keine Zeiten = Ruhetag. Mittags und abends: zwei.',
      }),
    ]),
  ) as Record<(typeof weekdays)[number], typeof dayIntervals>
  const schema = z.strictObject(
    {
      timeZone: z.literal('Europe/Berlin'),
      weekly: cms(z.strictObject(weekly, strict), { label: 'Öffnungszeiten' }),
      closedDayLabel: cms(localizedText(language), {
        label: 'Text für Ruhetage',
        hint: 'z. B. „Heute Ruhetag“',
      }),
      publicHolidays: cms(
        z.strictObject(
          {
            state: z.literal('RP'),
            intervals: cms(dayIntervals, {
              label: 'Öffnungszeiten an Feiertagen',
              hint: 'Keine Zeiten = geschlossen.',
            }),
          },
          strict,
        ),
        { label: 'Gesetzliche Feiertage' },
      ),
      /** What a public holiday on the Ruhetag means: stay closed, or open with holiday hours. */
      holidayOnClosedDay: cms(
        z.enum(['closed', 'holidayHours'], { error: 'must be "closed" or "holidayHours"' }),
        {
          label: 'Feiertag am Ruhetag',
          choices: {
            closed: 'Geschlossen bleiben',
            holidayHours: 'Mit den Feiertagszeiten öffnen',
          },
        },
      ),
      closures: cms(z.array(closure), {
        label: 'Schließtage und Betriebsurlaub',
        singular: 'Schließzeit',
        summary:
          "{{fields.from | date('D.M.')}}–{{fields.to | date('D.M.YYYY')}}: {{fields.announcement.de}}",
        itemName: "Schließzeit {{fields.from | date('D.M.')}}–{{fields.to | date('D.M.YYYY')}}",
      }).superRefine((closures, context) => {
        const sorted = closures
          .map((closure, index) => ({ ...closure, index }))
          .sort((a, b) => a.from.localeCompare(b.from))
        sorted.forEach((closure, i) => {
          const previous = sorted[i - 1]
          if (previous && closure.from <= previous.to) {
            context.addIssue({
              code: 'custom',
              path: [closure.index, 'from'],
              message: `overlaps the closure ${previous.from} – ${previous.to}`,
              params: {
                de: `überschneidet sich mit der Schließzeit ${germanDateRange(previous.from, previous.to)}`,
              },
            })
          }
        })
      }),
    },
    strict,
  )
  return cms(schema, { label: 'Öffnungszeiten & Schließtage' })
}

export type OpeningHours = z.output<ReturnType<typeof openingHoursSchema>>
export type OpeningInterval = z.output<typeof intervalSchema>
export type Weekday = (typeof weekdays)[number]
