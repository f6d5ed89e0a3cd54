import type { Language } from '@/schemas/fields'

/**
 * The Intl locale of each language: German as in Germany; English as the American readers of the
 * English pages write dates and prices (`€14.90`, `Monday, August 17`).
 */
export const locales: Record<Language, string> = { de: 'de-DE', en: 'en-US' }

// Each formatter is made on first use and kept: creating one loads the ICU locale data, a 20–60 ms
// main-thread task on a phone.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>()

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(
  key: string,
  make: () => T,
): T {
  let format = formatters.get(key) as T | undefined
  if (!format) {
    format = make()
    formatters.set(key, format)
  }
  return format
}

export function numberFormat(language: Language, options: Intl.NumberFormatOptions) {
  return cached(
    `number ${language} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locales[language], options),
  )
}

/** "A, B und C" / "A, B, and C" (a conjunction, Intl.ListFormat's default). */
export function listFormat(language: Language) {
  return cached(`list ${language}`, () => new Intl.ListFormat(locales[language]))
}

export function dateFormat(language: Language, options: Intl.DateTimeFormatOptions) {
  return cached(
    `date ${language} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locales[language], options),
  )
}

/**
 * A day as the pages print it, in Berlin: "24.11.2026", "November 24, 2026" (the flyer's prices,
 * the legal texts' „Stand“).
 */
export function calendarDate(instant: Date, language: Language): string {
  return dateFormat(language, {
    ...(language === 'de'
      ? { day: '2-digit', month: '2-digit' }
      : { day: 'numeric', month: 'long' }),
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(instant)
}
