import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { cms, cmsLabelOf, cmsMetaOf } from './cms-meta'

describe('a field’s CMS metadata', () => {
  const price = cms(z.string(), { label: 'Preis', hint: 'In Euro' })
  const cents = price.transform(Number)

  it('is read through an optional field and a transform, the outermost winning', () => {
    expect(cmsMetaOf(cms(cents, { label: 'Mittagspreis' }).optional())).toEqual({
      label: 'Mittagspreis',
      hint: 'In Euro',
    })
    expect(cmsLabelOf(cents.optional())).toBe('Preis')
  })

  it('is none where neither the field nor what it wraps has any', () => {
    expect(cmsMetaOf(z.string().optional())).toEqual({})
    expect(cmsLabelOf(z.number())).toBeUndefined()
  })
})
