import { z } from 'zod'
import { cms } from './cms-meta.ts'
import { type Language, dishNumber, isoDate, localizedText, price, strict } from './fields.ts'

/**
 * The 14 allergens of LMIV Annex II by the letters German menus use (A glutenhaltiges Getreide …
 * N Weichtiere); names: i18n/<language>/menu.ts.
 */
export const allergenGroups = [
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
/**
 * What a dish declares: the letters, but the cereals (No. 1) and the nuts (No. 8) by the kind
 * Annex II names, as a sub-code (A1 Weizen … A6 Kamut, H1 Mandeln … H8 Macadamianüsse): a guest
 * allergic to cashews must see which nut a dish contains.
 */
export const allergenCodes = [
  'A1',
  'A2',
  'A3',
  'A4',
  'A5',
  'A6',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'H7',
  'H8',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
] as const
/** The allergen an allergen code declares: `A3` → `A`. */
export const allergenGroup = (code: AllergenCode) => code[0] as AllergenGroup
/** Additive numbers per LMZDV (1 mit Farbstoff … 12 chininhaltig; names: text/<language>/menu.ts). */
export const additiveNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const
export const diets = ['vegetarian', 'vegan'] as const
/** What a category lists: drinks state their volume, alcoholic drinks their strength too. */
export const categoryKinds = ['food', 'drink', 'alcoholic-drink'] as const
export const spiceLevels = [1, 2, 3] as const
/** „geschwefelt“: always with allergen L (sulphur dioxide and sulphites). */
const sulphuredAdditive = 5

export const allergen = cms(
  z.enum(allergenCodes, {
    error: ({ input }) =>
      input === 'A'
        ? 'must name the cereal: A1 wheat, A2 rye, A3 barley, A4 oats, A5 spelt or A6 kamut'
        : input === 'H'
          ? 'must name the nut: H1 almonds, H2 hazelnuts, H3 walnuts, H4 cashews, H5 pecans, H6 Brazil nuts, H7 pistachios or H8 macadamias'
          : 'is not an allergen code A1–A6, B–G, H1–H8 or I–N (see the legend)',
  }),
  { choices: 'allergens' },
)
export const additive = cms(
  z.literal(additiveNumbers, {
    error: `is not an additive number ${additiveNumbers[0]}–${additiveNumbers.at(-1)} (see the legend)`,
  }),
  { choices: 'additives' },
)
/** 1 mild … 3 sehr scharf */
export const spiceLevel = cms(
  z.literal(spiceLevels, {
    error: `must be a spice level ${spiceLevels[0]}–${spiceLevels.at(-1)}`,
  }),
  { label: 'Schärfe', choices: 'spiceLevels' },
)

/**
 * A dish off for a few days (no lamb this week): until and including this Berlin date the menu
 * shows it greyed, „Zurzeit nicht erhältlich“ with the day it returns; from the next day it is
 * back by itself (src/lib/unavailable.ts). A date in the past changes nothing.
 */
export const unavailableUntil = cms(isoDate, {
  label: 'Nicht erhältlich bis einschließlich',
  hint: 'Nur wenn das Gericht ein paar Tage fehlt: Bis zu diesem Tag steht es grau mit „Zurzeit nicht erhältlich“ auf der Karte, ab dem Tag danach wieder normal. Sonst leer lassen.',
})

/**
 * Additive 5 and allergen L both mean more than 10 mg/kg of sulphur dioxide (LMIV Annex II
 * No. 12, ZZulV): one without the other is a labelling error, on the menu and the Mittagstisch.
 */
export function sulphitesDeclared(
  dish: { additives?: readonly number[] | undefined; allergens?: readonly string[] | undefined },
  context: z.RefinementCtx,
) {
  if (dish.additives?.includes(sulphuredAdditive) && !dish.allergens?.includes('L')) {
    context.addIssue({
      code: 'custom',
      path: ['allergens'],
      message:
        'must include L (sulphur dioxide and sulphites): the dish has additive 5 ("geschwefelt")',
      params: {
        de: 'muss L (Schwefeldioxid und Sulphite) enthalten: Zusatzstoff 5 ist „geschwefelt“',
      },
    })
  }
}

/** A deposit drink's container (§ 32 Abs. 3 VerpackG): single-use or reusable. */
export const depositTypes = ['einweg', 'mehrweg'] as const
export type DepositType = (typeof depositTypes)[number]

/** A drink with a deposit says EINWEG or MEHRWEG; one without a deposit says neither. */
function depositTypeStated(
  drink: { deposit?: number | undefined; depositType?: DepositType | undefined },
  context: z.RefinementCtx,
) {
  if (drink.deposit !== undefined && drink.depositType === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['depositType'],
      message:
        'must be "einweg" or "mehrweg": a drink with a deposit shows EINWEG or MEHRWEG beside its price (§ 32 VerpackG)',
      params: {
        de: 'fehlt: Getränke mit Pfand zeigen „EINWEG“ oder „MEHRWEG“ neben dem Preis (§ 32 VerpackG)',
      },
    })
  }
  if (drink.deposit === undefined && drink.depositType !== undefined) {
    context.addIssue({
      code: 'custom',
      path: ['depositType'],
      message: 'must be left out: the drink has no deposit',
      params: { de: 'muss leer bleiben: Das Getränk hat kein Pfand' },
    })
  }
}

