import { z } from 'zod'
import { type Language, dishNumber, localizedText, price, strict } from './fields.ts'

/** LMIV allergen letters (A glutenhaltiges Getreide … N Weichtiere; names: text/<language>/menu.ts). */
export const allergenCodes = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
] as const
/** Additive numbers per LMZDV (1 mit Farbstoff … 12 chininhaltig; names: text/<language>/menu.ts). */
export const additiveNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const
export const diets = ['vegetarian', 'vegan'] as const
export const spiceLevels = [1, 2, 3] as const

const allergen = z.enum(allergenCodes, {
  error: `is not an allergen letter ${allergenCodes[0]}–${allergenCodes.at(-1)} (see the legend)`,
})
const additive = z.literal(additiveNumbers, {
  error: `is not an additive number ${additiveNumbers[0]}–${additiveNumbers.at(-1)} (see the legend)`,
})
/** A category's anchor: lower case letters, digits and hyphens. */
export const categoryIdPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/

const noRepeats = <T>(list: T[]) => new Set(list).size === list.length
const volumeMessage = 'must be a volume in litres, e.g. 0.33'

function menuItemSchema(language: Language) {
  return z
    .strictObject(
      {
        number: dishNumber,
        name: localizedText(language),
        description: localizedText(language).optional(),
        price,
        allergens: z
          .array(allergen)
          .refine(noRepeats, { error: 'must not list a letter twice' })
          .optional(),
        additives: z
          .array(additive)
          .refine(noRepeats, { error: 'must not list a number twice' })
          .optional(),
        diet: z.enum(diets, { error: 'must be "vegetarian" or "vegan"' }).optional(),
        /** 1 mild … 3 sehr scharf */
        spiceLevel: z
          .literal(spiceLevels, {
            error: `must be a spice level ${spiceLevels[0]}–${spiceLevels.at(-1)}`,
          })
          .optional(),
        /** Drinks: volume in litres, e.g. 0.33 */
        volumeLitres: z
          .number({ error: volumeMessage })
          .positive({ error: volumeMessage })
          .max(5, { error: `${volumeMessage} (not millilitres)` })
          // The price per litre is computed on whole millilitres (menu-format.ts).
          .refine((litres) => Math.abs(litres * 1000 - Math.round(litres * 1000)) < 1e-6, {
            error: 'must be whole millilitres, e.g. 0.33 or 0.375 (not 0.3333)',
          })
          .optional(),
        /** Bottled drinks: deposit (Pfand), shown beside the price. */
        deposit: price.optional(),
      },
      strict,
    )
    .transform(({ price, deposit, ...item }) => ({
      ...item,
      priceCents: price,
      ...(deposit !== undefined && { depositCents: deposit }),
    }))
}

function menuCategorySchema(language: Language) {
  return z
    .strictObject(
      {
        /** Anchor of the category (lower case, hyphens). */
        id: z.string().regex(categoryIdPattern, {
          error: 'must be lower case letters, digits and hyphens, e.g. "alkoholfreie-getraenke"',
        }),
        title: localizedText(language),
        note: localizedText(language).optional(),
        /** Drinks must state their volume. */
        kind: z.enum(['food', 'drink'], { error: 'must be "food" or "drink"' }),
        items: z.array(menuItemSchema(language)).min(1, { error: 'must list at least one dish' }),
      },
      strict,
    )
    .superRefine((category, context) => {
      if (category.kind !== 'drink') return
      category.items.forEach((item, index) => {
        if (item.volumeLitres === undefined) {
          context.addIssue({
            code: 'custom',
            path: ['items', index, 'volumeLitres'],
            message: 'is required for drinks (volume in litres, e.g. 0.33)',
          })
        }
      })
    })
}

/** content/menu.yaml: the menu's categories and their dishes. */
export function menuSchema(language: Language) {
  return z.strictObject(
    {
      categories: z
        .array(menuCategorySchema(language))
        .min(1, { error: 'must list at least one category' })
        .superRefine((categories, context) => {
          const numbers = new Map<string, string>()
          const ids = new Set<string>()
          categories.forEach((category, categoryIndex) => {
            if (ids.has(category.id)) {
              context.addIssue({
                code: 'custom',
                path: [categoryIndex, 'id'],
                message: `must be unique ("${category.id}" is used twice)`,
              })
            }
            ids.add(category.id)
            category.items.forEach((item, itemIndex) => {
              const other = numbers.get(item.number)
              if (other !== undefined) {
                context.addIssue({
                  code: 'custom',
                  path: [categoryIndex, 'items', itemIndex, 'number'],
                  message: `is used twice (also "${other}")`,
                })
              } else {
                numbers.set(item.number, item.name)
              }
            })
          })
        }),
    },
    strict,
  )
}

export type MenuCategory = z.output<ReturnType<typeof menuSchema>>['categories'][number]
export type MenuItem = MenuCategory['items'][number]
export type AllergenCode = (typeof allergenCodes)[number]
export type AdditiveNumber = (typeof additiveNumbers)[number]
export type Diet = (typeof diets)[number]
/** What the menu's filter toggles select by. */
export type MenuTag = Diet | 'spicy'
