/** "+49 631 3101 234" → "tel:+496313101234" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}

/** "+49 631 3101 234" → "0631 3101 234": the national form Germans dial. */
export function nationalPhone(phone: string): string {
  return phone.replace(/^\+49 /, '0')
}
