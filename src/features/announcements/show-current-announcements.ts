import { isCurrent } from './announcements'
import { berlinMoment } from '@/lib/berlin-time'

/**
 * Shows the prerendered announcements (`data-announcement`) that are current in Berlin at `instant` and
 * hides the others (and a list left empty), so a page built days ago neither shows an announcement that has ended nor misses one
 * that has begun. Loaded only on a page that has announcements (src/app/runtime/boot.ts).
 */
export function showCurrentAnnouncements(root: ParentNode, instant: Date): void {
  const today = berlinMoment(instant).date
  for (const announcement of root.querySelectorAll<HTMLElement>('[data-announcement]')) {
    const { from = '', to = '' } = announcement.dataset
    announcement.hidden = !isCurrent({ from, to }, today)
  }
  // A list with nothing to show is no landmark either.
  for (const list of root.querySelectorAll<HTMLElement>('[data-announcements]')) {
    list.hidden = [...list.querySelectorAll<HTMLElement>('[data-announcement]')].every(
      (announcement) => announcement.hidden,
    )
  }
}
