import { describe, expect, it } from 'vitest'
import { isUnavailable, unavailableAttributes } from './unavailable'

describe('isUnavailable', () => {
  it('marks a dish off until and including its date, and back from the next day', () => {
    expect(isUnavailable('2026-12-10', '2026-12-09')).toBe(true)
    expect(isUnavailable('2026-12-10', '2026-12-10')).toBe(true)
    expect(isUnavailable('2026-12-10', '2026-12-11')).toBe(false)
    expect(isUnavailable(undefined, '2026-12-10')).toBe(false)
  })
})

describe('unavailableAttributes', () => {
  it('gives a dish that is off its date and the mark, empty as the browser’s correction sets it', () => {
    expect(unavailableAttributes('2026-12-10', '2026-12-08')).toEqual({
      'data-unavailable-until': '2026-12-10',
      'data-unavailable': '',
    })
  })

  it('gives a dish that is back, or never was off, no attributes', () => {
    expect(unavailableAttributes('2026-12-10', '2026-12-11')).toEqual({})
    expect(unavailableAttributes(undefined, '2026-12-11')).toEqual({})
  })
})
