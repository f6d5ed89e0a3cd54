/**
 * zod schemas for everything in src/content. They run at build time (scripts/check-content.ts)
 * and in unit tests only; the client bundle imports nothing but the inferred types.
 */
import { z } from 'zod'

const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM, e.g. "11:00"')
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD, e.g. "2026-12-24"')
const httpsUrl = z
  .url('must be a valid URL')
  .refine((value) => value.startsWith('https://'), 'must be an https:// URL')

export const intervalSchema = z
  .object({ opens: time, closes: time })
  .refine((interval) => interval.opens < interval.closes, 'closes must be after opens')

const dayIntervals = z
  .array(intervalSchema)
  .refine(
    (intervals) =>
      intervals.every((interval, i) => i === 0 || intervals[i - 1]!.closes <= interval.opens),
    'intervals must be in time order and must not overlap',
  )

/**
 * The registers a business can be entered in, by the prefix of its number: HRA and HRB
 * Handelsregister, GnR Genossenschafts-, PR Partnerschafts-, VR Vereinsregister.
 */
const registerTypes = ['HRA', 'HRB', 'GnR', 'PR', 'VR'] as const
export type RegisterType = (typeof registerTypes)[number]

export const openingHoursSchema = z.object({
  timeZone: z.literal('Europe/Berlin'),
  weekly: z.object({
    mon: dayIntervals,
    tue: dayIntervals,
    wed: dayIntervals,
    thu: dayIntervals,
    fri: dayIntervals,
    sat: dayIntervals,
    sun: dayIntervals,
  }),
  closedDayLabel: z.string().min(1),
  publicHolidays: z.object({ state: z.literal('RP'), intervals: dayIntervals }),
  /** What a public holiday on a closed day (Ruhetag) means: stay closed, or open with holiday hours. */
  holidayOnClosedDay: z.enum(['closed', 'holidayHours']),
  closures: z.array(
    z
      .object({ from: isoDate, to: isoDate, announcement: z.string().min(1) })
      .refine((closure) => closure.from <= closure.to, 'to must not be before from'),
  ),
})

export const restaurantSchema = z.object({
  name: z.string().min(1),
  legalName: z.string().min(1),
  owner: z.string().min(1),
  tagline: z.string().min(1),
  address: z.object({
    street: z.string().min(1),
    postalCode: z.string().regex(/^\d{5}$/, 'must be a five-digit German postal code'),
    locality: z.string().min(1),
    region: z.string().min(1),
    country: z.string().min(1),
    countryCode: z.string().length(2),
  }),
  geo: z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  mapBoundingBox: z.object({
    west: z.number(),
    south: z.number(),
    east: z.number(),
    north: z.number(),
  }),
  phone: z
    .string()
    .regex(/^\+\d{2} \d{2,5}( \d{2,8})+$/, 'must be international, e.g. "+49 30 23125 555"'),
  email: z.email('must be a valid e-mail address'),
  orderingUrl: httpsUrl,
  orderingPrivacyUrl: httpsUrl,
  /**
   * The ordering service's role under the GDPR, stated in the Datenschutzerklärung: 'processor' if it
   * processes the orders on the restaurant's behalf under an Auftragsverarbeitungsvertrag (Art. 28
   * DSGVO), 'controller' if it processes them under its own responsibility and privacy policy.
   */
  orderingServiceRole: z.enum(['processor', 'controller']),
  /** Whether guests can reserve a table (by phone): said on the page and in the structured data. */
  acceptsReservations: z.boolean(),
  siteUrl: httpsUrl.refine((value) => !value.endsWith('/'), 'must not end with a slash'),
  /** Who hosts the site: named in the Datenschutzerklärung as processor of the server logs. */
  hostingProvider: z.object({
    name: z.string().min(1),
    address: z.string().min(1),
    url: httpsUrl,
  }),
  /**
   * The authority that issued the Gaststättenerlaubnis (needed to serve alcohol under the
   * Landesgaststättengesetz Rheinland-Pfalz): named in the Impressum per § 5 Abs. 1 Nr. 3 DDG.
   */
  supervisoryAuthority: z.object({
    name: z.string().min(1),
    address: z.string().min(1),
  }),
  /** Umsatzsteuer-Identifikationsnummer, only if the business has one: the Impressum then shows it. */
  vatId: z
    .string()
    .regex(/^DE\d{9}$/, 'must be a German USt-IdNr., "DE" and nine digits, e.g. "DE123456789"')
    .optional(),
  /**
   * Wirtschafts-Identifikationsnummer (§ 139c AO), only if the business has one: the Impressum then
   * shows it (§ 5 Abs. 1 Nr. 6 DDG).
   */
  businessId: z
    .string()
    .regex(
      /^DE\d{9}-\d{5}$/,
      'must be a Wirtschafts-Identifikationsnummer, "DE", nine digits, "-" and five digits, e.g. "DE123456789-00001"',
    )
    .optional(),
  /**
   * The register entry, only if the business is registered (a sole trader usually is not): the
   * Impressum then names the register, the court and the number (§ 5 Abs. 1 Nr. 4 DDG).
   */
  commercialRegister: z
    .object({
      court: z
        .string()
        .regex(
          /^Amtsgericht [A-ZÄÖÜ]/,
          'must name the register court, e.g. "Amtsgericht Kaiserslautern"',
        ),
      number: z
        .string()
        .regex(
          new RegExp(`^(${registerTypes.join('|')}) \\d{1,6}( [A-Z]{1,2})?$`),
          `must be the register type (${registerTypes.join(', ')}) and the number, e.g. "HRB 12345"`,
        ),
    })
    .optional(),
})

export type Restaurant = z.infer<typeof restaurantSchema>
export type OpeningHours = z.infer<typeof openingHoursSchema>
export type OpeningInterval = z.infer<typeof intervalSchema>
export type Weekday = keyof OpeningHours['weekly']
