import type * as De from '@/i18n/de/menu'
import { allergenNamesOf } from '@/i18n/allergen-names'

/*
 * The menu's texts inside the prerendered list: the legend and the marks beside a dish, used at
 * build time only (the dialog's search and filters are in island-text.ts).
 */

/** The 14 allergens that must be declared in the EU, by the letters German menus use. */
export const allergenGroupNames: typeof De.allergenGroupNames = {
  A: 'cereals containing gluten',
  B: 'crustaceans',
  C: 'eggs',
  D: 'fish',
  E: 'peanuts',
  F: 'soybeans',
  G: 'milk (including lactose)',
  H: 'tree nuts',
  I: 'celery',
  J: 'mustard',
  K: 'sesame',
  L: 'sulfur dioxide and sulfites',
  M: 'lupin',
  N: 'mollusks',
}

/** The cereals and nuts by their kind. */
export const allergenKindNames: typeof De.allergenKindNames = {
  A1: 'wheat',
  A2: 'rye',
  A3: 'barley',
  A4: 'oats',
  A5: 'spelt',
  A6: 'kamut',
  H1: 'almonds',
  H2: 'hazelnuts',
  H3: 'walnuts',
  H4: 'cashews',
  H5: 'pecans',
  H6: 'Brazil nuts',
  H7: 'pistachios',
  H8: 'macadamia nuts',
}

/** What a dish declares, by its code: “cereals containing gluten: wheat”, “eggs”. */
export const allergenNames: typeof De.allergenNames = allergenNamesOf(
  allergenGroupNames,
  allergenKindNames,
)

/** Additives by number, as the German menu declares them, with the caffeine and quinine notes. */
export const additiveNames: typeof De.additiveNames = {
  1: 'with coloring',
  2: 'with preservative',
  3: 'with antioxidant',
  4: 'with flavor enhancer',
  5: 'sulphured',
  6: 'blackened',
  7: 'waxed',
  8: 'with phosphate',
  9: 'with sweetener',
  10: 'contains a source of phenylalanine',
  11: 'contains caffeine',
  12: 'contains quinine',
}

/** The marks beside a dish; `spicy` is graded by the spice level. */
export const dietLabels: typeof De.dietLabels = { vegetarian: 'vegetarian', vegan: 'vegan' }
export const spiceLabels: typeof De.spiceLabels = {
  1: 'mildly spicy',
  2: 'spicy',
  3: 'very spicy',
}

/** Texts inside the prerendered menu list (build time only). */
export const menuListText: typeof De.menuListText = {
  jumpBarLabel: 'Menu categories',
  legendLink: 'Allergens & additives',
  legendHeading: 'Allergens and additives',
  legendIntro:
    'The letters and numbers next to the dishes stand for these allergens and additives. If you have allergies, please ask us about the exact ingredients – we can’t rule out traces of other allergens in our kitchen.',
  allergensHeading: 'Allergens',
  additivesHeading: 'Additives',
  allergensPrefix: 'Allergens:',
  additivesPrefix: 'Additives:',
  volumeUnit: 'l',
  alcohol: (percent) => `alc. ${percent}% vol`,
  deposit: (amount) => `plus ${amount} deposit`,
  /** The German law's words, as the container shows them, with their English. */
  depositTypes: { einweg: 'EINWEG (single-use)', mehrweg: 'MEHRWEG (reusable)' },
  /** The price per liter (required in Germany) under the price of a drink that is not exactly one liter. */
  unitPrice: (amount) => `1\u00a0l = ${amount}`,
}
