/**
 * A validation problem of a data file in the owner's words: the file, the item as the owner names
 * it and the field, e.g. `content/menu.yaml: Pizza › 99 Pizza Beispiel › price: "9,9O" is not
 * a price like 9,90`. Shared by the build (load-site.ts) and the CMS's previews, so both say the same.
 */
import type { z } from 'zod'
import type { ContentFileName } from './index.ts'
import { valueAt } from './summary-template.ts'

export { valueAt }

/** One problem as a line: `<file>: <where> › <field>: <value> <message>`. */
export function describeIssue(
  file: string,
  name: ContentFileName,
  issue: z.core.$ZodIssue,
  raw: unknown,
): string {
  const where = describePath(name, issue.path, raw)
  const value = issue.code === 'unrecognized_keys' ? undefined : valueAt(raw, issue.path)
  const shown =
    value === undefined
      ? issue.code === 'invalid_type'
        ? 'is missing:'
        : ''
      : JSON.stringify(value)
  return `${file}: ${where || '(top level)'}: ${[shown, issue.message].filter(Boolean).join(' ')}`
}

/**
 * Where in a data file `path` points, in the owner's words: `Pizza › 99 Pizza Beispiel › price`
 * (also for the content check's warnings: untranslated-texts.ts).
 */
export function describePath(name: ContentFileName, path: PropertyKey[], raw: unknown): string {
  const dated = datedLists[name]
  return name === 'menu'
    ? menuPath(path, raw)
    : name === 'delivery'
      ? areaPath(path, raw)
      : name === 'lunch'
        ? lunchPath(path, raw)
        : dated
          ? datedPath(path, raw, dated)
          : plainPath(path)
}

/** Numbers list positions from 1, as the owner counts. */
function plainPath(path: PropertyKey[]): string {
  return path.map((key) => (typeof key === 'number' ? String(key + 1) : String(key))).join(' › ')
}

/** `categories.7.items.1.price` → `Pizza › 99 Pizza Beispiel › price`. */
function menuPath(path: PropertyKey[], raw: unknown): string {
  const [categoriesKey, categoryIndex, itemsKey, itemIndex, ...field] = path
  if (categoriesKey !== 'categories' || typeof categoryIndex !== 'number') return plainPath(path)
  const category = valueAt(raw, ['categories', categoryIndex])
  const title = germanText(valueAt(category, ['title']))
  const categoryLabel = title ?? `category ${categoryIndex + 1}`
  if (itemsKey !== 'items' || typeof itemIndex !== 'number') {
    return [categoryLabel, plainPath(path.slice(2))].filter(Boolean).join(' › ')
  }
  const item = valueAt(category, ['items', itemIndex])
  const number = valueAt(item, ['number'])
  const parts = [
    typeof number === 'string' ? number : undefined,
    germanText(valueAt(item, ['name'])),
  ]
  const label = parts.filter(Boolean).join(' ') || `dish ${itemIndex + 1}`
  return [categoryLabel, label, plainPath(field)].filter(Boolean).join(' › ')
}

/** `areas.2.fee` → `areas › Katzweiler › fee`: a delivery area by its place, as the CMS lists it. */
function areaPath(path: PropertyKey[], raw: unknown): string {
  const [listKey, index, ...field] = path
  if (listKey !== 'areas' || typeof index !== 'number') return plainPath(path)
  const place = valueAt(raw, ['areas', index, 'place'])
  const label = typeof place === 'string' && place.trim() ? place : String(index + 1)
  return ['areas', label, plainPath(field)].filter(Boolean).join(' › ')
}

/**
 * `weeks.0.offers.1.price` → `weeks › 2026-11-30 – 2026-12-04 › offers › Chana Masala › price`:
 * a Mittagstisch week by its days, an offer by its German name, as the CMS lists them.
 */
function lunchPath(path: PropertyKey[], raw: unknown): string {
  const [listKey, index, offersKey, offerIndex, ...field] = path
  if (listKey !== 'weeks' || typeof index !== 'number') return plainPath(path)
  const week = valueAt(raw, ['weeks', index])
  const [from, to] = [valueAt(week, ['from']), valueAt(week, ['to'])]
  const label =
    typeof from === 'string' && typeof to === 'string' ? `${from} – ${to}` : String(index + 1)
  if (offersKey !== 'offers' || typeof offerIndex !== 'number') {
    return ['weeks', label, plainPath(path.slice(2))].filter(Boolean).join(' › ')
  }
  const offer = germanText(valueAt(week, ['offers', offerIndex, 'name'])) ?? String(offerIndex + 1)
  return ['weeks', label, 'offers', offer, plainPath(field)].filter(Boolean).join(' › ')
}

/** A list of dated entries and the field of each entry's text: the CMS lists them by both. */
interface DatedList {
  list: string
  text: string
}

const datedLists: Partial<Record<ContentFileName, DatedList>> = {
  hours: { list: 'closures', text: 'announcement' },
  announcements: { list: 'announcements', text: 'text' },
}

/**
 * `closures.1.to` → `closures › 2026-08-03 – 2026-08-16 Betriebsurlaub › to`; an entry without
 * both dates by its position.
 */
function datedPath(path: PropertyKey[], raw: unknown, { list, text }: DatedList): string {
  const [listKey, index, ...field] = path
  if (listKey !== list || typeof index !== 'number') return plainPath(path)
  const entry = valueAt(raw, [list, index])
  const [from, to] = [valueAt(entry, ['from']), valueAt(entry, ['to'])]
  const label =
    typeof from === 'string' && typeof to === 'string'
      ? [`${from} – ${to}`, germanText(valueAt(entry, [text]))].filter(Boolean).join(' ')
      : String(index + 1)
  return [list, label, plainPath(field)].filter(Boolean).join(' › ')
}

function germanText(value: unknown): string | undefined {
  const german = valueAt(value, ['de'])
  return typeof german === 'string' && german.trim() ? german : undefined
}
