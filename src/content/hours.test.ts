import { describe, expect, it } from 'vitest'
import { openingHours } from './hours'
import { openingHoursSchema } from './schema'

describe('hours content schema', () => {
  it('accepts the shipped hours', () => {
    expect(openingHoursSchema.safeParse(openingHours).success).toBe(true)
  })

  it('rejects overlapping intervals on one day', () => {
    const hours = {
      ...openingHours,
      weekly: {
        ...openingHours.weekly,
        mon: [
          { opens: '11:00', closes: '15:00' },
          { opens: '14:00', closes: '22:00' },
        ],
      },
    }
    const result = openingHoursSchema.safeParse(hours)
    expect(result.error?.issues[0]?.message).toBe(
      'intervals must be in time order and must not overlap',
    )
  })

  it('rejects an unknown rule for holidays on the Ruhetag and a closure ending before it starts', () => {
    expect(
      openingHoursSchema.safeParse({ ...openingHours, holidayOnClosedDay: 'maybe' }).success,
    ).toBe(false)
    const closures = [{ from: '2026-08-16', to: '2026-08-03', announcement: 'Urlaub' }]
    expect(openingHoursSchema.safeParse({ ...openingHours, closures }).success).toBe(false)
  })
})
