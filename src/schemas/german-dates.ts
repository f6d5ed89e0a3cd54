/**
 * Dates as the CMS shows them to the owner: `2026-12-04` → `4.12.2026`, a range of days as
 * `30.11.–6.12.2026`, the form its lists name a week, a closure or a notice by
 * (summary-template.ts renders the same from the lists' templates, `date('D.M.YYYY')`). German
 * month names are out of reach: Sveltia CMS formats its templates' dates with dayjs and no locale.
 */

/** `2026-12-04` → `4.12.2026`; anything else as it is. */
export function germanDate(isoDate: string): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) ?? []
  return year ? `${Number(day)}.${Number(month)}.${year}` : isoDate
}

/** `2026-11-30`, `2026-12-06` → `30.11.–6.12.2026`. */
export function germanDateRange(from: string, to: string): string {
  const start = germanDate(from)
  return `${/^\d{1,2}\.\d{1,2}\./.exec(start)?.[0] ?? start}–${germanDate(to)}`
}
