// The demo's Mittagstisch stays current without anyone editing it (issue 51): while
// content/lunch.yaml marks its weeks as the demo's (`examples: [weeks]`, which the launch gate
// refuses to deploy: ADR 032) and every week has ended by the build's day, the build moves them
// forward by whole weeks, so that the last one runs on that day. Weeks that are not marked, the
// owner's own, are never moved.
import type { Site, Sites } from '#src/schemas/site.ts'
import { addDays, berlinMoment } from '#src/lib/berlin-time.ts'

type Lunch = Site['lunch']

/** How many days the demo's weeks move for `today` (a multiple of 7; 0 while one is left). */
export function demoWeeksShift(lunch: Lunch, today: string): number {
  // The weeks in any order: ISO dates sort as they fall.
  const lastDay = lunch.weeks
    .map((week) => week.to)
    .sort()
    .at(-1)
  if (!lunch.examples?.includes('weeks') || lastDay === undefined) return 0
  const daysBehind = (Date.parse(today) - Date.parse(lastDay)) / 86_400_000
  // None while the last week still runs (its last day included): then daysBehind is 0 or less.
  return Math.max(0, Math.ceil(daysBehind / 7) * 7)
}

function shifted(lunch: Lunch, days: number): Lunch {
  const move = (date: string) => addDays(date, days)
  return {
    ...lunch,
    weeks: lunch.weeks.map((week) => ({
      ...week,
      from: move(week.from),
      to: move(week.to),
      offers: week.offers.map((offer) =>
        offer.unavailableUntil
          ? { ...offer, unavailableUntil: move(offer.unavailableUntil) }
          : offer,
      ),
    })),
  }
}

/** The sites with the demo's weeks moved to run on the Berlin day of `builtAt`. */
export function withDemoWeeksCurrent(sites: Sites, builtAt: Date): Sites {
  const days = demoWeeksShift(sites.de.lunch, berlinMoment(builtAt).date)
  if (days === 0) return sites
  const moved = (site: Site): Site => ({ ...site, lunch: shifted(site.lunch, days) })
  return { de: moved(sites.de), en: moved(sites.en) }
}
