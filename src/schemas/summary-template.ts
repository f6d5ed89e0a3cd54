/**
 * The line the CMS shows for a list's item, from the list's template in the schema's metadata
 * (`summary`, `itemName`): `{{fields.name.de}}` is the item's value at `name.de`, and
 * `{{fields.from | date('D.M.')}}` a date of the item in the tokens `YYYY`, `MM`, `DD`, `M`
 * and `D`. Sveltia CMS renders the same templates in its lists; the German messages
 * (german-issues.ts) name the items with them, so both say the same.
 */

/** The value at `path` in the raw data of a file, or undefined where there is none. */
export function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object'
        ? (node as Record<PropertyKey, unknown>)[key]
        : undefined,
    data,
  )
}

const placeholder = /\{\{\s*fields\.([\w.]+)\s*(?:\|\s*date\('([^']+)'\)\s*)?\}\}/g

/** `template` with each placeholder replaced by `item`'s value (empty where it has none). */
export function templateText(template: string, item: unknown): string {
  return template.replace(placeholder, (_match, path: string, dateFormat?: string) => {
    const value = valueAt(item, path.split('.'))
    if (typeof value !== 'string' && typeof value !== 'number') return ''
    return dateFormat ? formatDate(String(value), dateFormat) : String(value)
  })
}

/** `2026-12-04` in `D.M.YYYY` → `4.12.2026`, in `DD.MM.YYYY` → `04.12.2026`; not a date: empty, as Sveltia CMS shows it. */
function formatDate(isoDate: string, format: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return ''
  const [year, month, day] = isoDate.split('-') as [string, string, string]
  const tokens: Record<string, string> = {
    YYYY: year,
    MM: month,
    DD: day,
    M: String(Number(month)),
    D: String(Number(day)),
  }
  return format.replace(/YYYY|MM|DD|M|D/g, (token) => tokens[token]!)
}
