import { z } from 'zod'
import { type Language, isoDate, localizedText, startingBeforeItEnds, strict } from './fields.ts'

/**
 * content/announcements.yaml: notices the owner dates ("Heiligabend geschlossen"), shown on the
 * home page and in the order modal from `from` to `to` inclusive (Berlin dates).
 */
export function announcementsSchema(language: Language) {
  const announcement = startingBeforeItEnds(
    z.strictObject({ text: localizedText(language), from: isoDate, to: isoDate }, strict),
  )
  return z.strictObject({ announcements: z.array(announcement) }, strict)
}

export type Announcement = z.output<ReturnType<typeof announcementsSchema>>['announcements'][number]
