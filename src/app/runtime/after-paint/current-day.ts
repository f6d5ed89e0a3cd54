import { dayCorrections } from '../bindings/day-corrections'

/**
 * `root` (the page, or a fragment once an island has put it in: hydrate.ts) as on the visitor's
 * day in Berlin: each correction the features register (bindings/day-corrections.ts) runs where
 * its marks are. Resolves once all have run; one that fails to load leaves its part as built.
 */
export async function showCurrentDay(root: ParentNode = document): Promise<void> {
  const now = new Date()
  await Promise.all(
    dayCorrections
      .filter(({ marks }) => root.querySelector(marks))
      .map(async ({ load }) => (await load())(root, now)),
  )
}
