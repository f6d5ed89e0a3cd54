import { z } from 'zod'
import { type Language, isoDate, localizedText, strict } from './fields.ts'

/**
 * content/announcements.yaml: notices the owner dates ("Heiligabend geschlossen"), shown on the
 * home page and in the order modal from `from` to `to` inclusive (Berlin dates).
 */
export function announcementsSchema(language: Language) {
  const announcement = z
    .strictObject({ text: localizedText(language), from: isoDate, to: isoDate }, strict)
    .refine((announcement) => announcement.from <= announcement.to, {
      error: 'ends before it starts',
      path: ['to'],
    })
  return z.strictObject({ announcements: z.array(announcement) }, strict)
}

export type Announcement = z.output<ReturnType<typeof announcementsSchema>>['announcements'][number]
