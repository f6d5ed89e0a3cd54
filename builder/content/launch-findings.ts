/**
 * What keeps the owner's data from going live (`npm run check:launch`, ADR 032): the fields it
 * marks as still the demo's, telephone numbers reserved for fiction and addresses on names
 * reserved for examples anywhere in it, and the facts a live restaurant must state that it lacks.
 * Each finding names the data file, the field in the CMS's words and where it is, in German for
 * the owner. Pure: check-launch.ts reads the files.
 */
import { z } from 'zod'
import {
  type ContentFileName,
  type Language,
  cmsLabelOf,
  contentSchemas,
  languages,
  orderingServiceConfirmations,
} from '#src/schemas/index.ts'
import { describePath, valueAt } from '#src/schemas/describe-issue.ts'
import { owesAccessibilityStatement } from '#src/lib/routes.ts'
import { type RawContent, type Site, contentFile } from '#src/schemas/site.ts'
import { fictionPhoneNumbers, reservedAddresses } from './reserved-contacts.ts'

export interface LaunchFinding {
  /** The data file, e.g. `content/restaurant.yaml`. */
  file: string
  /** The field as the CMS labels it, and where it is: `Telefon (phone)`. */
  field: string
  /** What is wrong and what to do, in German. */
  message: string
}

/** Everything that keeps the data in `dir` from going live; none when it is ready. */
export function launchFindings(raw: RawContent, site: Site, dir: string): LaunchFinding[] {
  return [
    ...exampleFindings(raw, dir),
    ...stringFindings(raw, dir),
    ...missingFacts(site, dir),
    ...orderingServiceFindings(site, dir),
    ...hostFindings(site, dir),
  ]
}

/** The fields a data file still marks as the demo's (`examples: [owner, …]`). */
function exampleFindings(raw: RawContent, dir: string): LaunchFinding[] {
  return (Object.keys(raw) as ContentFileName[]).flatMap((name) => {
    const marked = valueAt(raw[name], ['examples'])
    if (!Array.isArray(marked)) return []
    return marked.map((key) =>
      finding(
        dir,
        name,
        [String(key)],
        raw,
        `noch der Wert der Vorlage${shown(valueAt(raw[name], [String(key)]))}. Tragen Sie Ihre echte Angabe ein und wählen Sie das Feld danach unter „Noch Beispielwerte“ ab.`,
      ),
    )
  })
}

/** Fictional phone numbers and reserved addresses, in any text of any data file. */
function stringFindings(raw: RawContent, dir: string): LaunchFinding[] {
  return (Object.keys(raw) as ContentFileName[]).flatMap((name) =>
    strings(raw[name], []).flatMap(({ value, path }) => [
      ...fictionPhoneNumbers(value).map((number) =>
        finding(
          dir,
          name,
          path,
          raw,
          `„${number}“ ist eine Nummer, die die Bundesnetzagentur für Filme und Beispiele freihält; niemand ist unter ihr erreichbar. Tragen Sie Ihre echte Telefonnummer ein.`,
        ),
      ),
      ...reservedAddresses(value).map(({ address, reason }) =>
        finding(
          dir,
          name,
          path,
          raw,
          `„${address}“ liegt auf einem Namen, der nur für Beispiele reserviert ist (${reason}), und erreicht niemanden. Tragen Sie die echte Adresse ein.`,
        ),
      ),
    ]),
  )
}

/** Facts a live restaurant must state and the data may leave out. */
function missingFacts({ restaurant }: Site, dir: string): LaunchFinding[] {
  const found: LaunchFinding[] = []
  if (restaurant.vatId === undefined && !restaurant.hasNoVatId) {
    found.push(
      finding(
        dir,
        'restaurant',
        ['vatId'],
        undefined,
        'fehlt. Tragen Sie die Umsatzsteuer-Identifikationsnummer ein (das Impressum nennt sie, § 5 DDG), oder kreuzen Sie „Keine USt-IdNr. vorhanden“ an, wenn der Betrieb keine hat.',
      ),
    )
  }
  if (restaurant.businessId === undefined && !restaurant.hasNoBusinessId) {
    found.push(
      finding(
        dir,
        'restaurant',
        ['businessId'],
        undefined,
        'fehlt. Tragen Sie die Wirtschafts-Identifikationsnummer ein, sobald das Bundeszentralamt für Steuern sie zugeteilt hat (das Impressum nennt sie, § 5 Abs. 1 Nr. 6 DDG), oder kreuzen Sie „Keine Wirtschafts-IdNr. vorhanden“ an.',
      ),
    )
  }
  if (restaurant.accessibilityActSize === undefined) {
    found.push(
      finding(
        dir,
        'restaurant',
        ['accessibilityActSize'],
        undefined,
        'fehlt. Ist der Betrieb ein Kleinstunternehmen (weniger als 10 Beschäftigte und höchstens 2 Mio. € Jahresumsatz oder Jahresbilanzsumme, § 2 Nr. 17 BFSG)? Wenn nicht, schuldet die Website eine Erklärung zur Barrierefreiheit (§ 14 BFSG mit Anlage 3); die Website erstellt sie aus Ihren Angaben.',
      ),
    )
  }
  if (restaurant.reservationService && restaurant.reservationService.role === undefined) {
    found.push(
      finding(
        dir,
        'restaurant',
        ['reservationService', 0, 'role'],
        undefined,
        'fehlt. Verarbeitet der Reservierungsdienst die Reservierungen in Ihrem Auftrag (dann mit Auftragsverarbeitungsvertrag nach Art. 28 DSGVO) oder als eigener Verantwortlicher? Sein Vertrag sagt es; die Datenschutzerklärung nennt die Rolle.',
      ),
    )
  }
  if (owesAccessibilityStatement(restaurant) && !restaurant.marketSurveillanceAuthority) {
    found.push(
      finding(
        dir,
        'restaurant',
        ['marketSurveillanceAuthority'],
        undefined,
        'fehlt. Der Betrieb ist kein Kleinstunternehmen: Die Website veröffentlicht eine Erklärung zur Barrierefreiheit (/barrierefreiheit), die die zuständige Marktüberwachungsbehörde nennt (§ 14 BFSG mit Anlage 3), die Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF) in Magdeburg. Tragen Sie ihre Anschrift und E-Mail-Adresse ein, wie die MLBF sie aktuell veröffentlicht (docs/publishing.md).',
      ),
    )
  }
  if (restaurant.reusablePackaging === undefined) {
    found.push(
      finding(
        dir,
        'restaurant',
        ['reusablePackaging'],
        undefined,
        'fehlt. Geben Sie Speisen zum Mitnehmen in Einwegverpackungen aus Kunststoff oder Getränke in Einwegbechern ab, müssen Sie sie auch in Mehrwegverpackungen anbieten (§ 33 VerpackG) oder, als kleiner Betrieb mit höchstens fünf Beschäftigten und 80 m² Verkaufsfläche, in mitgebrachte Behälter abfüllen (§ 34 VerpackG). Wählen Sie, was für Sie gilt; die Bestellseite und das Bestellfenster weisen Gäste darauf hin.',
      ),
    )
  }
  return found
}

