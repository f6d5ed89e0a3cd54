/**
 * The date the menu's prices are from: the build's, in Berlin ("25.11.2026"). Printed on the
 * takeaway flyer's first page and in every page's footer.
 */
export function pricesDate(instant: Date): string {
  return new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(instant)
}