/** A category's anchor: lower case letters, digits and hyphens. */
export const categoryIdPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/

export const noRepeats = <T>(list: T[]) => new Set(list).size === list.length

/** A dish's allergen codes and additive numbers, each at most once (menu and Mittagstisch). */
export const allergenList = cms(z.array(allergen), {
  label: 'Allergene',
  singular: 'Allergen',
}).refine(noRepeats, {
  error: 'must not list an allergen twice',
  params: { de: 'nennt ein Allergen zweimal' },
})
export const additiveList = cms(z.array(additive), {
  label: 'Zusatzstoffe',
  singular: 'Zusatzstoff',
}).refine(noRepeats, {
  error: 'must not list a number twice',
  params: { de: 'nennt einen Zusatzstoff zweimal' },
})
const volumeMessage = 'must be a volume in litres, e.g. 0.33'
const alcoholMessage = 'must be the alcohol by volume in percent, e.g. 4.9'

function menuItemSchema(language: Language) {
  return z
    .strictObject(
      {
        number: cms(dishNumber, {
          label: 'Nummer',
          hint: 'Wie auf der Speisekarte, z. B. 41 oder 12a.',
        }),
        name: cms(localizedText(language), { label: 'Name' }),
        description: cms(localizedText(language), { label: 'Beschreibung' }).optional(),
        price: cms(price, { label: 'Preis' }),
        allergens: allergenList.optional(),
        additives: additiveList.optional(),
        diet: cms(z.enum(diets, { error: 'must be "vegetarian" or "vegan"' }), {
          label: 'Vegetarisch oder vegan',
          choices: 'diets',
        }).optional(),
        spiceLevel: spiceLevel.optional(),
        /** Drinks: volume in litres, e.g. 0.33 */
        volumeLitres: cms(
          // The number's error is the message of each of its checks that names none.
          z
            .number({ error: volumeMessage })
            .positive()
            .max(5, { error: `${volumeMessage} (not millilitres)` })
            // The price per litre is computed on whole millilitres (menu-format.ts).
            .refine((litres) => Math.abs(litres * 1000 - Math.round(litres * 1000)) < 1e-6, {
              error: 'must be whole millilitres, e.g. 0.33 or 0.375 (not 0.3333)',
              params: { de: 'muss ganze Milliliter ergeben, z. B. 0.33 oder 0.375' },
            }),
          {
            label: 'Menge in Litern',
            step: 0.01,
            hint: 'Nur bei Getränken, z. B. 0.33 (Punkt statt Komma).',
          },
        ).optional(),
        /**
         * Alcoholic drinks: the actual alcoholic strength by volume in percent, at most one
         * decimal (LMIV Art. 9 Abs. 1 lit. k, Annex XII), shown as „alc. 4,9 % vol“.
         */
        alcoholByVolume: cms(
          z
            .number({ error: alcoholMessage })
            .min(0)
            .max(80, { error: `${alcoholMessage} (in percent, not a fraction)` })
            .refine((percent) => Math.abs(percent * 10 - Math.round(percent * 10)) < 1e-6, {
              error: 'must have at most one decimal, e.g. 4.9',
              params: { de: 'darf höchstens eine Nachkommastelle haben, z. B. 4.9' },
            }),
          {
            label: 'Alkoholgehalt in % vol',
            step: 0.1,
            hint: 'Nur bei alkoholischen Getränken, z. B. 4.9 für Bier oder 12.5 für Wein (Punkt statt Komma).',
          },
        ).optional(),
        /** Bottled drinks: deposit (Pfand), shown beside the price. */
        deposit: cms(price, { label: 'Pfand', hint: 'Nur bei Flaschen, z. B. 0,25' }).optional(),
        /**
         * A deposit drink's container as the law names it beside the price (§ 32 Abs. 3–4
         * VerpackG): „EINWEG“ or „MEHRWEG“; required with a deposit, nothing without one.
         */
        depositType: cms(z.enum(depositTypes, { error: 'must be "einweg" or "mehrweg"' }), {
          label: 'Einweg oder Mehrweg',
          hint: 'Nur bei Getränken mit Pfand: steht als „EINWEG“ oder „MEHRWEG“ neben dem Preis (VerpackG).',
          choices: { einweg: 'EINWEG', mehrweg: 'MEHRWEG' },
        }).optional(),
        unavailableUntil: unavailableUntil.optional(),
      },
      strict,
    )
    .superRefine(sulphitesDeclared)
    .superRefine(depositTypeStated)
    .transform(({ price, deposit, ...item }) => ({
      ...item,
      priceCents: price,
      ...(deposit !== undefined && { depositCents: deposit }),
    }))
}

