/**
 * The schemas of the owner's data files (content/*.yaml), one per file, and the types of the
 * data pages receive, all inferred from them. They run at build time (builder/content/load-site.ts)
 * and in unit tests; the client bundle imports nothing but types and constants from here.
 */
import type { z } from 'zod'
import { announcementsSchema } from './announcements.ts'
import { deliverySchema } from './delivery.ts'
import type { Language } from './fields.ts'
import { homeSchema, specialtiesSchema } from './home.ts'
import { openingHoursSchema } from './hours.ts'
import { lunchSchema } from './lunch.ts'
import { menuSchema } from './menu.ts'
import { restaurantSchema } from './restaurant.ts'

/** Each data file by its name in content/, with the schema that reads it in one language. */
export function contentSchemas(language: Language) {
  return {
    restaurant: restaurantSchema,
    hours: openingHoursSchema(language),
    announcements: announcementsSchema(language),
    menu: menuSchema(language),
    lunch: lunchSchema(language),
    specialties: specialtiesSchema(language),
    home: homeSchema(language),
    delivery: deliverySchema(language),
  }
}

export type ContentSchemas = ReturnType<typeof contentSchemas>
export type ContentFileName = keyof ContentSchemas
export type ContentData = { [Name in ContentFileName]: z.output<ContentSchemas[Name]> }

export * from './announcements.ts'
export * from './cms-meta.ts'
export * from './delivery.ts'
export * from './fields.ts'
export * from './home.ts'
export * from './legal-form.ts'
export * from './hours.ts'
export * from './lunch.ts'
export * from './menu.ts'
export * from './restaurant.ts'
