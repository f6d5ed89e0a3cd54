import { datedLunchSelector } from '@/features/lunch/lunch-week-attributes'

/** Shows what `root` holds as on the day of `instant` in Berlin. */
export type DayCorrection = (root: ParentNode, instant: Date) => void

/**
 * What the features correct to the visitor's day in Berlin, however old the page's build: each
 * where its marks are (`marks`, a selector), its code loaded only there. The runtime runs them on
 * the page after its first paint and on a fragment an island puts in (after-paint/current-day.ts).
 */
export const dayCorrections: readonly {
  marks: string
  load: () => Promise<DayCorrection>
}[] = [
  // The owner's dated announcements: each shows on its days.
  {
    marks: '[data-announcement]',
    load: async () =>
      (await import('@/features/announcements/show-current-announcements'))
        .showCurrentAnnouncements,
  },
  // The Mittagstisch and the dishes off for a few days (ADR 034), also in the menu dialog's dishes.
  {
    marks: datedLunchSelector,
    load: async () => (await import('@/features/lunch/show-current-lunch')).showCurrentLunch,
  },
]
