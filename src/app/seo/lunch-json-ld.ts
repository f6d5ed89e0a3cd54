import type { Site } from '@/schemas/site'
import { uiTexts } from '@/i18n'
import { weekDates, servedOn } from '@/features/lunch/lunch-format'
import { weeksNotEnded } from '@/features/lunch/lunch-weeks'
import { lunchWeekDays } from '@/app/sections/lunch-week-days'
import { berlinMoment, berlinOffset } from '@/lib/berlin-time'
import { href } from '@/lib/routes'
import { isUnavailable } from '@/lib/unavailable'
import { type MenuDay, euros, menuItemJsonLd } from './restaurant-json-ld'

type JsonLd = Record<string, unknown>

type LunchSite = Pick<Site, 'language' | 'restaurant' | 'hours' | 'lunch'>

/**
 * The Mittagstisch in the structured data: each week not ended by `today` (the build's Berlin
 * date) as a MenuSection — its heading, the owner's note and when it is served as description —
 * and each dish a MenuItem whose offers are its lunches: one per lunch day, from opening to
 * closing in Berlin time (`availabilityStarts`, `availabilityEnds`), without the days it is off.
 * So the data stays true however long after the build it is read, as the page does in the browser.
 */
export function lunchMenuSectionsJsonLd(site: LunchSite, today: string): JsonLd[] {
  const { language } = site
  const { lunchText, islandText } = uiTexts[language]
  return weeksNotEnded(site.lunch.weeks, today).map((week) => {
    const days = lunchWeekDays(site.hours, week)
    const description = [site.lunch.note?.text, servedOn(days, language, islandText.hours)]
      .filter(Boolean)
      .join('. ')
    return {
      '@type': 'MenuSection',
      name: `${lunchText.heading} ${weekDates(week, language)}`,
      ...(description && { description }),
      hasMenuItem: week.offers.map((offer) => ({
        ...menuItemJsonLd(offer, today),
        offers: days.flatMap((day) =>
          isUnavailable(offer.unavailableUntil, day.date)
            ? []
            : day.intervals.map(({ opens, closes }) => ({
                '@type': 'Offer',
                price: euros(offer.priceCents),
                priceCurrency: 'EUR',
                availabilityStarts: `${day.date}T${opens}:00${berlinOffset(day.date)}`,
                availabilityEnds: `${day.date}T${closes}:00${berlinOffset(day.date)}`,
              })),
        ),
      })),
    }
  })
}

/** The Mittagstisch page's structured data: its weeks as a schema.org Menu at the page's URL. */
export function lunchPageJsonLd(site: LunchSite, today: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    url: `${site.restaurant.siteUrl}${href('lunch-page', site.language)}`,
    inLanguage: site.language,
    hasMenuSection: lunchMenuSectionsJsonLd(site, today),
  }
}

/**
 * The menu's structured data as of the build's day (`builtAt`): the Mittagstisch's weeks before
 * the menu's own categories (the menu page, the home page's restaurant.json).
 */
export function menuDayOf(site: LunchSite, builtAt: Date): MenuDay {
  const today = berlinMoment(builtAt).date
  return { today, leading: lunchMenuSectionsJsonLd(site, today) }
}
