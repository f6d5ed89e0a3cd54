import { describe, expect, it } from 'vitest'
import { templateText, valueAt } from './summary-template.ts'

describe('valueAt: the value at a path of the raw data, or undefined', () => {
  const data = { weeks: [{ from: '2026-11-30', offers: null }] }

  it('follows keys and list positions', () => {
    expect(valueAt(data, ['weeks', 0, 'from'])).toBe('2026-11-30')
    expect(valueAt(data, [])).toBe(data)
  })

  it.each([
    ['past a missing key', ['weeks', 3, 'from']],
    ['into null', ['weeks', 0, 'offers', 0]],
    ['into a text, whose own properties are no fields', ['weeks', 0, 'from', 'length']],
    ['into a number', ['weeks', 'length', 'toFixed']],
  ])('%s', (_case, path) => {
    expect(valueAt(data, path)).toBeUndefined()
  })
})

describe('templateText: a CMS list template filled with an item', () => {
  const closure = { from: '2026-08-03', to: '2026-12-04', announcement: { de: 'Betriebsurlaub' } }
  const template =
    "Schließzeit {{fields.from | date('D.M.')}}–{{ fields.to | date('DD.MM.YYYY') }}: {{fields.announcement.de}}"

  it('fills values and dates in their tokens', () => {
    expect(templateText(template, closure)).toBe('Schließzeit 3.8.–04.12.2026: Betriebsurlaub')
    expect(templateText("{{fields.to | date('D.M.YYYY')}}", closure)).toBe('4.12.2026')
  })

  it('shows a number as it is, and nothing for a missing value or one that is no text', () => {
    expect(templateText('{{fields.number}} {{fields.name.de}}', { number: 24 })).toBe('24 ')
    expect(templateText('[{{fields.name}}]', { name: { de: 'Naan' } })).toBe('[]')
    expect(templateText('[{{fields.name}}]', { name: true })).toBe('[]')
  })

  it.each([
    '2026-12-4',
    '2026-1-04',
    '202-12-04',
    '20261-12-04',
    '2026-012-04',
    '2026-12-004',
    'x2026-12-04',
    '2026-12-04x',
    '2026-12-04T10:00',
    'YYYY-MM-DD',
    '',
  ])('shows nothing for %j, which is not a date, as Sveltia CMS does', (value) => {
    expect(templateText("[{{fields.from | date('D.M.YYYY')}}]", { from: value })).toBe('[]')
  })
})
