import { z } from 'zod'
import { type CmsMeta, cms } from './cms-meta.ts'
import { exampleMarks, httpsUrl, strict, text } from './fields.ts'
import { legalFormIssues, legalFormRules, legalForms } from './legal-form.ts'

/**
 * The registers a business can be entered in, by the prefix of its number: HRA and HRB
 * Handelsregister, GsR Gesellschaftsregister (a registered GbR, since MoPeG 2024), GnR
 * Genossenschafts-, PR Partnerschafts-, VR Vereinsregister.
 */
export const registerTypes = ['HRA', 'HRB', 'GsR', 'GnR', 'PR', 'VR'] as const

/**
 * Where the site can be published (`publishing` in content/restaurant.yaml): GitHub Pages, or an
 * own nginx server reached over SSH. The deploy workflow and the Datenschutzerklärung both follow it.
 */
export const publishingTargets = ['github-pages', 'own-server'] as const
export type PublishingTarget = (typeof publishingTargets)[number]

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
 * `message`, or, for a value that is no URL at all, saying so), then parsed as a URL. The pattern
 * sees only texts: `z.string` has refused anything else with `message` before.
 */
function httpsAddress(pattern: RegExp, message: string, patternMessage: string) {
  const error = (issue: { input?: unknown }) =>
    URL.canParse(String(issue.input)) ? message : 'must be a valid URL'
  return cms(z.string({ error: message }).regex(pattern, { error }).pipe(httpsUrl), {
    patternMessage,
  })
}

const webAddress = httpsAddress(
  restaurantPatterns.httpsUrl,
  'must be an https:// URL',
  'Bitte eine vollständige Adresse eingeben, die mit https:// beginnt',
)

/** A text that must match `pattern`: the build says `error`, the CMS `meta.patternMessage`. */
function patterned(pattern: RegExp, error: string, meta: CmsMeta) {
  return cms(z.string().regex(pattern, { error }), meta)
}

/** An entry in one of the registers: its court and the register type with the number. */
const registerEntry = z.strictObject(
  {
    court: patterned(
      restaurantPatterns.registerCourt,
      'must name the register court, e.g. "Amtsgericht Kaiserslautern"',
      { label: 'Registergericht', patternMessage: 'z. B. Amtsgericht Kaiserslautern' },
    ),
    number: patterned(
      restaurantPatterns.registerNumber,
      `must be the register type (${registerTypes.join(', ')}) and the number, e.g. "HRB 12345"`,
      { label: 'Registernummer', patternMessage: 'Registerart und Nummer, z. B. HRB 12345' },
    ),
  },
  strict,
)

/** A reservation service: who runs it (the Datenschutzerklärung names it), where guests reserve. */
const reservationService = z.strictObject(
  {
    name: cms(text, {
      label: 'Anbieter',
      hint: 'Die Firma, die den Dienst betreibt, wie die Datenschutzerklärung sie nennen soll, z. B. „Beispiel Reservierung GmbH“.',
    }),
    url: cms(webAddress, {
      label: 'Adresse der Reservierungsseite',
      hint: 'Die Seite des Dienstes für Ihr Restaurant; „Tisch reservieren“ öffnet sie in einem neuen Tab.',
    }),
    privacyUrl: cms(webAddress, { label: 'Datenschutzerklärung des Dienstes' }),
    /**
     * Its role under the GDPR, as the Datenschutzerklärung states it: on the restaurant's behalf
     * (Art. 28 DSGVO) or under its own responsibility. The launch gate asks while it is open.
     */
    role: cms(
      z.enum(['processor', 'controller'], { error: 'must be "processor" or "controller"' }),
      {
        label: 'Rolle des Reservierungsdienstes (DSGVO)',
        choices: {
          processor: 'Auftragsverarbeiter (mit Vertrag nach Art. 28 DSGVO)',
          controller: 'Eigener Verantwortlicher',
        },
      },
    ).optional(),
  },
  strict,
)

/** An authority or a company named in the legal texts: its name and its address on one line. */
const name = cms(text, { label: 'Name' })
const postalAddress = cms(text, { label: 'Anschrift' })
const website = cms(webAddress, { label: 'Website' })

