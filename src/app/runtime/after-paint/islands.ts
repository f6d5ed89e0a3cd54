import { holdEarlyClicks } from '../early-clicks'
import { hydrate } from '../hydrate'
import type { HydrateWhen } from '../island'
import { hydrationModes } from '../hydration-modes'

/**
 * Gives each island of the page to the mode its `data-when` names (hydration-modes.ts), which hydrates it
 * when the visitor comes towards it, and marks it `data-armed` (tests wait for that). Until then,
 * nothing of it loads.
 */
export function armIslands() {
  holdEarlyClicks()
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const mode = hydrationModes[element.dataset.when as HydrateWhen]
    mode(element, () => void hydrate(element).catch(() => undefined))
    element.dataset.armed = ''
  }
}
