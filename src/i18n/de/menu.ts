import type { AllergenGroup, AdditiveNumber, Diet, spiceLevels } from '@/schemas'
import { type AllergenKindCode, allergenNamesOf } from '@/i18n/allergen-names'

type SpiceLevel = (typeof spiceLevels)[number]

/*
 * The menu's texts inside the prerendered list: the legend and the marks beside a dish, used at
 * build time only (the dialog's search and filters are in island-text.ts).
 */

/** The 14 allergens that must be declared (LMIV, Annex II), by the letters German menus use. */
export const allergenGroupNames: Record<AllergenGroup, string> = {
  A: 'glutenhaltiges Getreide',
  B: 'Krebstiere',
  C: 'Eier',
  D: 'Fisch',
  E: 'Erdnüsse',
  F: 'Soja',
  G: 'Milch (einschließlich Laktose)',
  H: 'Schalenfrüchte',
  I: 'Sellerie',
  J: 'Senf',
  K: 'Sesam',
  L: 'Schwefeldioxid und Sulfite',
  M: 'Lupinen',
  N: 'Weichtiere',
}

/** The cereals and nuts by their kind, as Annex II names them (LMIV Annex II No. 1 and 8). */
export const allergenKindNames: Record<AllergenKindCode, string> = {
  A1: 'Weizen',
  A2: 'Roggen',
  A3: 'Gerste',
  A4: 'Hafer',
  A5: 'Dinkel',
  A6: 'Kamut',
  H1: 'Mandeln',
  H2: 'Haselnüsse',
  H3: 'Walnüsse',
  H4: 'Cashewnüsse',
  H5: 'Pecannüsse',
  H6: 'Paranüsse',
  H7: 'Pistazien',
  H8: 'Macadamianüsse',
}

/** What a dish declares, by its code: „glutenhaltiges Getreide: Weizen“, „Eier“. */
export const allergenNames = allergenNamesOf(allergenGroupNames, allergenKindNames)

/** Additives by number, in the wording of the LMZDV (§ 9) and the usual caffeine/quinine notes. */
export const additiveNames: Record<AdditiveNumber, string> = {
  1: 'mit Farbstoff',
  2: 'mit Konservierungsstoff',
  3: 'mit Antioxidationsmittel',
  4: 'mit Geschmacksverstärker',
  5: 'geschwefelt',
  6: 'geschwärzt',
  7: 'gewachst',
  8: 'mit Phosphat',
  9: 'mit Süßungsmittel',
  10: 'enthält eine Phenylalaninquelle',
  11: 'koffeinhaltig',
  12: 'chininhaltig',
}

/** The marks beside a dish; `scharf` is graded by the spice level. */
export const dietLabels: Record<Diet, string> = { vegetarian: 'vegetarisch', vegan: 'vegan' }
export const spiceLabels: Record<SpiceLevel, string> = {
  1: 'leicht scharf',
  2: 'scharf',
  3: 'sehr scharf',
}

/** Texts inside the prerendered menu list (build time only). */
export const menuListText = {
  jumpBarLabel: 'Kategorien der Speisekarte',
  legendLink: 'Allergene & Zusatzstoffe',
  legendHeading: 'Allergene und Zusatzstoffe',
  legendIntro:
    'Die Buchstaben und Zahlen bei den Gerichten stehen für diese Allergene und Zusatzstoffe. Bei Allergien fragen Sie uns bitte nach den genauen Zutaten – Spuren anderer Allergene können wir in unserer Küche nicht ausschließen.',
  allergensHeading: 'Allergene',
  additivesHeading: 'Zusatzstoffe',
  allergensPrefix: 'Allergene:',
  additivesPrefix: 'Zusatzstoffe:',
  volumeUnit: 'l',
  /** An alcoholic drink's strength (LMIV Annex XII): „alc. 4,9 % vol“. */
  alcohol: (percent: string) => `alc. ${percent}\u00a0% vol`,
  deposit: (amount: string) => `zzgl. ${amount} Pfand`,
  /** A deposit drink's container, as § 32 Abs. 3 VerpackG has it written beside the price. */
  depositTypes: { einweg: 'EINWEG', mehrweg: 'MEHRWEG' },
  /** The price per litre (Grundpreis) under the price of a drink that is not exactly one litre. */
  unitPrice: (amount: string) => `1\u00a0l = ${amount}`,
}
