import { datedLunchSelector } from '@/features/lunch/lunch-week-attributes'

/**
 * The Mittagstisch and the dishes off for a few days, as on the visitor's day in Berlin, however
 * old the page's build (ADR 034), in `root`: the page, or the menu dialog's dishes once their
 * fragment is in (hydrate.ts). The code loads only where something is dated.
 */
export async function showCurrentLunch(root: ParentNode = document): Promise<void> {
  if (!root.querySelector(datedLunchSelector)) return
  const module = await import('@/features/lunch/show-current-lunch')
  module.showCurrentLunch(root, new Date())
}
