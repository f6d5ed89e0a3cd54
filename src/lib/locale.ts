import type { Language } from '@/content/schema/fields'

/**
 * The Intl locale of each language: German as in Germany; English as the American readers of the
 * English pages write dates and prices (`€14.90`, `Monday, August 17`).
 */
export const locales: Record<Language, string> = { de: 'de-DE', en: 'en-US' }
