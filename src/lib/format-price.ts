import type { Language } from '@/schemas/fields'
import { numberFormat } from './locale.ts'

/** 1490 → "14,90 €" (de), "€14.90" (en) */
export function formatEuro(cents: number, language: Language): string {
  return numberFormat(language, { style: 'currency', currency: 'EUR' }).format(cents / 100)
}
