import { z } from 'zod'
import { cms } from './cms-meta.ts'
import { intervalSchema, weekdayLabels, weekdays } from './hours.ts'
import { type Language, exampleMarks, localizedText, pricePattern, strict, text } from './fields.ts'

/**
 * An amount in euros as the owner writes it ("1,50"), parsed to whole cents (150): a fee, a
 * minimum order value. Unlike a price it may be 0,00 (free delivery, no minimum).
 */
const amount = (label: string, hint: string) =>
  cms(
    z
      .string({ error: 'is not an amount like 1,50' })
      .regex(pricePattern, { error: 'is not an amount like 1,50' })
      .transform((value) => Number(value.replace(',', ''))),
    {
      label,
      hint,
      patternMessage: 'Bitte als Euro mit Komma und zwei Nachkommastellen eingeben, z. B. 1,50',
    },
  )

export const postalCodePattern = /^\d{5}$/

const area = z
  .strictObject(
    {
      place: cms(text, {
        label: 'Ort',
        hint: 'Wie Gäste ihn kennen, z. B. Katzweiler oder Kaiserslautern-Erfenbach.',
      }),
      postalCodes: cms(
        z
          .array(
            cms(
              z.string().regex(postalCodePattern, { error: 'must be a five-digit postal code' }),
              {
                label: 'Postleitzahl',
                name: 'postalCode',
                patternMessage: 'Fünf Ziffern, z. B. 67731',
              },
            ),
          )
          .min(1, { error: 'must name at least one postal code' }),
        {
          label: 'Postleitzahlen',
          singular: 'Postleitzahl',
          collapsed: false,
          hint: 'Eine je Eintrag; die Gäste finden ihren Ort darüber.',
        },
      ),
      minimumOrder: amount('Mindestbestellwert', 'In Euro, z. B. 15,00; 0,00 = keiner.'),
      fee: amount('Liefergebühr', 'In Euro, z. B. 1,50; 0,00 = kostenlos.'),
      freeFrom: amount(
        'Lieferung kostenlos ab',
        'Optional: ab diesem Bestellwert entfällt die Liefergebühr, z. B. 35,00.',
      ).optional(),
    },
    strict,
  )
  .superRefine((area, context) => {
    const { freeFrom } = area
    if (freeFrom === undefined) return
    if (area.fee === 0) {
      context.addIssue({
        code: 'custom',
        path: ['freeFrom'],
        message: 'is only for an area with a delivery fee: this one has none',
        params: { de: 'gilt nur für ein Gebiet mit Liefergebühr: dieses hat keine' },
      })
    }
    if (freeFrom < area.minimumOrder) {
      context.addIssue({
        code: 'custom',
        path: ['freeFrom'],
        message: 'must not be below the minimum order value',
        params: { de: 'darf nicht unter dem Mindestbestellwert liegen' },
      })
    }
  })

const deliveryWeek = z.strictObject(
  Object.fromEntries(
    weekdays.map((day) => [
      day,
      cms(z.array(intervalSchema), {
        label: weekdayLabels[day],
        singular: 'Zeitraum',
        summary: '{{fields.opens}}–{{fields.closes}} Uhr',
        hint: 'Keine Zeiten = an diesem Tag keine Lieferung.',
      }),
    ]),
  ) as Record<(typeof weekdays)[number], z.ZodArray<typeof intervalSchema>>,
  strict,
)

/**
 * content/delivery.yaml: where the restaurant delivers, for what minimum order and fee (per area,
 * optionally free from an order value), when, if that differs from the opening hours, and whether
 * guests can pick up. Shown on the ordering page, in the order modal, in the menu's price note and
 * in the flyer (§ 6 Abs. 2 PAngV: the delivery fee where it can be stated in advance).
 */
export function deliverySchema(language: Language) {
  const fields = {
    areas: cms(
      z
        .array(area)
        .min(1, { error: 'must list at least one delivery area' })
        .superRefine((areas, context) => {
          areas.forEach(({ place }, index) => {
            const first = areas.findIndex((other) => other.place === place)
            if (first < index) {
              context.addIssue({
                code: 'custom',
                path: [index, 'place'],
                message: `is already delivery area ${first + 1}`,
                params: { de: `ist schon Liefergebiet ${first + 1}` },
              })
            }
          })
        }),
      {
        label: 'Liefergebiete',
        singular: 'Liefergebiet',
        summary: '{{fields.place}}: ab {{fields.minimumOrder}} €, Gebühr {{fields.fee}} €',
      },
    ),
    deliveryHours: cms(z.array(deliveryWeek).max(1, { error: 'must be one week at most' }), {
      label: 'Lieferzeiten',
      singular: 'Wochenplan',
      hint: 'Nur wenn Sie nicht während der ganzen Öffnungszeiten liefern; sonst leer lassen.',
    })
      .optional()
      .transform((weeks) => weeks?.[0]),
    pickup: cms(z.boolean({ error: 'must be true or false' }), {
      label: 'Abholung im Restaurant',
      default: true,
    }),
    note: cms(localizedText(language, { multiline: true }), {
      label: 'Hinweis',
      hint: 'Optional, z. B. „Große Bestellungen bitte einen Tag vorher telefonisch.“',
    }).optional(),
  }
  return cms(z.strictObject({ ...fields, examples: exampleMarks(fields) }, strict), {
    label: 'Lieferung',
  })
}

export type Delivery = z.output<ReturnType<typeof deliverySchema>>
export type DeliveryArea = Delivery['areas'][number]
