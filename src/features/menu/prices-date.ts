import type { Language } from '@/content/schema/fields'
import { dateFormat } from '@/lib/locale'

/**
 * The date the menu's prices are from: the build's, in Berlin ("25.11.2026", "November 25, 2026").
 * Printed on the takeaway flyer's first page and in every page's footer.
 */
export function pricesDate(instant: Date, language: Language): string {
  return dateFormat(language, {
    ...(language === 'de'
      ? { day: '2-digit', month: '2-digit' }
      : { day: 'numeric', month: 'long' }),
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(instant)
}
