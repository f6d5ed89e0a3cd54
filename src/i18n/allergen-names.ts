// Types only: the islands' texts import this, and the schemas' values would bring zod along.
import type { AllergenCode, AllergenGroup } from '@/schemas'

/** The codes that name a kind within an allergen: A1 Weizen … A6 Kamut, H1 Mandeln … H8. */
export type AllergenKindCode = Exclude<AllergenCode, AllergenGroup>

/**
 * Each code's full name as the menu's marks and the CMS give it: the allergen's, and for a cereal
 * or nut the allergen's with the kind („glutenhaltiges Getreide: Weizen“).
 */
export function allergenNamesOf(
  groups: Record<AllergenGroup, string>,
  kinds: Record<AllergenKindCode, string>,
): Record<AllergenCode, string> {
  // In the legend's order: each allergen, or in its place its kinds.
  return Object.fromEntries(
    Object.entries(groups).flatMap(([group, name]) => {
      const kindsOf = Object.entries(kinds).filter(([code]) => code.startsWith(group))
      return kindsOf.length > 0
        ? kindsOf.map(([code, kind]) => [code, `${name}: ${kind}`])
        : [[group, name]]
    }),
  ) as Record<AllergenCode, string>
}
