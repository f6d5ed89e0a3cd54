import type { Language } from '@/schemas/fields'
import type { Site } from '@/schemas/site'
import { uiTexts } from '@/i18n'
import { servedOn, weekDates } from '@/features/lunch/lunch-format'
import { lunchWeekAttributes } from '@/features/lunch/lunch-week-attributes'
import { weeksNotEnded } from '@/features/lunch/lunch-weeks'
import { LunchTeaser } from '@/features/lunch/lunch-teaser'
import type { LeadingSection } from '@/features/menu/menu-category-section'
import { berlinMoment } from '@/lib/berlin-time'
import { href } from '@/lib/routes'
import { lunchWeekDays } from './lunch-week-days'

/*
 * The Mittagstisch (content/lunch.yaml) where other features show it: its week as the menu's first
 * section, its block in the home page's specialties. Every week not ended by the
 * build's date is prerendered, those not running hidden, so the browser can show the visitor's
 * (src/features/lunch/show-current-lunch.ts).
 */

/** The Mittagstisch's weeks as sections before the menu's own categories. */
export function lunchMenuSections(
  site: Pick<Site, 'hours' | 'lunch'>,
  language: Language,
  today: string,
): LeadingSection[] {
  const { lunchText, islandText } = uiTexts[language]
  return weeksNotEnded(site.lunch.weeks, today).map((week) => ({
    category: {
      id: `mittagstisch-${week.from}`,
      title: { text: lunchText.heading },
      note: site.lunch.note,
      items: week.offers,
    },
    intro: [
      weekDates(week, language),
      servedOn(lunchWeekDays(site.hours, week), language, islandText.hours),
    ]
      .filter(Boolean)
      .join(' · '),
    ...lunchWeekAttributes(week, today),
  }))
}

/**
 * This week's Mittagstisch for the home page's specialties: the block of the first week not ended
 * at the build, which the browser hides once it is over. One block, not one per week as on the
 * Mittagstisch page and in the menu: the home page's HTML must fit its first round trip
 * (`npm run check:bundle`), and the nightly build brings the next week's.
 */
export function LunchTeasers({
  site,
  language,
  builtAt,
}: {
  site: Pick<Site, 'hours' | 'lunch'>
  language: Language
  builtAt: Date
}) {
  const { date, time } = berlinMoment(builtAt)
  return weeksNotEnded(site.lunch.weeks, date)
    .slice(0, 1)
    .map((week) => (
      <LunchTeaser
        key={week.from}
        week={week}
        days={lunchWeekDays(site.hours, week)}
        note={site.lunch.note}
        today={date}
        time={time}
        href={href('lunch-page', language)}
      />
    ))
}