/**
 * What only the ordering service's provider can confirm: the contract is concluded on its pages,
 * so each point must be confirmed in writing before launch (docs/publishing.md).
 */
function orderingServiceFindings({ restaurant }: Site, dir: string): LaunchFinding[] {
  const confirmed: readonly string[] | undefined = restaurant.orderingServiceConfirmed
  return (
    orderingServiceConfirmations
      .filter(
        ({ key }) =>
          key !== 'dataProcessingAgreement' || restaurant.orderingServiceRole === 'processor',
      )
      // The accessible checkout only where the site states it (the accessibility statement).
      .filter(({ key }) => key !== 'accessibleCheckout' || owesAccessibilityStatement(restaurant))
      .filter(({ key }) => !confirmed?.includes(key))
      .map(({ label, question }) =>
        finding(
          dir,
          'restaurant',
          ['orderingServiceConfirmed'],
          undefined,
          `„${label}“ ist noch nicht bestätigt. Lassen Sie sich vom Anbieter des Bestellservice schriftlich bestätigen: ${question} Erst dann wählen Sie den Punkt aus.`,
        ),
      )
  )
}

/** Where the site is published: a host whose terms allow a restaurant's business site. */
function hostFindings({ restaurant }: Site, dir: string): LaunchFinding[] {
  if (restaurant.publishing !== 'github-pages') return []
  return [
    finding(
      dir,
      'restaurant',
      ['publishing'],
      undefined,
      'GitHub Pages ist nicht für diese Website gedacht: Nach den Nutzungsbedingungen von GitHub dürfen Pages-Websites nicht vor allem geschäftlichen Transaktionen dienen, und über diese Website wird bestellt. Veröffentlichen Sie auf einem eigenen Server (own-server) bei einem Hoster, mit dem Sie einen Auftragsverarbeitungsvertrag haben (docs/publishing.md).',
    ),
  ]
}

function finding(
  dir: string,
  name: ContentFileName,
  path: PropertyKey[],
  raw: RawContent | undefined,
  message: string,
): LaunchFinding {
  // Stryker disable next-line StringLiteral: equivalent — the CMS's labels are German in every language's schemas
  const label = labelAt(contentSchemas('de')[name], path)
  const where = describePath(name, path, raw?.[name])
  return {
    file: contentFile(dir, name),
    field: label ? `${label} (${where})` : where,
    message,
  }
}

/** „ („Rajesh Kumar Sharma“)“ for a text, nothing for a group or list. */
function shown(value: unknown): string {
  return typeof value === 'string' ? ` („${value}“)` : ''
}

/** Every text in `data`, with its path. */
function strings(data: unknown, path: PropertyKey[]): { value: string; path: PropertyKey[] }[] {
  if (typeof data === 'string') return [{ value: data, path }]
  if (Array.isArray(data)) return data.flatMap((item, index) => strings(item, [...path, index]))
  // A number or a yes/no has no entries; no value is empty (null): the data was validated.
  return Object.entries(data as object).flatMap(([key, value]) => strings(value, [...path, key]))
}

/**
 * The CMS's label of the field at `path` of a data file's schema: the innermost one with a label,
 * a text per language named by its field rather than by „Deutsch“.
 */
function labelAt(schema: z.ZodType, path: PropertyKey[]): string | undefined {
  let label: string | undefined
  let current: z.ZodType | undefined = schema
  for (const key of path) {
    current = current && inner(current)
    // The data was validated: a list's key is its index.
    if (current instanceof z.ZodArray) {
      current = current.element as z.ZodType
      continue
    }
    if (!(current instanceof z.ZodObject) || languages.includes(key as Language)) break
    current = (current.shape as Record<string, z.ZodType>)[String(key)]
    label = (current && cmsLabelOf(current)) ?? label
  }
  return label
}

/** The schema an optional field or a transform wraps. */
function inner(schema: z.ZodType): z.ZodType {
  let current = schema
  for (;;) {
    if (current instanceof z.ZodOptional) current = current.unwrap() as z.ZodType
    else if (current instanceof z.ZodPipe) current = current.in as z.ZodType
    else return current
  }
}
