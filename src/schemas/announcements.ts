import { z } from 'zod'
import { cms } from './cms-meta.ts'
import { type Language, isoDate, localizedText, startingBeforeItEnds, strict } from './fields.ts'

/**
 * content/announcements.yaml: announcements the owner dates ("Heiligabend geschlossen"), shown on the
 * home page and in the order modal from `from` to `to` inclusive (Berlin dates).
 */
export function announcementsSchema(language: Language) {
  const announcement = startingBeforeItEnds(
    z.strictObject(
      {
        text: cms(localizedText(language), {
          label: 'Text',
          hint: 'z. B. „Heiligabend geschlossen“',
        }),
        from: cms(isoDate, { label: 'Zeigen ab' }),
        to: cms(isoDate, { label: 'Zeigen bis einschließlich' }),
      },
      strict,
    ),
  )
  return cms(
    z.strictObject(
      {
        announcements: cms(z.array(announcement), {
          label: 'Hinweise',
          singular: 'Hinweis',
          summary:
            "{{fields.from | date('D.M.')}}–{{fields.to | date('D.M.YYYY')}}: {{fields.text.de}}",
          itemName: "Hinweis {{fields.from | date('D.M.')}}–{{fields.to | date('D.M.YYYY')}}",
          hint: 'Erscheinen auf der Startseite und im Bestellfenster, nur in ihrem Zeitraum.',
        }),
      },
      strict,
    ),
    { label: 'Hinweise' },
  )
}

export type Announcement = z.output<ReturnType<typeof announcementsSchema>>['announcements'][number]