/**
 * The payment methods a guest can pick when ordering (§ 312j Abs. 1 BGB: stated at the latest when
 * the order starts): on the ordering page, in the order modal and in the AGB; their names per
 * language are the site's texts (src/i18n/<language>/delivery.ts).
 */
export const paymentMethods = [
  'cash',
  'girocard',
  'creditCard',
  'paypal',
  'applePay',
  'googlePay',
  'klarna',
] as const
export type PaymentMethod = (typeof paymentMethods)[number]

/**
 * The points the ordering service's provider confirms in writing (`orderingServiceConfirmed`):
 * the CMS's label and what the launch gate says while one is open.
 */
export const orderingServiceConfirmations = [
  {
    key: 'orderButton',
    label: 'Bestellknopf „zahlungspflichtig bestellen“',
    question:
      'Der Bestellknopf ist mit „zahlungspflichtig bestellen“ oder einer gleich eindeutigen Formulierung beschriftet (§ 312j Abs. 3 BGB).',
  },
  {
    key: 'termsInCheckout',
    label: 'AGB, Widerrufsbelehrung und Muster-Widerrufsformular im Bestellvorgang',
    question:
      'Im Bestellvorgang stehen vor dem Bestellknopf unsere AGB, die Widerrufsbelehrung und das Muster-Widerrufsformular, speicherbar (§ 312i Abs. 1 Nr. 4 BGB, Art. 246a § 4 EGBGB).',
  },
  {
    key: 'termsInConfirmationEmail',
    label: 'AGB, Widerrufsbelehrung und Formular in der Bestätigungs-E-Mail',
    question:
      'Die Bestellbestätigung per E-Mail enthält den Vertragstext, die AGB, die Widerrufsbelehrung und das Muster-Widerrufsformular (§ 312f Abs. 2 BGB).',
  },
  {
    key: 'withdrawalLinkOnPages',
    label: '„Vertrag widerrufen“ auf jeder Seite des Bestellservice',
    question:
      'Jede Seite des Bestellservice zeigt „Vertrag widerrufen“ als Link mit vollständiger Adresse (https://…) zu unserer Widerrufsfunktion (§ 356a BGB).',
  },
  {
    key: 'withdrawalLinkInEmail',
    label: '„Vertrag widerrufen“ in der Bestätigungs-E-Mail',
    question:
      'Die Bestellbestätigung per E-Mail enthält „Vertrag widerrufen“ als Link mit vollständiger Adresse zu unserer Widerrufsfunktion.',
  },
  {
    key: 'foodInformation',
    label: 'Allergene und Lebensmittelinformationen vor dem Kauf',
    question:
      'Der Bestellservice zeigt vor dem Bestellen zu jedem Gericht die Allergene und zu jedem verschlossenen Getränk die Pflichtangaben der LMIV (Zutaten, Allergene, Alkoholgehalt, Füllmenge, Hersteller; Art. 14 mit Art. 9 LMIV) sowie EINWEG/MEHRWEG und Pfand.',
  },
  {
    key: 'samePrices',
    label: 'Dieselben Preise wie auf der Website',
    question:
      'Der Bestellservice verlangt dieselben Preise, wie sie die Speisekarte dieser Website nennt.',
  },
  {
    key: 'dataProcessingAgreement',
    label: 'Unterzeichneter Auftragsverarbeitungsvertrag (AVV)',
    question:
      'Mit dem Anbieter ist ein Auftragsverarbeitungsvertrag nach Art. 28 DSGVO unterzeichnet (bei der Rolle „Auftragsverarbeiter“).',
  },
  {
    key: 'accessibleCheckout',
    label: 'Barrierefreier Bestellvorgang (BFSG)',
    question:
      'Die Seiten des Bestellservice, von der Auswahl der Gerichte bis zur Bestellbestätigung, erfüllen die Barrierefreiheitsanforderungen des BFSG (WCAG 2.1 Stufe AA nach EN 301 549): vollständig mit der Tastatur und mit Screenreadern bedienbar, ausreichende Kontraste, Text bis 200 % vergrößerbar, keine Zeitlimits ohne Möglichkeit zur Verlängerung. Die Erklärung zur Barrierefreiheit sagt es (§ 14 BFSG mit Anlage 3; nur bei einem Betrieb, der kein Kleinstunternehmen ist).',
  },
] as const

