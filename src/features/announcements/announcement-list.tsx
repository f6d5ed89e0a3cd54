import type { Announcement } from '@/schemas'
import { useIslandText } from '@/i18n/text-context'
import { isCurrent, notEnded } from '@/features/announcements/announcements'

interface AnnouncementListProps {
  announcements: readonly Announcement[]
  /** The Berlin date the page is rendered for (the build's, or the visitor's in the browser). */
  today: string
  className?: string
}

/**
 * The owner's dated announcements. Those still to come are rendered hidden, with their dates, so the
 * browser can show each on its day without a new build (show-current-announcements.ts).
 */
export function AnnouncementList({ announcements, today, className = '' }: AnnouncementListProps) {
  const upcoming = notEnded(announcements, today)
  const text = useIslandText().announcements
  if (upcoming.length === 0) return null
  return (
    <aside
      aria-label={text.label}
      data-announcements=""
      hidden={!upcoming.some((announcement) => isCurrent(announcement, today))}
      className={className}
    >
      {upcoming.map((announcement) => (
        <p
          key={`${announcement.from}-${announcement.text.text}`}
          data-announcement=""
          data-from={announcement.from}
          data-to={announcement.to}
          hidden={!isCurrent(announcement, today)}
          lang={announcement.text.lang}
          className="rounded-xl bg-turmeric px-4 py-3 font-semibold text-ink"
        >
          {announcement.text.text}
        </p>
      ))}
    </aside>
  )
}
