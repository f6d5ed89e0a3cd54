import type { HydrateWhen } from '../island'
import type { HydrationMode } from './hydration-mode'
import { intent } from './intent'
import { scroll } from './scroll'
import { visible } from './visible'

/** Each moment an island can name (`<Island when>`), by its name. */
export const hydrationModes: Record<HydrateWhen, HydrationMode> = { visible, intent, scroll }
