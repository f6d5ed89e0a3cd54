import type { Announcement } from '@/schemas'

type Dated = Pick<Announcement, 'from' | 'to'>

/** Whether an announcement shows on a Berlin calendar date: from `from` to `to`, both inclusive. */
export function isCurrent({ from, to }: Dated, isoDate: string): boolean {
  return from <= isoDate && isoDate <= to
}

/** The announcements that have not ended by `isoDate`: current ones and those still to come. */
export function notEnded<T extends Dated>(announcements: readonly T[], isoDate: string): T[] {
  return announcements.filter((announcement) => announcement.to >= isoDate)
}
