import { unavailableUntilAttribute } from '@/lib/unavailable'
import { isCurrentWeek } from './lunch-weeks'

/**
 * The attributes of an element that shows one Mittagstisch week (its page section, the home
 * page's block, the menu's section and its jump link): the week's days for the browser's
 * correction (show-current-lunch.ts), and `hidden` where the build's date is outside it.
 */
export function lunchWeekAttributes(week: { from: string; to: string }, today: string) {
  return {
    attributes: { 'data-lunch-week': '', 'data-from': week.from, 'data-to': week.to },
    hidden: !isCurrentWeek(week, today),
  }
}

/**
 * What the browser corrects by the visitor's day (show-current-lunch.ts): a page loads that
 * module only where one of these is, and runs it again on the menu dialog's dishes.
 */
export const datedLunchSelector = `[data-lunch-week], [data-lunch-statuses], [${unavailableUntilAttribute}]`
