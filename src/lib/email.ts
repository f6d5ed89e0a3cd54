/** "kontakt@example.com" → "mailto:kontakt@example.com": a link that opens the mail program. */
export function mailtoHref(email: string): string {
  return `mailto:${email}`
}
