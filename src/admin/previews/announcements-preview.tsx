import { AnnouncementList } from '@/features/announcements/announcement-list'
import { longDate } from '@/lib/berlin-time'
import { type PreviewProps, ValidatedPreview } from './validated-preview'

/** Each announcement as the home page shows it on its first day, under the days it is shown. */
export function AnnouncementsPreview({ entry }: PreviewProps) {
  return (
    <ValidatedPreview file="announcements" entry={entry}>
      {({ announcements }) => (
        <div className="mx-auto grid max-w-xl gap-6">
          {announcements.length === 0 && <p>Zurzeit ist kein Hinweis eingetragen.</p>}
          {announcements.map((announcement, index) => (
            <figure key={index}>
              <figcaption className="mb-2 text-sm text-muted">
                Zu sehen von {longDate(announcement.from, 'de')} bis{' '}
                {longDate(announcement.to, 'de')}
              </figcaption>
              <AnnouncementList announcements={[announcement]} today={announcement.from} />
            </figure>
          ))}
        </div>
      )}
    </ValidatedPreview>
  )
}
