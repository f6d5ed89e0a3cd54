import { z } from 'zod'
import { httpsUrl, strict, text } from './fields.ts'

/**
 * The registers a business can be entered in, by the prefix of its number: HRA and HRB
 * Handelsregister, GnR Genossenschafts-, PR Partnerschafts-, VR Vereinsregister.
 */
export const registerTypes = ['HRA', 'HRB', 'GnR', 'PR', 'VR'] as const

/** The formats of the restaurant's facts; the CMS (src/admin/) enforces the same ones. */
export const restaurantPatterns = {
  /** zod's own, the one z.email() checks. */
  email: z.regexes.email,
  postalCode: /^\d{5}$/,
  countryCode: /^[A-Z]{2}$/,
  phone: /^\+\d{2} \d{2,5}( \d{2,8})+$/,
  vatId: /^DE\d{9}$/,
  businessId: /^DE\d{9}-\d{5}$/,
  registerCourt: /^Amtsgericht [A-ZÄÖÜ]/,
  registerNumber: new RegExp(`^(${registerTypes.join('|')}) \\d{1,6}( [A-Z]{1,2})?$`),
  /** A web address, written out with https://. */
  httpsUrl: /^https:\/\/\S+$/,
  /** The site's own address, without a slash at the end: pages append their paths to it. */
  siteUrl: /^https:\/\/\S*[^/\s]$/,
}

/**
 * An https:// address: first the pattern the CMS checks too, so that both refuse the same (with
 * `message`, or, for a value that is no URL at all, saying so), then parsed as a URL.
 */
function httpsAddress(pattern: RegExp, message: string) {
  const error = (issue: { input?: unknown }) =>
    typeof issue.input === 'string' && !URL.canParse(issue.input) ? 'must be a valid URL' : message
  return z.string({ error: message }).regex(pattern, { error }).pipe(httpsUrl)
}

const webAddress = httpsAddress(restaurantPatterns.httpsUrl, 'must be an https:// URL')

/** An entry in one of the registers: its court and the register type with the number. */
const registerEntry = z.strictObject(
  {
    court: z.string().regex(restaurantPatterns.registerCourt, {
      error: 'must name the register court, e.g. "Amtsgericht Kaiserslautern"',
    }),
    number: z.string().regex(restaurantPatterns.registerNumber, {
      error: `must be the register type (${registerTypes.join(', ')}) and the number, e.g. "HRB 12345"`,
    }),
  },
  strict,
)

/** content/restaurant.yaml: the facts every page, the Impressum and the structured data show. */
export const restaurantSchema = z.strictObject(
  {
    name: text,
    legalName: text,
    owner: text,
    address: z.strictObject(
      {
        street: text,
        postalCode: z
          .string()
          .regex(restaurantPatterns.postalCode, { error: 'must be a five-digit German postal code' }),
        locality: text,
        region: text,
        country: text,
        countryCode: z.string().regex(restaurantPatterns.countryCode, { error: 'must be a country code like "DE"' }),
      },
      strict,
    ),
    geo: z.strictObject(
      { latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) },
      strict,
    ),
    mapBoundingBox: z
      .strictObject(
        { west: z.number(), south: z.number(), east: z.number(), north: z.number() },
        strict,
      )
      .refine((box) => box.west < box.east && box.south < box.north, {
        error: 'must have west < east and south < north',
      }),
    phone: z.string().regex(restaurantPatterns.phone, {
      error: 'must be international, e.g. "+49 631 3101 234"',
    }),
    email: z.email({ error: 'must be a valid e-mail address' }),
    orderingUrl: webAddress,
    orderingPrivacyUrl: webAddress,
    /**
     * The ordering service's role under the GDPR, stated in the Datenschutzerklärung: 'processor'
     * if it processes the orders on the restaurant's behalf under an Auftragsverarbeitungsvertrag
     * (Art. 28 DSGVO), 'controller' if it processes them under its own responsibility.
     */
    orderingServiceRole: z.enum(['processor', 'controller'], {
      error: 'must be "processor" or "controller"',
    }),
    /** Whether guests can reserve a table (by phone): said on the page and in the structured data. */
    acceptsReservations: z.boolean({ error: 'must be true or false' }),
    siteUrl: httpsAddress(
      restaurantPatterns.siteUrl,
      'must be an https:// URL without a slash at the end',
    ),
    /** Who hosts the site: named in the Datenschutzerklärung as processor of the server logs. */
    hostingProvider: z.strictObject({ name: text, address: text, url: webAddress }, strict),
    /**
     * The authority that issued the Gaststättenerlaubnis (needed to serve alcohol under the
     * Landesgaststättengesetz of the state, `address.region`): named in the Impressum per § 5
     * Abs. 1 Nr. 3 DDG.
     */
    supervisoryAuthority: z.strictObject({ name: text, address: text }, strict),
    /**
     * The data-protection supervisory authority of the state (Art. 77 DSGVO): named in the
     * Datenschutzerklärung as the one visitors may complain to, its address one line per part.
     */
    dataProtectionAuthority: z.strictObject({ name: text, address: text, url: webAddress }, strict),
    /** Umsatzsteuer-Identifikationsnummer, only if the business has one: the Impressum shows it. */
    vatId: z
      .string()
      .regex(restaurantPatterns.vatId, {
        error: 'must be a German USt-IdNr., "DE" and nine digits, e.g. "DE123456789"',
      })
      .optional(),
    /** Wirtschafts-Identifikationsnummer (§ 139c AO), only if the business has one. */
    businessId: z
      .string()
      .regex(restaurantPatterns.businessId, {
        error:
          'must be a Wirtschafts-Identifikationsnummer, "DE", nine digits, "-" and five digits, e.g. "DE123456789-00001"',
      })
      .optional(),
    /**
     * The register entry, only if the business is registered (§ 5 Abs. 1 Nr. 4 DDG). Written as a
     * list of at most one, as an optional photo is: the CMS adds it with „Registereintrag
     * hinzufügen“ and only then requires court and number (Decap checks the fields of an optional
     * group even when it is left empty; ADR 017). The Impressum receives the entry or undefined.
     */
    commercialRegister: z
      .array(registerEntry)
      .max(1, { error: 'must be one register entry at most' })
      .optional()
      .transform((entries) => entries?.[0]),
  },
  strict,
)

export type Restaurant = z.output<typeof restaurantSchema>