const confirmationKeys = orderingServiceConfirmations.map(({ key }) => key) as [
  (typeof orderingServiceConfirmations)[number]['key'],
  ...(typeof orderingServiceConfirmations)[number]['key'][],
]

/** content/restaurant.yaml's fields: the facts every page, the Impressum and the structured data show. */
const restaurantFields = {
  name: cms(text, { label: 'Name des Restaurants', hint: 'Wie er auf der Website steht.' }),
  legalName: cms(text, {
    label: 'Vollständiger Name',
    hint: 'So, wie er im Impressum stehen soll, mit Rechtsform, falls es eine gibt (z. B. „Maharaja Gastronomie GmbH“); ohne „Inhaber …“: das nennt das Impressum darunter.',
  }),
  /** The business's legal form (§ 5 Abs. 1 Nr. 1 DDG): the Impressum and the AGB follow it. */
  legalForm: cms(z.enum(legalForms, { error: `must be one of ${legalForms.join(', ')}` }), {
    label: 'Rechtsform',
    hint: 'Bestimmt, wie Impressum und AGB den Betrieb und seine Vertreter nennen und welcher Registereintrag nötig ist.',
    choices: Object.fromEntries(legalForms.map((form) => [form, legalFormRules[form].label])),
  }),
  /**
   * Who represents the business (§ 5 Abs. 1 Nr. 1 DDG): the owner of an Einzelunternehmen or
   * e. K., the partners of a GbR or OHG, the managing directors of a GmbH or UG; the first is
   * also responsible for the content (§ 18 Abs. 2 MStV).
   */
  representatives: cms(
    z
      .array(cms(text, { label: 'Name', name: 'name' }))
      .min(1, { error: 'must name at least one representative' })
      .refine((names) => new Set(names).size === names.length, {
        error: 'must not name a person twice',
        params: { de: 'nennt eine Person zweimal' },
      }),
    {
      label: 'Inhaber bzw. Vertretungsberechtigte',
      singular: 'Person',
      hint: 'Beim Einzelunternehmen der Inhaber, bei GbR und OHG die vertretungsberechtigten Gesellschafter, bei GmbH und UG die Geschäftsführer; die erste Person ist auch für den Inhalt verantwortlich (§ 18 MStV).',
    },
  ),
  address: cms(
    z.strictObject(
      {
        street: cms(text, { label: 'Straße und Hausnummer' }),
        postalCode: patterned(
          restaurantPatterns.postalCode,
          'must be a five-digit German postal code',
          { label: 'Postleitzahl', patternMessage: 'Fünf Ziffern' },
        ),
        locality: cms(text, { label: 'Ort' }),
        region: cms(text, {
          label: 'Bundesland',
          hint: 'Ausgeschrieben; das Impressum nennt damit das Landesgaststättengesetz.',
        }),
        country: cms(text, { label: 'Land' }),
        countryCode: patterned(restaurantPatterns.countryCode, 'must be a country code like "DE"', {
          label: 'Ländercode',
          patternMessage: 'Zwei Großbuchstaben, z. B. DE',
        }),
      },
      strict,
    ),
    { label: 'Adresse' },
  ),
  geo: cms(
    z.strictObject(
      {
        latitude: cms(z.number().min(-90).max(90), { label: 'Breitengrad', step: 0.0001 }),
        longitude: cms(z.number().min(-180).max(180), { label: 'Längengrad', step: 0.0001 }),
      },
      strict,
    ),
    {
      label: 'Lage auf der Karte',
      hint: 'Wo die Karte den Marker setzt, z. B. 49.487 und 7.748.',
    },
  ),
  mapBoundingBox: cms(
    z.strictObject(
      {
        west: cms(z.number(), { label: 'Westlicher Rand (Längengrad)', step: 0.001 }),
        south: cms(z.number(), { label: 'Südlicher Rand (Breitengrad)', step: 0.001 }),
        east: cms(z.number(), { label: 'Östlicher Rand (Längengrad)', step: 0.001 }),
        north: cms(z.number(), { label: 'Nördlicher Rand (Breitengrad)', step: 0.001 }),
      },
      strict,
    ),
    {
      label: 'Kartenausschnitt',
      hint: 'Der Ausschnitt, den die Karte auf der Startseite zeigt.',
    },
  ).refine((box) => box.west < box.east && box.south < box.north, {
    error: 'must have west < east and south < north',
    params: { de: 'Westen muss kleiner als Osten und Süden kleiner als Norden sein' },
  }),
  phone: patterned(restaurantPatterns.phone, 'must be international, e.g. "+49 631 3101 234"', {
    label: 'Telefon',
    hint: 'International, z. B. +49 631 3101 234',
    patternMessage: 'Bitte international mit Leerzeichen eingeben, z. B. +49 631 3101 234',
  }),
  email: cms(z.email({ error: 'must be a valid e-mail address' }), {
    label: 'E-Mail',
    patternMessage: 'Bitte eine E-Mail-Adresse eingeben',
  }),
  orderingUrl: cms(webAddress, {
    label: 'Adresse des Bestellservice',
    hint: 'Die Seite, auf der Gäste online bestellen; die Website zeigt sie im Bestellfenster.',
  }),
  orderingPrivacyUrl: cms(webAddress, { label: 'Datenschutzerklärung des Bestellservice' }),
  /**
   * The ordering service's role under the GDPR, stated in the Datenschutzerklärung: 'processor'
   * if it processes the orders on the restaurant's behalf under an Auftragsverarbeitungsvertrag
   * (Art. 28 DSGVO), 'controller' if it processes them under its own responsibility.
   */
  orderingServiceRole: cms(
    z.enum(['processor', 'controller'], { error: 'must be "processor" or "controller"' }),
    {
      label: 'Rolle des Bestellservice (DSGVO)',
      choices: {
        processor: 'Auftragsverarbeiter (mit Vertrag nach Art. 28 DSGVO)',
        controller: 'Eigener Verantwortlicher',
      },
    },
  ),
  /**
   * The company that runs the ordering service, by name and seat: the Datenschutzerklärung names
   * it as recipient of the order data (Art. 13 Abs. 1 lit. e DSGVO), the ordering page as the
   * service the guest orders through.
   */
  orderingProvider: cms(z.strictObject({ name, address: postalAddress }, strict), {
    label: 'Anbieter des Bestellservice',
    hint: 'Firma und Anschrift des Unternehmens, das den Bestellservice betreibt (Datenschutzerklärung, Bestellseite).',
  }),
  paymentMethods: cms(
    z
      .array(
        cms(
          z.enum(paymentMethods, {
            error: `is not a payment method (${paymentMethods.join(', ')})`,
          }),
          { choices: 'paymentMethods' },
        ),
      )
      .min(1, { error: 'must name at least one payment method' })
      .refine((methods) => new Set(methods).size === methods.length, {
        error: 'must not name a payment method twice',
        params: { de: 'nennt eine Zahlungsart zweimal' },
      }),
    {
      label: 'Zahlungsarten',
      hint: 'Was Gäste beim Bestellen wählen können; steht auf der Bestellseite, im Bestellfenster und in den AGB.',
    },
  ),
  /**
   * The ordering service's own withdrawal function (§ 356a BGB), if it offers one: „Vertrag
   * widerrufen“ on every page leads there. Without it, the site's own form (`withdrawalForm`).
   */
  withdrawalFunctionUrl: cms(webAddress, {
    label: 'Widerrufsfunktion des Bestellservice',
    hint: 'Nur wenn der Bestellservice selbst eine Widerrufsfunktion („Vertrag widerrufen“) anbietet: ihre Adresse. Sonst leer lassen; dann nimmt das Formular unten den Widerruf an.',
  }).optional(),
  /**
   * The site's own withdrawal function (§ 356a BGB, ADR 032): the form on /widerruf posts the
   * guest's declaration to `action`, a form service that forwards it to the restaurant's e-mail
   * address and sends the guest a confirmation of its content, date and time by e-mail. A list of
   * at most one, as every optional group (ADR 017).
   */
  withdrawalForm: cms(
    z
      .array(
        z.strictObject(
          {
            action: cms(webAddress, {
              label: 'Empfangsadresse des Formulardienstes',
              hint: 'Die Adresse, an die das Widerrufsformular gesendet wird (vom Formulardienst, z. B. https://…/f/abc123).',
            }),
            provider: cms(text, {
              label: 'Formulardienst',
              hint: 'Firma des Formulardienstes (Datenschutzerklärung).',
            }),
            providerAddress: cms(text, { label: 'Anschrift des Formulardienstes' }),
            /**
             * Where the form service sends the guest after the post, if on another origin than
             * `action`: the CSP's form-action admits it too (Chrome checks redirects after a
             * form's submission against form-action, w3c/webappsec-csp#8).
             */
            redirectUrl: cms(webAddress, {
              label: 'Bestätigungsseite des Formulardienstes',
              hint: 'Nur wenn der Formulardienst nach dem Absenden auf eine Seite unter einer anderen Adresse als der Empfangsadresse weiterleitet: deren Adresse. Sonst leer lassen.',
            }).optional(),
          },
          strict,
        ),
      )
      .max(1, { error: 'must be one form at most' }),
    {
      label: 'Widerrufsformular der Website',
      singular: 'Widerrufsformular',
      hint: 'Der Formulardienst leitet jeden Widerruf an Ihre E-Mail-Adresse weiter und schickt dem Gast sofort eine Eingangsbestätigung mit Inhalt, Datum und Uhrzeit.',
    },
  )
    .optional()
    .transform((forms) => forms?.[0]),
  /** Whether the restaurant sends advertising e-mails: only then does the Datenschutzerklärung name the objection to them. */
  sendsAdvertisingEmails: cms(z.boolean({ error: 'must be true or false' }), {
    label: 'Werbung per E-Mail (Newsletter)',
    hint: 'Nur ankreuzen, wenn Sie Gästen Werbung per E-Mail schicken; dann nennt die Datenschutzerklärung das Widerspruchsrecht dagegen.',
    default: false,
  }).optional(),
  /** Whether guests can reserve a table (by phone): said on the page and in the structured data. */
  acceptsReservations: cms(z.boolean({ error: 'must be true or false' }), {
    label: 'Tischreservierung per Telefon',
    default: true,
  }),
  /**
   * A reservation service guests can reserve through as well, only if the restaurant uses one:
   * the address card (on / and /en/) and the Mittagstisch page link to it („Tisch reservieren“,
   * in a new tab: no frame of it on our pages), the structured data's `acceptsReservations`
   * names its address, and the Datenschutzerklärung names the service. A list of at most one,
   * as the register entry is (ADR 017); pages receive the service or undefined.
   */
  reservationService: cms(
    z.array(reservationService).max(1, { error: 'must be one reservation service at most' }),
    {
      label: 'Online-Reservierung',
      singular: 'Reservierungsdienst',
      summary: '{{fields.name}}',
      hint: 'Nur wenn Gäste Tische auch über einen Reservierungsdienst buchen können; ohne bleibt es beim Telefon.',
    },
  )
    .optional()
    .transform((services) => services?.[0]),
  siteUrl: cms(
    httpsAddress(
      restaurantPatterns.siteUrl,
      'must be an https:// URL without a slash at the end',
      'Bitte mit https:// und ohne Schrägstrich am Ende eingeben',
    ),
    {
      label: 'Adresse der Website',
      hint: 'z. B. https://www.namaste-otterbach.de (ohne / am Ende)',
    },
  ),
  /**
   * Where the site is published, set once by the agency: the deploy workflow publishes there
   * (builder/publishing-target.ts) and the Datenschutzerklärung names that host (ADR 026).
   * `github-pages`: GitHub Pages (GitHub Inc., USA); `own-server`: an nginx server of the
   * hosting company in `hostingProvider`, uploaded to over SSH.
   */
  publishing: cms(
    z.enum(publishingTargets, {
      error: `must be one of ${publishingTargets.map((target) => `"${target}"`).join(', ')}`,
    }),
    {
      label: 'Veröffentlichung der Website',
      agencyOnly: true,
      hint: 'Von der Agentur eingerichtet; nur mit ihr zusammen ändern. Die Datenschutzerklärung nennt danach den Hoster.',
      choices: {
        'github-pages': 'GitHub Pages (GitHub, Inc., USA)',
        'own-server': 'Eigener Server beim Hoster unten',
      },
    },
  ),
  /**
   * The hosting company of an own server (`publishing: own-server`): named in the
   * Datenschutzerklärung as processor of the server logs.
   */
  hostingProvider: cms(z.strictObject({ name, address: postalAddress, url: website }, strict), {
    label: 'Hoster der Website (eigener Server)',
    hint: 'Wird in der Datenschutzerklärung genannt, wenn die Website auf einem eigenen Server veröffentlicht wird.',
  }),
  /**
   * The authority that issued the Gaststättenerlaubnis (needed to serve alcohol under the
   * Landesgaststättengesetz of the state, `address.region`): named in the Impressum per § 5
   * Abs. 1 Nr. 3 DDG.
   */
  supervisoryAuthority: cms(z.strictObject({ name, address: postalAddress }, strict), {
    label: 'Aufsichtsbehörde (Gaststättenerlaubnis)',
    hint: 'Die Behörde, die die Gaststättenerlaubnis erteilt hat (Impressum).',
  }),
  /**
   * The data-protection supervisory authority of the state (Art. 77 DSGVO): named in the
   * Datenschutzerklärung as the one visitors may complain to, its address one line per part.
   */
  dataProtectionAuthority: cms(
    z.strictObject(
      {
        name,
        address: cms(postalAddress, {
          hint: 'Auf einer Zeile, Teile durch Kommas getrennt, z. B. Straße 1, 12345 Stadt; die Datenschutzerklärung setzt jeden Teil auf eine eigene Zeile.',
        }),
        url: website,
      },
      strict,
    ),
    {
      label: 'Datenschutz-Aufsichtsbehörde',
      hint: 'Die Datenschutzbehörde des Bundeslandes, bei der sich Besucher beschweren können (Datenschutzerklärung).',
    },
  ),
  /** Umsatzsteuer-Identifikationsnummer, only if the business has one: the Impressum shows it. */
  vatId: patterned(
    restaurantPatterns.vatId,
    'must be a German USt-IdNr., "DE" and nine digits, e.g. "DE123456789"',
    {
      label: 'Umsatzsteuer-Identifikationsnummer',
      patternMessage: 'DE und neun Ziffern, z. B. DE123456789',
    },
  ).optional(),
  /** That the business has no USt-IdNr.: said explicitly, so the launch gate can tell it from a missing one. */
  hasNoVatId: cms(z.boolean({ error: 'must be true or false' }), {
    label: 'Keine USt-IdNr. vorhanden',
    hint: 'Ankreuzen, wenn der Betrieb keine Umsatzsteuer-Identifikationsnummer hat; sonst die Nummer oben eintragen.',
  }).optional(),
  /** Wirtschafts-Identifikationsnummer (§ 139c AO), only if the business has one. */
  businessId: patterned(
    restaurantPatterns.businessId,
    'must be a Wirtschafts-Identifikationsnummer, "DE", nine digits, "-" and five digits, e.g. "DE123456789-00001"',
    {
      label: 'Wirtschafts-Identifikationsnummer',
      patternMessage: 'DE, neun Ziffern, Bindestrich und fünf Ziffern, z. B. DE123456789-00001',
    },
  ).optional(),
  /** That the business has no W-IdNr. (yet): said explicitly, as for the USt-IdNr. */
  hasNoBusinessId: cms(z.boolean({ error: 'must be true or false' }), {
    label: 'Keine Wirtschafts-IdNr. vorhanden',
    hint: 'Ankreuzen, wenn dem Betrieb keine Wirtschafts-Identifikationsnummer zugeteilt ist; sonst die Nummer oben eintragen.',
  }).optional(),
  /**
   * The business's size under the Barrierefreiheitsstärkungsgesetz (§ 2 Nr. 17, § 3 Abs. 3
   * BFSG): a micro-enterprise (fewer than 10 employees and at most 2 million euros turnover or
   * balance sheet) owes no accessibility statement for its services; any larger business does,
   * and the site then publishes one (/barrierefreiheit, /en/accessibility).
   */
  accessibilityActSize: cms(
    z.enum(['micro-enterprise', 'larger'], {
      error: 'must be "micro-enterprise" or "larger"',
    }),
    {
      label: 'Unternehmensgröße (Barrierefreiheitsgesetz)',
      hint: 'Kleinstunternehmen: weniger als 10 Beschäftigte und höchstens 2 Mio. € Jahresumsatz oder Bilanzsumme. Sonst veröffentlicht die Website eine Erklärung zur Barrierefreiheit.',
      choices: {
        'micro-enterprise': 'Kleinstunternehmen (weniger als 10 Beschäftigte, höchstens 2 Mio. €)',
        larger: 'Größer (Erklärung zur Barrierefreiheit nötig)',
      },
    },
  ).optional(),
  /**
   * The market surveillance authority the accessibility statement names (§ 14 BFSG with Anlage 3),
   * where the business is not a micro-enterprise: the Marktüberwachungsstelle der Länder für die
   * Barrierefreiheit von Produkten und Dienstleistungen (MLBF) in Magdeburg, whose name the
   * statement carries; its postal and e-mail address as the MLBF publishes them, which
   * the agency confirms (the launch gate asks for them). A list of at most one, as the register
   * entry: the CMS adds it with „Behörde hinzufügen“ and only then requires its fields.
   */
  marketSurveillanceAuthority: cms(
    z
      .array(
        z.strictObject(
          {
            address: cms(
              z
                .array(cms(text, { label: 'Zeile', name: 'line' }))
                .min(1, { error: 'must have at least one line' }),
              {
                label: 'Anschrift',
                singular: 'Zeile',
                hint: 'Zeile für Zeile, wie auf einem Brief, z. B. „Postfach 12 34 56“ und „39135 Magdeburg“.',
              },
            ),
            email: cms(z.email({ error: 'must be a valid e-mail address' }), {
              label: 'E-Mail',
              patternMessage: 'Bitte eine E-Mail-Adresse eingeben',
            }),
          },
          strict,
        ),
      )
      .max(1, { error: 'must be one authority at most' }),
    {
      label: 'Marktüberwachungsbehörde (Barrierefreiheit)',
      singular: 'Behörde',
      summary: '{{fields.email}}',
      hint: 'Anschrift und E-Mail-Adresse der Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF) in Magdeburg, wie sie sie veröffentlicht. Nur nötig, wenn der Betrieb kein Kleinstunternehmen ist (Erklärung zur Barrierefreiheit).',
    },
  )
    .optional()
    .transform((entries) => entries?.[0]),
  /**
   * Reusable packaging for takeaway food (§§ 33–34 VerpackG): `offered` (reusable packaging at no
   * extra cost), `own-containers` (the small business's exemption of § 34: filled into the guest's
   * own containers), `not-required` (no single-use plastic food packaging or cups at all). The
   * ordering page and the order modal say which, where it is owed.
   */
  reusablePackaging: cms(
    z.enum(['offered', 'own-containers', 'not-required'], {
      error: 'must be "offered", "own-containers" or "not-required"',
    }),
    {
      label: 'Mehrwegverpackung (VerpackG)',
      hint: 'Müssen Sie Speisen zum Mitnehmen auch in Mehrwegverpackung anbieten (§ 33 VerpackG)? Die Bestellseite weist darauf hin.',
      choices: {
        offered: 'Wir bieten Mehrwegverpackungen an (§ 33 VerpackG)',
        'own-containers':
          'Kleiner Betrieb: wir füllen in mitgebrachte Behälter der Gäste ab (§ 34 VerpackG)',
        'not-required': 'Nicht nötig: keine Einwegverpackungen aus Kunststoff, keine Einwegbecher',
      },
    },
  ).optional(),
  /**
   * What the ordering service's provider has confirmed in writing, point by point: the contract is
   * concluded on its pages (§ 312j Abs. 2–3, § 312i Abs. 1 Nr. 3–4, § 312f Abs. 2, § 356a BGB,
   * Art. 246a § 4 EGBGB, Art. 14 LMIV): the points confirmed. The launch gate asks for every
   * point not among them.
   */
  orderingServiceConfirmed: cms(
    z
      .array(
        cms(
          z.enum(confirmationKeys, {
            error: `is not a point to confirm (${confirmationKeys.join(', ')})`,
          }),
          {
            choices: Object.fromEntries(
              orderingServiceConfirmations.map(({ key, label }) => [key, label]),
            ),
          },
        ),
      )
      .refine((points) => new Set(points).size === points.length, {
        error: 'must not name a point twice',
        params: { de: 'nennt einen Punkt zweimal' },
      }),
    {
      label: 'Schriftliche Bestätigung des Bestellservice',
      hint: 'Nur wählen, was der Anbieter des Bestellservice Ihnen schriftlich bestätigt hat (docs/publishing.md).',
    },
  ).optional(),
  /**
   * The register entry, only if the business is registered (§ 5 Abs. 1 Nr. 4 DDG). Written as a
   * list of at most one, as an optional photo is: the CMS adds it with „Registereintrag
   * hinzufügen“ and only then requires court and number (Decap checks the fields of an optional
   * group even when it is left empty; ADR 017). The Impressum receives the entry or undefined.
   */
  commercialRegister: cms(
    z.array(registerEntry).max(1, { error: 'must be one register entry at most' }),
    {
      label: 'Handelsregister',
      singular: 'Registereintrag',
      summary: '{{fields.number}}, {{fields.court}}',
      hint: 'Nur wenn der Betrieb im Register eingetragen ist.',
    },
  )
    .optional()
    .transform((entries) => entries?.[0]),
}

