import { z } from 'zod'
import {
  type Language,
  artwork,
  dishNumber,
  localizedText,
  optionalPhoto,
  photo,
  strict,
  text,
} from './fields.ts'

/**
 * content/home.yaml: the hero's tagline and the about section, each with an optional photo, and
 * the cuisines the home page's structured data names.
 */
export function homeSchema(language: Language) {
  return z.strictObject(
    {
      hero: z.strictObject(
        { tagline: localizedText(language), photo: optionalPhoto(language) },
        strict,
      ),
      about: z.strictObject(
        {
          paragraphs: z
            .array(localizedText(language))
            .min(1, { error: 'must have at least one paragraph' }),
          photo: optionalPhoto(language),
        },
        strict,
      ),
      /** In English, as schema.org's servesCuisine is read by machines: "Indian", "Italian". */
      cuisines: z.array(text).min(1, { error: 'must name at least one cuisine, e.g. "Indian"' }),
    },
    strict,
  )
}

/**
 * content/specialties.yaml: the dishes on the home page's cards, by dish number (name,
 * description and price come from the menu), each with a photo or one of the drawings.
 */
export function specialtiesSchema(language: Language) {
  return z.strictObject(
    {
      specialties: z
        .array(
          z.strictObject({ dish: dishNumber, artwork, photo: optionalPhoto(language) }, strict),
        )
        .length(2, { error: 'must list exactly two dishes (the home page shows two cards)' })
        .superRefine((specialties, context) => {
          specialties.forEach(({ dish }, index) => {
            const first = specialties.findIndex((specialty) => specialty.dish === dish)
            if (first < index) {
              context.addIssue({
                code: 'custom',
                path: [index, 'dish'],
                message: `is already specialty ${first + 1}`,
              })
            }
          })
        }),
    },
    strict,
  )
}

export type HomeContent = z.output<ReturnType<typeof homeSchema>>
export type Specialty = z.output<ReturnType<typeof specialtiesSchema>>['specialties'][number]
export type Photo = z.output<ReturnType<typeof photo>>
