import { z } from 'zod'
import { cms } from './cms-meta.ts'
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
  return cms(
    z.strictObject(
      {
        hero: cms(
          z.strictObject(
            {
              tagline: cms(localizedText(language), {
                label: 'Unterzeile',
                hint: 'Steht unter dem Namen: ein kurzer Satz über Ihre Küche.',
              }),
              photo: optionalPhoto(language, 'hero'),
            },
            strict,
          ),
          { label: 'Titelbild' },
        ),
        about: cms(
          z.strictObject(
            {
              paragraphs: cms(
                z
                  .array(localizedText(language, { multiline: true }))
                  .min(1, { error: 'must have at least one paragraph' }),
                { label: 'Absätze', singular: 'Absatz', summary: '{{fields.de}}' },
              ),
              photo: optionalPhoto(language, 'card'),
            },
            strict,
          ),
          { label: 'Über uns' },
        ),
        /** In English, as schema.org's servesCuisine is read by machines: "Indian", "Italian". */
        cuisines: cms(
          z
            .array(cms(text, { name: 'cuisine', label: 'Küche' }))
            .min(1, { error: 'must name at least one cuisine, e.g. "Indian"' }),
          {
            label: 'Küchen (für Suchmaschinen)',
            singular: 'Küche',
            summary: '{{fields.cuisine}}',
            collapsed: false,
            hint: 'Auf Englisch, wie Suchmaschinen sie lesen: eine Küche je Eintrag, z. B. Indian.',
          },
        ),
      },
      strict,
    ),
    { label: 'Startseite' },
  )
}

/**
 * content/specialties.yaml: the dishes on the home page's cards, by dish number (name,
 * description and price come from the menu), each with a photo or one of the drawings.
 */
export function specialtiesSchema(language: Language) {
  const specialty = z.strictObject(
    {
      dish: cms(dishNumber, {
        label: 'Gericht (Nummer auf der Speisekarte)',
        hint: 'Die Nummer auf der Speisekarte, z. B. 50; Name, Beschreibung und Preis kommen von dort.',
      }),
      artwork: cms(artwork, {
        label: 'Zeichnung',
        hint: 'Wird gezeigt, solange kein Foto hochgeladen ist.',
      }),
      photo: optionalPhoto(language, 'card'),
    },
    strict,
  )
  return cms(
    z.strictObject(
      {
        specialties: cms(
          z
            .array(specialty)
            .length(2, { error: 'must list exactly two dishes (the home page shows two cards)' }),
          {
            label: 'Spezialitäten',
            singular: 'Spezialität',
            summary: 'Gericht Nr. {{fields.dish}}',
            hint: 'Die zwei Karten auf der Startseite.',
          },
        ).superRefine((specialties, context) => {
          specialties.forEach(({ dish }, index) => {
            const first = specialties.findIndex((specialty) => specialty.dish === dish)
            if (first < index) {
              context.addIssue({
                code: 'custom',
                path: [index, 'dish'],
                message: `is already specialty ${first + 1}`,
                params: { de: `ist schon Spezialität ${first + 1}` },
              })
            }
          })
        }),
      },
      strict,
    ),
    { label: 'Spezialitäten' },
  )
}

export type HomeContent = z.output<ReturnType<typeof homeSchema>>
export type Specialty = z.output<ReturnType<typeof specialtiesSchema>>['specialties'][number]
export type Photo = z.output<ReturnType<typeof photo>>
