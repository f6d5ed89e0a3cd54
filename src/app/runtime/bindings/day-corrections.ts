import { datedLunchSelector } from '@/features/lunch/lunch-week-attributes'

/** Shows what `root` holds as on the day of `instant` in Berlin. */
export type DayCorrection = (root: ParentNode, instant: Date) => void

/**
 * What the features correct to the visitor's day in Berlin, however old the page's build: each
 * where its marks are (`marks`, a selector), its code loaded only there. showCurrentDay runs them
 * on the page after its first paint (boot.ts) and on a fragment an island puts in (hydrate.ts).
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

/**
 * `root` (the page, or a fragment once an island has put it in) as on the visitor's day in Berlin:
 * each correction runs where its marks are. Resolves once all have run; one that fails to load
 * leaves its part as built.
 */
export async function showCurrentDay(root: ParentNode = document): Promise<void> {
  const now = new Date()
  await Promise.all(
    dayCorrections
      .filter(({ marks }) => root.querySelector(marks))
      .map(async ({ load }) => (await load())(root, now)),
  )
}
