import { weekDates } from '@/features/lunch/lunch-format'
import { MenuCategorySection } from '@/features/menu/menu-category-section'
import { MenuLegend } from '@/features/menu/menu-legend'
import { useLanguage } from '@/i18n/text-context'
import { usePageText } from '@/i18n/use-page-text'
import { berlinMoment, longDate } from '@/lib/berlin-time'
import type { Lunch } from '@/schemas'
import { type PreviewProps, ValidatedPreview } from './validated-preview'

/**
 * Each Mittagstisch week as the menu and the Mittagstisch page list its dishes, under the days it
 * shows; a dish off until a date greyed as it is today. The days and hours come from the opening
 * hours, which a preview of this file does not have: the caption says so.
 */
export function LunchPreview({ entry }: PreviewProps) {
  return (
    <ValidatedPreview file="lunch" entry={entry}>
      {(lunch) => <Weeks lunch={lunch} />}
    </ValidatedPreview>
  )
}

function Weeks({ lunch }: { lunch: Lunch }) {
  const { lunchText } = usePageText()
  const language = useLanguage()
  const today = berlinMoment(new Date()).date
  return (
    <div className="mx-auto grid max-w-3xl gap-8">
      {lunch.weeks.length === 0 && <p lang="de">Zurzeit ist keine Woche eingetragen.</p>}
      {lunch.weeks.map((week) => (
        <figure key={week.from}>
          <figcaption lang="de" className="text-sm text-muted">
            Zu sehen von {longDate(week.from, 'de')} bis {longDate(week.to, 'de')}, an den Tagen und
            zu den Zeiten, die die Öffnungszeiten mittags nennen
          </figcaption>
          <MenuCategorySection
            category={{
              id: `mittagstisch-${week.from}`,
              title: { text: lunchText.weekHeading(weekDates(week, language)) },
              note: lunch.note,
              items: week.offers,
            }}
            today={today}
          />
        </figure>
      ))}
      <MenuLegend />
    </div>
  )
}
