/**
 * Dates as the CMS shows them to the owner: `2026-12-14` → `14.12.2026`, a range of days as
 * `14.12.–18.12.2026`, the form its lists name a week, a closure or a notice by
 * (summary-template.ts renders the same from the lists' templates).
 */

/** `2026-12-14` → `14.12.2026`; anything else as it is. */
export function germanDate(isoDate: string): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) ?? []
  return year ? `${day}.${month}.${year}` : isoDate
}

/** `2026-12-14`, `2026-12-18` → `14.12.–18.12.2026`. */
export function germanDateRange(from: string, to: string): string {
  const start = germanDate(from)
  return `${/^\d{2}\.\d{2}\./.exec(start)?.[0] ?? start}–${germanDate(to)}`
}
