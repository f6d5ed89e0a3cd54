import { berlinMoment } from '@/lib/berlin-time'
import {
  isUnavailable,
  unavailableAttribute,
  unavailableNoteAttribute,
  unavailableUntilAttribute,
} from '@/lib/unavailable'
import { isLunchAhead } from './lunch-days'
import { type WeeksShown, weeksShown } from './lunch-weeks'

/*
 * The browser's correction of what the build prerendered by its own date (builtAt), by the Berlin
 * date and time at `instant`, so a page built hours or days ago shows the Mittagstisch of today:
 * - each week (`data-lunch-week`, `data-from`, `data-to`) shows while it runs, or in a list of the
 *   coming weeks (`data-lunch-weeks="coming"`) as one of the next two, with the list's empty note
 *   (`data-lunch-empty`) when none is left;
 * - today's row of a week's days (`data-lunch-row`) is marked, today's line (`data-lunch-status`)
 *   shows, or the line for a day outside every week (`data-lunch-status=""`);
 * - „Heute Mittag“ (`data-lunch-now`, and its badge, `data-lunch-badge`) is on where a week's
 *   lunch ends later today (`data-lunch-ends`);
 * - a dish off for a few days (src/lib/unavailable.ts) is back the day after its date.
 * Loaded only on a page that has any of them (src/app/runtime/boot.ts), and run again on the menu
 * dialog's dishes when they arrive.
 */
export function showCurrentLunch(root: ParentNode, instant: Date): void {
  const { date, time } = berlinMoment(instant)
  showWeeks(root, date)
  for (const row of root.querySelectorAll<HTMLElement>('[data-lunch-row]')) {
    if (row.dataset.lunchRow === date) row.setAttribute('aria-current', 'date')
    else row.removeAttribute('aria-current')
  }
  for (const list of root.querySelectorAll<HTMLElement>('[data-lunch-statuses]')) {
    const lines = [...list.querySelectorAll<HTMLElement>('[data-lunch-status]')]
    const today = lines.filter((line) => line.dataset.lunchStatus === date)
    for (const line of lines) {
      line.hidden = line.dataset.lunchStatus ? line.dataset.lunchStatus !== date : today.length > 0
    }
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-lunch-ends]')) {
    const ahead = isLunchAhead(element.dataset.lunchEnds ?? '', date, time)
    element.toggleAttribute('data-lunch-now', ahead)
    for (const badge of element.querySelectorAll<HTMLElement>('[data-lunch-badge]')) {
      badge.hidden = !ahead
    }
  }

  for (const dish of root.querySelectorAll<HTMLElement>(`[${unavailableUntilAttribute}]`)) {
    const off = isUnavailable(dish.getAttribute(unavailableUntilAttribute) ?? undefined, date)
    dish.toggleAttribute(unavailableAttribute, off)
    for (const note of dish.querySelectorAll<HTMLElement>(`[${unavailableNoteAttribute}]`)) {
      note.hidden = !off
    }
  }
}

interface WeekElement {
  element: HTMLElement
  from: string
  to: string
}

function showWeeks(root: ParentNode, date: string) {
  const weeks = [...root.querySelectorAll<HTMLElement>('[data-lunch-week]')].map(
    (element): WeekElement => ({
      element,
      from: element.dataset.from ?? '',
      to: element.dataset.to ?? '',
    }),
  )
  const lists = new Map<HTMLElement | null, WeekElement[]>()
  for (const week of weeks) {
    const list = week.element.closest<HTMLElement>('[data-lunch-weeks="coming"]')
    lists.set(list, [...(lists.get(list) ?? []), week])
  }
  for (const [list, members] of lists) {
    const mode: WeeksShown = list ? 'coming' : 'current'
    const shown = new Set(weeksShown(members, date, mode).map((week) => week.element))
    for (const { element } of members) element.hidden = !shown.has(element)
    const empty = list?.querySelector<HTMLElement>('[data-lunch-empty]')
    if (empty) empty.hidden = shown.size > 0
  }
}
