import { describe, expect, it } from 'vitest'
import { logoLines } from './logo-lines'

describe('logoLines', () => {
  it('sets the first word large and the rest of the name, spaces kept, below it', () => {
    expect(logoLines('Namaste Indisches Restaurant')).toEqual({
      word: 'Namaste',
      rest: 'Indisches Restaurant',
    })
  })

  it('gives a one-word name no second line', () => {
    expect(logoLines('Namaste')).toEqual({ word: 'Namaste', rest: '' })
  })
})
