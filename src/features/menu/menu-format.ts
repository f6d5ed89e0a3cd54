import type { MenuCategory } from '@/schemas'
import type { Language } from '@/schemas/fields'
import { uiTexts } from '@/i18n'
import { formatEuro } from '@/lib/format-price'
import { numberFormat } from '@/lib/locale'

/*
 * Formats of the prerendered menu, at build time (the browser never formats a dish). Volumes and
 * prices in each language's own way; the words (deposit, unit price) from its texts.
 */

/** 0.33 → "0,33 l" (de), "0.33 l" (en), 1 → "1,00 l": the way drinks menus print volumes. */
export function formatVolume(volumeLitres: number, language: Language): string {
  const litres = numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return `${litres.format(volumeLitres)}\u00a0${uiTexts[language].menuListText.volumeUnit}`
}

/** 4.9 → "alc. 4,9 % vol" (de), "alc. 4.9% vol" (en); 12 → "alc. 12 % vol": at most one decimal. */
export function formatAlcohol(percent: number, language: Language): string {
  const number = numberFormat(language, { maximumFractionDigits: 1 }).format(percent)
  return uiTexts[language].menuListText.alcohol(number)
}

/** 15 → "zzgl. 0,15 € Pfand" (de), "plus €0.15 deposit" (en): beside the price, never added to it. */
export function formatDeposit(depositCents: number, language: Language): string {
  return uiTexts[language].menuListText.deposit(formatEuro(depositCents, language))
}

/**
 * The price per litre in cents (Grundpreis, PAngV § 4), rounded half up to the cent, or undefined
 * for exactly one litre, where it would repeat the price. The deposit is not part of it. Menu
 * volumes are whole millilitres (src/schemas/menu.ts), so the sum runs on integers: in floating point,
 * 399 / 0.56 is 712.4999… and would round 7,125 € down to 7,12 € instead of up to 7,13 €.
 */
export function unitPriceCents(priceCents: number, volumeLitres: number): number | undefined {
  const millilitres = Math.round(volumeLitres * 1000)
  if (millilitres <= 0 || millilitres === 1000) return undefined
  // round(a / b) half up is floor((2a + b) / 2b); both sides stay far below 2^53.
  return Math.floor((priceCents * 2000 + millilitres) / (millilitres * 2))
}

/** 320 ct for 0.33 l → "1 l = 9,70 €"; undefined for exactly one litre. */
export function formatUnitPrice(
  priceCents: number,
  volumeLitres: number,
  language: Language,
): string | undefined {
  const cents = unitPriceCents(priceCents, volumeLitres)
  return cents === undefined
    ? undefined
    : uiTexts[language].menuListText.unitPrice(formatEuro(cents, language))
}

/** How many dishes and drinks the menu lists. */
export function dishCount(menu: readonly MenuCategory[]): number {
  return menu.reduce((sum, category) => sum + category.items.length, 0)
}
