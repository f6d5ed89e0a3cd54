/**
 * zod schema of the menu (src/content/menu.ts). Runs at build time (scripts/check-content.ts via
 * validate.ts) and in unit tests; never imported by client code.
 */
import { z } from 'zod'
import type { AllergenCode, MenuCategory } from './menu'
import { additiveNames, allergenNames } from './menu-labels'

const centsMessage = 'must be a positive whole number of cents'
const cents = z
  .number({ error: centsMessage })
  .int({ error: centsMessage })
  .positive({ error: centsMessage })
const text = z.string({ error: 'must be text' }).trim().min(1, { error: 'must not be empty' })

const allergenCodes = Object.keys(allergenNames) as [AllergenCode, ...AllergenCode[]]
const allergen = z.enum(allergenCodes, {
  error: `must be an allergen letter ${allergenCodes[0]}–${allergenCodes.at(-1)} (see menu-labels.ts)`,
})
const additive = z
  .number({ error: 'must be an additive number' })
  .refine((value) => Object.hasOwn(additiveNames, value), {
    error: `must be a known additive number (${Object.keys(additiveNames).join(', ')}; see menu-labels.ts)`,
  })
/** A misspelt field name ("allergen") must fail loudly instead of being ignored. */
const strict = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `has an unknown field ${(issue.keys ?? []).map((key) => `"${key}"`).join(', ')}`
      : undefined,
}
const noRepeats = <T>(list: T[]) => new Set(list).size === list.length

export const menuItemSchema = z.strictObject(
  {
    number: z.string().regex(/^\d{1,3}[a-z]?$/, { error: 'must be a dish number such as "41"' }),
    name: text,
    description: text.optional(),
    priceCents: cents,
    allergens: z
      .array(allergen)
      .refine(noRepeats, { error: 'must not list a letter twice' })
      .optional(),
    additives: z
      .array(additive)
      .refine(noRepeats, { error: 'must not list a number twice' })
      .optional(),
    diet: z
      .enum(['vegetarisch', 'vegan'], { error: 'must be "vegetarisch" or "vegan"' })
      .optional(),
    spiceLevel: z
      .union([z.literal(1), z.literal(2), z.literal(3)], { error: 'must be 1, 2 or 3' })
      .optional(),
    volumeLitres: z
      .number({ error: 'must be a volume in litres, e.g. 0.33' })
      .positive({ error: 'must be a volume in litres, e.g. 0.33' })
      .max(5, { error: 'must be a volume in litres, e.g. 0.33 (not millilitres)' })
      // The price per litre is computed on whole millilitres (menu-format.ts).
      .refine((litres) => Math.abs(litres * 1000 - Math.round(litres * 1000)) < 1e-6, {
        error: 'must be whole millilitres, e.g. 0.33 or 0.375 (not 0.3333)',
      })
      .optional(),
    depositCents: cents.optional(),
  },
  strict,
)

export const menuCategorySchema = z
  .strictObject(
    {
      id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
        error: 'must be lower case letters, digits and hyphens, e.g. "alkoholfreie-getraenke"',
      }),
      title: text,
      note: text.optional(),
      kind: z.enum(['food', 'drink'], { error: 'must be "food" or "drink"' }),
      items: z.array(menuItemSchema).min(1, { error: 'must list at least one dish' }),
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

export const menuSchema = z
  .array(menuCategorySchema)
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
            message: `must be unique ("${item.number}" is also "${other}")`,
          })
        } else {
          numbers.set(item.number, item.name)
        }
      })
    })
  }) satisfies z.ZodType<MenuCategory[]>

/**
 * Names where a problem sits in the owner's words: `category "Pizza", item "81 Pizza Salami":
 * field "priceCents"` instead of the bare path `7.items.1.priceCents`.
 */
export function locateMenuIssue(path: PropertyKey[], data: unknown): string {
  const [categoryIndex, itemsKey, itemIndex, ...field] = path
  if (typeof categoryIndex !== 'number') return `field "${path.join('.') || '(root)'}"`
  const category = at(data, categoryIndex)
  const title = at(category, 'title')
  const where =
    typeof title === 'string' && title.trim()
      ? `category "${title}"`
      : `category #${categoryIndex + 1}`
  if (itemsKey !== 'items' || typeof itemIndex !== 'number') {
    return withField(where, path.slice(1))
  }
  const item = at(at(category, 'items'), itemIndex)
  const label = [at(item, 'number'), at(item, 'name')].filter((part) => typeof part === 'string')
  const itemLabel = label.length > 0 ? `item "${label.join(' ')}"` : `item #${itemIndex + 1}`
  return withField(`${where}, ${itemLabel}`, field)
}

function withField(where: string, field: PropertyKey[]): string {
  return field.length > 0 ? `${where}: field "${field.join('.')}"` : `${where}:`
}

function at(node: unknown, key: PropertyKey): unknown {
  return node !== null && typeof node === 'object'
    ? (node as Record<PropertyKey, unknown>)[key]
    : undefined
}