/** content/restaurant.yaml: the facts every page, the Impressum and the structured data show. */
export const restaurantSchema = cms(
  z
    .strictObject({ ...restaurantFields, examples: exampleMarks(restaurantFields) }, strict)
    .superRefine((restaurant, context) => {
      if (restaurant.vatId !== undefined && restaurant.hasNoVatId) {
        context.addIssue({
          code: 'custom',
          path: ['hasNoVatId'],
          message: 'contradicts vatId: the business has a USt-IdNr. or none, not both',
          params: { de: 'widerspricht der USt-IdNr.: entweder eine USt-IdNr. oder keine' },
        })
      }
      if (restaurant.businessId !== undefined && restaurant.hasNoBusinessId) {
        context.addIssue({
          code: 'custom',
          path: ['hasNoBusinessId'],
          message: 'contradicts businessId: the business has a W-IdNr. or none, not both',
          params: {
            de: 'widerspricht der Wirtschafts-IdNr.: entweder eine Wirtschafts-IdNr. oder keine',
          },
        })
      }
      for (const { path, message, de } of legalFormIssues({
        legalForm: restaurant.legalForm,
        legalName: restaurant.legalName,
        representatives: restaurant.representatives,
        registerNumber: restaurant.commercialRegister?.number,
      })) {
        context.addIssue({ code: 'custom', path: [path], message, params: { de } })
      }
      if (restaurant.withdrawalFunctionUrl === undefined && !restaurant.withdrawalForm) {
        context.addIssue({
          code: 'custom',
          path: ['withdrawalForm'],
          message:
            'is needed unless withdrawalFunctionUrl names the ordering service’s withdrawal function (§ 356a BGB)',
          params: {
            de: 'fehlt: ohne die Widerrufsfunktion des Bestelldienstes braucht die Website das Formular (§ 356a BGB)',
          },
        })
      }
    }),
  { label: 'Restaurant' },
)

export type Restaurant = z.output<typeof restaurantSchema>