function menuCategorySchema(language: Language) {
  const category = z.strictObject(
    {
      /** Anchor of the category (lower case, hyphens). */
      id: cms(
        z.string().regex(categoryIdPattern, {
          error: 'must be lower case letters, digits and hyphens, e.g. "alkoholfreie-getraenke"',
        }),
        {
          label: 'Kurzname für Links',
          agencyOnly: true,
          hint: 'Kleinbuchstaben ohne Umlaute, z. B. hauptgerichte',
          patternMessage: 'Nur Kleinbuchstaben, Ziffern und Bindestriche, z. B. mittagstisch',
        },
      ),
      title: cms(localizedText(language), { label: 'Überschrift' }),
      note: cms(localizedText(language), { label: 'Hinweis unter der Überschrift' }).optional(),
      /** Drinks must state their volume; alcoholic drinks their alcohol by volume too. */
      kind: cms(
        z.enum(categoryKinds, {
          error: `must be one of ${categoryKinds.map((kind) => `"${kind}"`).join(', ')}`,
        }),
        {
          label: 'Art',
          choices: {
            food: 'Speisen',
            drink: 'Getränke (Menge in Litern nötig)',
            'alcoholic-drink': 'Alkoholische Getränke (Menge und Alkoholgehalt nötig)',
          },
        },
      ),
      items: cms(
        z.array(menuItemSchema(language)).min(1, { error: 'must list at least one dish' }),
        {
          label: 'Gerichte',
          singular: 'Gericht',
          summary: '{{fields.number}} {{fields.name.de}} – {{fields.price}} €',
          itemName: '{{fields.number}} {{fields.name.de}}',
        },
      ),
    },
    strict,
  )
  // The anchor comes first in the file, as always; the owner never sees it (agencyOnly).
  return category.superRefine((category, context) => {
    category.items.forEach((item, index) => {
      if (category.kind !== 'food' && item.volumeLitres === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['items', index, 'volumeLitres'],
          message: 'is required for drinks (volume in litres, e.g. 0.33)',
          params: { de: 'fehlt: Getränke brauchen ihre Menge in Litern, z. B. 0.33' },
        })
      }
      if (category.kind === 'alcoholic-drink' && item.alcoholByVolume === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['items', index, 'alcoholByVolume'],
          message: 'is required for alcoholic drinks (alcohol by volume in percent, e.g. 4.9)',
          params: { de: 'fehlt: alkoholische Getränke brauchen ihren Alkoholgehalt, z. B. 4.9' },
        })
      }
      if (category.kind !== 'alcoholic-drink' && item.alcoholByVolume !== undefined) {
        context.addIssue({
          code: 'custom',
          path: ['items', index, 'alcoholByVolume'],
          message: 'is only for a category of alcoholic drinks (kind: alcoholic-drink)',
          params: { de: 'gehört nur zu einer Kategorie alkoholischer Getränke' },
        })
      }
    })
  })
}

/** content/menu.yaml: the menu's categories and their dishes. */
export function menuSchema(language: Language) {
  const schema = z.strictObject(
    {
      categories: cms(
        z.array(menuCategorySchema(language)).min(1, { error: 'must list at least one category' }),
        { label: 'Kategorien', singular: 'Kategorie', summary: '{{fields.title.de}}' },
      ).superRefine((categories, context) => {
        const numbers = new Map<string, string>()
        const ids = new Set<string>()
        categories.forEach((category, categoryIndex) => {
          if (ids.has(category.id)) {
            context.addIssue({
              code: 'custom',
              path: [categoryIndex, 'id'],
              message: `must be unique ("${category.id}" is used twice)`,
              params: { de: `„${category.id}“ gibt es zweimal` },
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
                params: { de: `gibt es zweimal (auch bei „${other}“)` },
              })
            } else {
              numbers.set(item.number, item.name.text)
            }
          })
        })
      }),
    },
    strict,
  )
  return cms(schema, { label: 'Speisekarte' })
}

export type MenuCategory = z.output<ReturnType<typeof menuSchema>>['categories'][number]
export type MenuItem = MenuCategory['items'][number]
/** A dish as the menu's rows show it: one of the menu, or an offer of the Mittagstisch (no number). */
export type Dish = Omit<MenuItem, 'number'> & { number?: string | undefined }
export type AllergenCode = (typeof allergenCodes)[number]
export type AllergenGroup = (typeof allergenGroups)[number]
export type AdditiveNumber = (typeof additiveNumbers)[number]
export type Diet = (typeof diets)[number]
/** What the menu's filter toggles select by. */
export type MenuTag = Diet | 'spicy'
