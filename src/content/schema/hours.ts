import { z } from 'zod'
import {
  type Language,
  isoDate,
  localizedText,
  startingBeforeItEnds,
  strict,
  time,
} from './fields.ts'

export const intervalSchema = z
  .strictObject({ opens: time, closes: time }, strict)
  .refine((interval) => interval.opens < interval.closes, { error: 'closes must be after opens' })

const dayIntervals = z
  .array(intervalSchema)
  .refine(
    (intervals) =>
      intervals.every((interval, i) => i === 0 || intervals[i - 1]!.closes <= interval.opens),
    { error: 'intervals must be in time order and must not overlap' },
  )

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

/** content/hours.yaml: weekly hours, public-holiday hours and dated closures (Betriebsurlaub). */
export function openingHoursSchema(language: Language) {
  const closure = startingBeforeItEnds(
    z.strictObject({ from: isoDate, to: isoDate, announcement: localizedText(language) }, strict),
  )
  return z.strictObject(
    {
      timeZone: z.literal('Europe/Berlin'),
      weekly: z.strictObject(
        Object.fromEntries(weekdays.map((day) => [day, dayIntervals])) as Record<
          (typeof weekdays)[number],
          typeof dayIntervals
        >,
        strict,
      ),
      closedDayLabel: localizedText(language),
      publicHolidays: z.strictObject({ state: z.literal('RP'), intervals: dayIntervals }, strict),
      /** What a public holiday on the Ruhetag means: stay closed, or open with holiday hours. */
      holidayOnClosedDay: z.enum(['closed', 'holidayHours'], {
        error: 'must be "closed" or "holidayHours"',
      }),
      closures: z.array(closure).superRefine((closures, context) => {
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
            })
          }
        })
      }),
    },
    strict,
  )
}

export type OpeningHours = z.output<ReturnType<typeof openingHoursSchema>>
export type OpeningInterval = z.output<typeof intervalSchema>
export type Weekday = (typeof weekdays)[number]
