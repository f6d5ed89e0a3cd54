import { describe, expect, it } from 'vitest'
import { cmsAt } from '@/testing/cms-at'
import { deliverySchema } from './delivery'
import { describeItem, germanIssues, issueLine } from './german-issues'

const area = (place: string, amounts: Record<string, string> = {}) => ({
  place,
  postalCodes: ['67731'],
  minimumOrder: '15,00',
  fee: '1,50',
  ...amounts,
})
const week = {
  mon: [{ opens: '11:30', closes: '13:45' }],
  tue: [],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
}

/** The build's English problems of a delivery file, each at its field. */
const englishIssues = (raw: unknown) =>
  deliverySchema('de')
    .safeParse(raw)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)

describe('content/delivery.yaml', () => {
  it('reads amounts as cents, the one week of delivery hours, pickup and the note', () => {
    const delivery = deliverySchema('en').parse({
      areas: [area('Otterbach', { minimumOrder: '12,00', fee: '1,50', freeFrom: '25,00' })],
      deliveryHours: [week],
      pickup: false,
      note: { de: 'Große Bestellungen bitte einen Tag vorher.' },
    })
    expect(delivery.areas[0]).toEqual({
      place: 'Otterbach',
      postalCodes: ['67731'],
      minimumOrder: 1200,
      fee: 150,
      freeFrom: 2500,
    })
    expect(delivery.deliveryHours).toEqual(week)
    expect(delivery.pickup).toBe(false)
    expect(delivery.note).toEqual({
      text: 'Große Bestellungen bitte einen Tag vorher.',
      lang: 'de',
    })
  })

  it('delivers during the opening hours when no delivery hours are given, or an empty list', () => {
    for (const deliveryHours of [undefined, []]) {
      const delivery = deliverySchema('de').parse({
        areas: [area('Sambach')],
        deliveryHours,
        pickup: true,
      })
      expect(delivery.deliveryHours).toBeUndefined()
    }
  })

  it('takes free delivery from exactly the minimum order, and no fee without a free-from value', () => {
    expect(
      englishIssues({
        areas: [
          area('Otterbach', { minimumOrder: '20,00', fee: '1,50', freeFrom: '20,00' }),
          area('Sambach', { minimumOrder: '0,00', fee: '0,00' }),
        ],
        pickup: true,
      }),
    ).toBeUndefined()
  })

  it('refuses a free-from value without a fee or below the minimum, a place twice, two weeks', () => {
    const raw = {
      areas: [
        area('Otterbach', { fee: '0,00', freeFrom: '25,00' }),
        area('Sambach', { minimumOrder: '15,00', freeFrom: '14,99' }),
        area('Otterbach'),
      ],
      deliveryHours: [week, week],
      pickup: 'ja',
    }
    expect(englishIssues(raw)).toEqual([
      'areas.0.freeFrom: is only for an area with a delivery fee: this one has none',
      'areas.1.freeFrom: must not be below the minimum order value',
      'areas.2.place: is already delivery area 1',
      'deliveryHours: must be one week at most',
      'pickup: must be true or false',
    ])
    expect(germanIssues(deliverySchema('de'), raw).map(issueLine)).toEqual([
      'Lieferung › Otterbach: ab 15,00 €, Gebühr 0,00 € › Lieferung kostenlos ab: gilt nur für ein Gebiet mit Liefergebühr: dieses hat keine',
      'Lieferung › Sambach: ab 15,00 €, Gebühr 1,50 € › Lieferung kostenlos ab: darf nicht unter dem Mindestbestellwert liegen',
      'Lieferung › Otterbach: ab 15,00 €, Gebühr 1,50 € › Ort: ist schon Liefergebiet 1',
      'Lieferung › Lieferzeiten: darf höchstens 1 Wochenplan haben',
      'Lieferung › Abholung im Restaurant: hat nicht die passende Art',
    ])
  })

  it('names the place a third time by its first entry, and refuses a file without areas', () => {
    expect(
      englishIssues({ areas: [area('A'), area('B'), area('B'), area('A')], pickup: true }),
    ).toEqual([
      'areas.2.place: is already delivery area 2',
      'areas.3.place: is already delivery area 1',
    ])
    expect(englishIssues({ areas: [], pickup: true })).toEqual([
      'areas: must list at least one delivery area',
    ])
    expect(
      germanIssues(deliverySchema('de'), { areas: [], pickup: true, note: { de: ' ' } }).map(
        issueLine,
      ),
    ).toEqual([
      'Lieferung › Liefergebiete: braucht mindestens 1 Liefergebiet',
      'Lieferung › Hinweis (Deutsch): ist leer',
    ])
  })

  it('asks before removing an area by its summary line', () => {
    const raw = {
      areas: [area('Katzweiler', { minimumOrder: '15,00', fee: '2,00' })],
      pickup: true,
    }
    expect(describeItem(deliverySchema('de'), raw, ['areas', 0])).toEqual({
      name: 'Liefergebiet „Katzweiler: ab 15,00 €, Gebühr 2,00 €“',
      contents: ['1 Postleitzahl'],
    })
  })

  it('shows the owner each field in the CMS with its German label and hint', () => {
    const schema = deliverySchema('de')
    expect(cmsAt(schema)).toMatchObject({ label: 'Lieferung' })
    expect(cmsAt(schema, 'deliveryHours')).toEqual({
      label: 'Lieferzeiten',
      singular: 'Wochenplan',
      hint: 'Nur wenn Sie nicht während der ganzen Öffnungszeiten liefern; sonst leer lassen.',
    })
    expect(cmsAt(schema, 'pickup')).toEqual({ label: 'Abholung im Restaurant', default: true })
    expect(cmsAt(schema, 'note')).toMatchObject({
      label: 'Hinweis',
      hint: 'Optional, z. B. „Große Bestellungen bitte einen Tag vorher telefonisch.“',
    })
    expect(cmsAt(schema, 'note', 'de')).toMatchObject({ label: 'Deutsch', multiline: true })
    expect(cmsAt(schema, 'examples', 0).choices).toEqual({
      areas: 'Liefergebiete',
      deliveryHours: 'Lieferzeiten',
      pickup: 'Abholung im Restaurant',
      note: 'Hinweis',
    })
  })
})
