import { describe, expect, it } from 'vitest'
import { bindLegalReferences, noBreakRuns } from './no-break'

const kept = (text: string) =>
  noBreakRuns(text)
    .filter((run) => run.keep)
    .map((run) => run.text)

describe('noBreakRuns', () => {
  it('keeps volumes, alcohol and prices with their units', () => {
    expect(kept('Weißwein 0,70\u00a0l alc. 12,5\u00a0% vol')).toEqual([
      '0,70\u00a0l',
      'alc. 12,5\u00a0% vol',
    ])
    expect(kept('Mit höchstens 0,5 % vol Alkohol')).toEqual(['0,5 % vol'])
    expect(kept('zzgl. 0,15 € Pfand, €14.90')).toEqual(['0,15 €', '€14.90'])
    expect(kept('12 % / vol')).toEqual(['12 %'])
  })

  it('keeps a date with its month, a weekday with its date, times with „Uhr“', () => {
    expect(kept('Woche vom 30. November – 6. Dezember')).toEqual(['30. November –', '6. Dezember'])
    expect(kept('Woche vom 23.–29. November')).toEqual(['23.–29. November'])
    expect(kept('Donnerstag, 3.12.')).toEqual(['Donnerstag, 3.12.'])
    expect(kept('Heute Mittag: 11:00–14:00 Uhr')).toEqual(['11:00–14:00 Uhr'])
    expect(kept('11:00–14:00 und 17:00–22:00 Uhr')).toEqual(['11:00–14:00', '17:00–22:00 Uhr'])
    expect(kept('Week of November 30 – December 6')).toEqual(['November 30 –', 'December 6'])
  })

  it('keeps a spaced dash with the run before it, so that no line begins with it', () => {
    expect(kept('11:00 – 14:00 Uhr')).toEqual(['11:00 – 14:00 Uhr'])
    expect(kept('ab 14,90 € – solange der Vorrat reicht')).toEqual(['14,90 € –'])
    expect(kept('Gerichte – auch zum Mitnehmen')).toEqual([])
  })

  it('keeps a web address whole, and leaves the rest of the text as it is', () => {
    const runs = noBreakRuns('Bestellen auf namaste-otterbach.example/bestellen.')
    expect(runs).toEqual([
      { text: 'Bestellen auf ', keep: false },
      { text: 'namaste-otterbach.example/bestellen.', keep: true },
    ])
    expect(runs.map((run) => run.text).join('')).toBe(
      'Bestellen auf namaste-otterbach.example/bestellen.',
    )
    expect(noBreakRuns('Chicken Curry')).toEqual([{ text: 'Chicken Curry', keep: false }])
  })

  it('splits a text that begins or ends with a run into its parts, none of them empty', () => {
    expect(noBreakRuns('14,90 € pro Person')).toEqual([
      { text: '14,90 €', keep: true },
      { text: ' pro Person', keep: false },
    ])
    expect(noBreakRuns('0,33 l')).toEqual([{ text: '0,33 l', keep: true }])
  })
})

describe('bindLegalReferences', () => {
  const nbsp = '\u00a0'
  it('keeps legal references on one line', () => {
    expect(bindLegalReferences('nach § 312g Abs. 2 Nr. 2 BGB ausgeschlossen')).toBe(
      `nach §${nbsp}312g${nbsp}Abs.${nbsp}2${nbsp}Nr.${nbsp}2${nbsp}BGB ausgeschlossen`,
    )
    expect(bindLegalReferences('(Art. 6 Abs. 1 lit. f DSGVO)')).toBe(
      `(Art.${nbsp}6${nbsp}Abs.${nbsp}1${nbsp}lit.${nbsp}f${nbsp}DSGVO)`,
    )
    expect(bindLegalReferences('§§ 107, 108 BGB')).toBe(`§§${nbsp}107, 108${nbsp}BGB`)
  })

  it('leaves ordinary text alone', () => {
    const text = 'Hauptstraße 55, 67731 Otterbach: ab 16 Jahren, nach 14 Tagen, CB4 0WS'
    expect(bindLegalReferences(text)).toBe(text)
  })
})
