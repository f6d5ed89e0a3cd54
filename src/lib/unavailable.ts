/*
 * A dish off for a few days (`unavailableUntil` in content/menu.yaml and content/lunch.yaml):
 * until and including that Berlin date it is marked „Zurzeit nicht erhältlich“, and from the next
 * day it is back by itself. The build marks it by its own date; in the browser, a page built days
 * ago is corrected by the visitor's Berlin date (src/features/lunch/show-current-lunch.ts), so the
 * mark sits in attributes: `data-unavailable-until` with the date on every dish that can still be
 * off, `data-unavailable` while it is, and its note (`data-unavailable-note`) hidden when it is not.
 * No imports: the boot script reads the attribute's name from here, without the date functions.
 */

/** Whether a dish with `until` is off on the Berlin date `today`. */
export function isUnavailable(until: string | undefined, today: string): boolean {
  // Without a date it is compared with '', which every date comes after: never off.
  return today <= (until ?? '')
}

export const unavailableUntilAttribute = 'data-unavailable-until'
export const unavailableAttribute = 'data-unavailable'
export const unavailableNoteAttribute = 'data-unavailable-note'

/**
 * The attributes of a dish's element: its date while it can still be off (on the build's date
 * `today` or later), and the mark while it is; none for a dish that is available for good.
 */
export function unavailableAttributes(
  until: string | undefined,
  today: string,
): Record<string, string> {
  if (!isUnavailable(until, today)) return {}
  return { [unavailableUntilAttribute]: until!, [unavailableAttribute]: '' }
}
