/** "+49 30 23125 555" → "tel:+493023125555" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}

/** "+49 30 23125 555" → "030 23125 555": the national form Germans dial. */
export function nationalPhone(phone: string): string {
  return phone.replace(/^\+49 /, '0')
}
