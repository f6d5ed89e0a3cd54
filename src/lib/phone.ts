import type { Language } from '@/schemas/fields'

/** "+49 631 3101 234" → "tel:+496313101234" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}

/**
 * The number as a reader of `language` dials it: "0631 3101 234", the national form Germans dial,
 * or "+49 631 3101 234" for English readers, who may call from a US phone. A number outside
 * Germany stays international for everyone.
 */
export function displayPhone(phone: string, language: Language): string {
  return language === 'de' && phone.startsWith('+49 ') ? `0${phone.slice(4)}` : phone
}
