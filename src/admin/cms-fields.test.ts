import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { cms, localizedText } from '@/schemas'
import { cmsFields } from './cms-fields'

/** The one field a data file of `shape` has in the CMS. */
const only = (shape: z.ZodRawShape) => cmsFields(z.strictObject(shape))[0]

describe('the CMS fields made from a schema', () => {
  it('refuses a field without a German label', () => {
    expect(() => only({ owner: z.string() })).toThrow('CMS field owner: has no label')
  })

  it('is required unless the schema makes it optional', () => {
    expect(only({ owner: cms(z.string(), { label: 'Inhaber' }) })).toMatchObject({
      widget: 'string',
      required: true,
    })
    expect(only({ owner: cms(z.string(), { label: 'Inhaber' }).optional() })).toMatchObject({
      required: false,
    })
  })

  it('asks for the German of an owner text and leaves the English optional, saying what shows instead', () => {
    const tagline = cms(localizedText('de'), { label: 'Unterzeile' })
    const field = only({ tagline }) as { widget: string; required: boolean; fields: unknown[] }
    expect(field).toMatchObject({ widget: 'object', required: true })
    expect(field.fields).toEqual([
      { name: 'de', label: 'Deutsch', required: true, widget: 'string' },
      {
        name: 'en',
        label: 'Englisch',
        required: false,
        widget: 'string',
        hint: expect.stringMatching(
          /^Freiwillig.*Bleibt das Feld leer, steht dort der deutsche Text\.$/,
        ),
      },
    ])
  })

  it("checks the schema's pattern with the German message beside it, and no other", () => {
    const code = z.string().regex(/^\d{5}$/)
    expect(
      only({ code: cms(code, { label: 'Postleitzahl', patternMessage: 'Fünf Ziffern' }) }),
    ).toMatchObject({ pattern: ['^\\d{5}$', 'Fünf Ziffern'] })
    expect(() => only({ code: cms(code, { label: 'Postleitzahl' }) })).toThrow(
      'a pattern needs its message',
    )
    // The CMS compiles the pattern without flags: a case-insensitive one would refuse too much.
    const flagged = cms(z.string().regex(/^de$/i), { label: 'Land', patternMessage: 'DE' })
    expect(() => only({ flagged })).toThrow('without flags')
  })

  it('refuses an optional group of required fields, which Decap would not let the owner leave empty', () => {
    const entry = z.strictObject({ court: cms(z.string(), { label: 'Registergericht' }) })
    expect(() => only({ register: cms(entry, { label: 'Handelsregister' }).optional() })).toThrow(
      'an optional group with required fields (court) must be a list of at most one',
    )
    const list = cms(z.array(entry).max(1), { label: 'Handelsregister', singular: 'Eintrag' })
    expect(only({ register: list.optional() })).toMatchObject({
      widget: 'list',
      required: false,
      max: 1,
      collapsed: false,
      fields: [{ name: 'court', required: true }],
    })
  })

  it('keeps a number inside a bound the schema excludes by one step', () => {
    const litres = cms(z.number().positive().max(5), { label: 'Menge', step: 0.01 })
    expect(only({ litres })).toMatchObject({ widget: 'number', min: 0.01, max: 5 })
    expect(() => only({ litres: cms(z.number().positive(), { label: 'Menge' }) })).toThrow(
      'an excluded bound needs a step',
    )
  })

  it('names every choice, and no choice the schema does not have', () => {
    const kind = z.enum(['food', 'drink'])
    expect(() => only({ kind: cms(kind, { label: 'Art', choices: { food: 'Speisen' } }) })).toThrow(
      'the choice drink has no German name',
    )
    const stale = { food: 'Speisen', drink: 'Getränke', dessert: 'Nachtisch' }
    expect(() => only({ kind: cms(kind, { label: 'Art', choices: stale }) })).toThrow(
      'choices the schema does not have: dessert',
    )
    const diet = cms(z.enum(['vegetarian', 'vegan']), { label: 'Ernährung', choices: 'diets' })
    expect(only({ diet })).toMatchObject({
      widget: 'select',
      options: [
        { label: 'vegetarisch', value: 'vegetarian' },
        { label: 'vegan', value: 'vegan' },
      ],
    })
  })
})
