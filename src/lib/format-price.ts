import type { Language } from '@/content/schema/fields'
import { locales } from './locale'

// Made on first use: creating an Intl formatter loads the ICU locale data, a 20–60 ms main-thread
// task on a phone.
const euros = new Map<Language, Intl.NumberFormat>()

/** 1490 → "14,90 €" (de), "€14.90" (en) */
export function formatEuro(cents: number, language: Language): string {
  let euro = euros.get(language)
  if (!euro) {
    euro = new Intl.NumberFormat(locales[language], { style: 'currency', currency: 'EUR' })
    euros.set(language, euro)
  }
  return euro.format(cents / 100)
}
