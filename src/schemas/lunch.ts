import { z } from 'zod'
import { cms } from './cms-meta.ts'
import {
  type Language,
  exampleMarks,
  isoDate,
  localizedText,
  price,
  startingBeforeItEnds,
  strict,
} from './fields.ts'
import { germanDateRange } from './german-dates.ts'
import {
  type AllergenCode,
  type Diet,
  additiveList,
  allergenCodes,
  allergenList,
  spiceLevel,
  sulphitesDeclared,
  unavailableUntil,
} from './menu.ts'

/**
 * One dish of a Mittagstisch week: like a dish of the menu (name, description, price, allergens,
 * additives, spice), without a number, its diet as the switches `vegetarian` and `vegan`. Pages
 * receive it in the menu's shape (`priceCents`, `diet`), so the menu's rows show it.
 */
function lunchOfferSchema(language: Language) {
  const yesNo = (label: string) =>
    cms(z.boolean({ error: 'must be true or false' }), { label }).optional()
  return z
    .strictObject(
      {
        name: cms(localizedText(language), { label: 'Name' }),
        description: cms(localizedText(language), { label: 'Beschreibung' }).optional(),
        price: cms(price, { label: 'Preis' }),
        vegetarian: yesNo('Vegetarisch'),
        vegan: yesNo('Vegan'),
        spiceLevel: spiceLevel.optional(),
        allergens: allergenList.optional(),
        additives: additiveList.optional(),
        unavailableUntil: unavailableUntil.optional(),
      },
      strict,
    )
    .superRefine(sulphitesDeclared)
    .transform(({ price, vegetarian, vegan, ...offer }) => {
      // A vegan dish is vegetarian too: the menu's one mark says the stricter.
      const diet: Diet | undefined = vegan ? 'vegan' : vegetarian ? 'vegetarian' : undefined
      return { ...offer, priceCents: price, ...(diet && { diet }) }
    })
}

/** Allergens no vegan dish can contain: crustaceans, eggs, fish, milk, molluscs. */
const animalAllergens: readonly AllergenCode[] = ['B', 'C', 'D', 'G', 'N']

/** `offer` with `more` allergens as well, in the legend's order. */
function withAllergens<Offer extends { allergens?: AllergenCode[] | undefined }>(
  offer: Offer,
  more: readonly AllergenCode[] = [],
): Offer {
  if (more.length === 0) return offer
  const declared = (code: AllergenCode) => more.includes(code) || offer.allergens?.includes(code)
  return { ...offer, allergens: allergenCodes.filter(declared) }
}

/**
 * content/lunch.yaml: the Mittagstisch, weeks of dated offers. Served on the days and hours the
 * opening hours (content/hours.yaml) open at midday; a week shows from `from` to `to` inclusive
 * (Berlin dates), and outside every week there is no Mittagstisch on the site.
 */
export function lunchSchema(language: Language) {
  const week = startingBeforeItEnds(
    z.strictObject(
      {
        from: cms(isoDate, { label: 'Erster Tag' }),
        to: cms(isoDate, {
          label: 'Letzter Tag (einschließlich)',
          hint: 'Die Tage und Zeiten des Mittagstischs kommen aus den Öffnungszeiten.',
        }),
        offers: cms(
          z.array(lunchOfferSchema(language)).min(1, { error: 'must list at least one dish' }),
          {
            label: 'Gerichte',
            singular: 'Gericht',
            summary: '{{fields.name.de}} – {{fields.price}} €',
            itemName: '{{fields.name.de}}',
          },
        ),
      },
      strict,
    ),
  )
  const fields = {
    note: cms(localizedText(language), {
      label: 'Hinweis zum Mittagstisch',
      hint: 'Optional, steht über den Gerichten, z. B. „Alle Mittagsgerichte mit Basmatireis und kleinem Salat“.',
    }).optional(),
    sidesAllergens: cms(allergenList, {
      label: 'Allergene der Beilagen',
      hint: 'Was die Beilagen aus dem Hinweis enthalten (Reis, Salat, Dressing). Die Website nennt sie bei jedem Mittagsgericht mit.',
    }).optional(),
    weeks: cms(z.array(week), {
      label: 'Wochen',
      singular: 'Woche',
      summary: "{{fields.from | date('D.M.')}}–{{fields.to | date('D.M.YYYY')}}",
      itemName: "Woche {{fields.from | date('D.M.')}}–{{fields.to | date('D.M.YYYY')}}",
      hint: 'Je Woche die Tage und ihre Gerichte. Die Website zeigt die laufende Woche und die nächste; vergangene Wochen verschwinden von selbst.',
    }).superRefine((weeks, context) => {
      const sorted = weeks
        .map((week, index) => ({ ...week, index }))
        .sort((a, b) => a.from.localeCompare(b.from))
      sorted.forEach((week, i) => {
        const previous = sorted[i - 1]
        if (previous && week.from <= previous.to) {
          context.addIssue({
            code: 'custom',
            path: [week.index, 'from'],
            message: `overlaps the week ${previous.from} – ${previous.to}`,
            params: {
              de: `überschneidet sich mit der Woche ${germanDateRange(previous.from, previous.to)}`,
            },
          })
        }
      })
    }),
  }
  // Marks like the other files' (`examples`). The demo's weeks are marked: while they are, and
  // all have ended, the build moves them to its own week (builder/content/demo-lunch-weeks.ts).
  const schema = z
    .strictObject({ ...fields, examples: exampleMarks(fields) }, strict)
    .superRefine(({ sidesAllergens, weeks }, context) => {
      const animal = animalAllergens.filter((code) => sidesAllergens?.includes(code))
      weeks.forEach((week, weekIndex) =>
        week.offers.forEach((offer, offerIndex) => {
          if (offer.diet !== 'vegan' || animal.length === 0) return
          context.addIssue({
            code: 'custom',
            path: ['weeks', weekIndex, 'offers', offerIndex, 'vegan'],
            message: `cannot be vegan: the sides contain ${animal.join(', ')} (sidesAllergens)`,
            params: {
              de: `geht nicht: Die Beilagen enthalten ${animal.join(', ')} (Allergene der Beilagen)`,
            },
          })
        }),
      )
    })
    // Every dish is served with the sides: it declares their allergens too.
    .transform((lunch) => ({
      ...lunch,
      weeks: lunch.weeks.map((week) => ({
        ...week,
        offers: week.offers.map((offer) => withAllergens(offer, lunch.sidesAllergens)),
      })),
    }))
  return cms(schema, { label: 'Mittagstisch' })
}

export type Lunch = z.output<ReturnType<typeof lunchSchema>>
export type LunchWeek = Lunch['weeks'][number]
export type LunchOffer = LunchWeek['offers'][number]
