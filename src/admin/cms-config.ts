/**
 * The configuration of Decap CMS at /admin/: one collection per data file in content/, German
 * labels, and fields that refuse what the build's zod schemas refuse (cms-config.test.ts compares
 * the two). Saving commits to the repository (GitHub backend) or, on localhost with
 * `npm run admin`, writes the file on disk (decap-server, the local backend).
 */
import type { CmsCollection, CmsConfig, CmsField } from 'decap-cms-core'
import { additiveNames, allergenNames, dietLabels, spiceLabels } from '@/i18n/de/menu'
import {
  type ContentFileName,
  additiveNumbers,
  allergenCodes,
  artworkNames,
  categoryIdPattern,
  diets,
  dishNumberPattern,
  mediaFolder,
  mediaPublicPath,
  photoMinimums,
  restaurantPatterns,
  spiceLevels,
  weekdays,
} from '@/content/schema'
import {
  dateField,
  fixedField,
  languageFields,
  listField,
  localizedField,
  numberField,
  objectField,
  optionalGroupField,
  patternField,
  photoField,
  priceField,
  selectField,
  textField,
  textListField,
  timeField,
} from './cms-fields'
import { localBackendPath } from './local-backend'

/** Where the GitHub backend commits: set at build time (vite.admin.config.ts). */
export interface CmsBackendSettings {
  /** "owner/name" of the repository on GitHub. */
  repo: string
  branch: string
  /** The OAuth service that logs the owner in to GitHub (docs/publishing.md). */
  authUrl?: string
  siteUrl: string
}

const httpsMessage = 'Bitte eine vollständige Adresse eingeben, die mit https:// beginnt'

const weekdayNames: Record<(typeof weekdays)[number], string> = {
  mon: 'Montag',
  tue: 'Dienstag',
  wed: 'Mittwoch',
  thu: 'Donnerstag',
  fri: 'Freitag',
  sat: 'Samstag',
  sun: 'Sonntag',
}

const artworkLabels: Record<(typeof artworkNames)[number], string> = {
  'butter-chicken': 'Zeichnung „Curry“',
  'pizza-margherita': 'Zeichnung „Pizza“',
  about: 'Zeichnung „Gewürze“',
}

function intervalsField(name: string, label: string, hint: string): CmsField {
  return listField(
    name,
    label,
    'Zeitraum',
    [timeField('opens', 'Öffnet um'), timeField('closes', 'Schließt um')],
    { summary: '{{fields.opens}}–{{fields.closes}} Uhr', hint },
  )
}

function dishNumberField(name: string, label: string, hint: string): CmsField {
  return patternField(
    name,
    label,
    dishNumberPattern,
    'Bitte die Nummer wie auf der Speisekarte eingeben, z. B. 41 oder 12a',
    { hint },
  )
}

const restaurantFields: CmsField[] = [
  textField('name', 'Name des Restaurants', { hint: 'Wie er auf der Website steht.' }),
  textField('legalName', 'Vollständiger Name', {
    hint: 'So, wie er im Impressum stehen soll, mit Rechtsform, falls es eine gibt.',
  }),
  textField('owner', 'Inhaber'),
  objectField('address', 'Adresse', [
    textField('street', 'Straße und Hausnummer'),
    patternField('postalCode', 'Postleitzahl', restaurantPatterns.postalCode, 'Fünf Ziffern'),
    textField('locality', 'Ort'),
    textField('region', 'Bundesland', {
      hint: 'Ausgeschrieben; das Impressum nennt damit das Landesgaststättengesetz.',
    }),
    textField('country', 'Land'),
    patternField(
      'countryCode',
      'Ländercode',
      restaurantPatterns.countryCode,
      'Zwei Großbuchstaben, z. B. DE',
    ),
  ]),
  objectField(
    'geo',
    'Lage auf der Karte',
    [
      numberField('latitude', 'Breitengrad', { min: -90, max: 90, step: 0.0001 }),
      numberField('longitude', 'Längengrad', { min: -180, max: 180, step: 0.0001 }),
    ],
    { hint: 'Wo die Karte den Marker setzt, z. B. 49.487 und 7.748.' },
  ),
  objectField(
    'mapBoundingBox',
    'Kartenausschnitt',
    [
      numberField('west', 'Westlicher Rand (Längengrad)', { step: 0.001 }),
      numberField('south', 'Südlicher Rand (Breitengrad)', { step: 0.001 }),
      numberField('east', 'Östlicher Rand (Längengrad)', { step: 0.001 }),
      numberField('north', 'Nördlicher Rand (Breitengrad)', { step: 0.001 }),
    ],
    { hint: 'Der Ausschnitt, den die Karte auf der Startseite zeigt.' },
  ),
  patternField(
    'phone',
    'Telefon',
    restaurantPatterns.phone,
    'Bitte international mit Leerzeichen eingeben, z. B. +49 631 3101 234',
    { hint: 'International, z. B. +49 631 3101 234' },
  ),
  patternField('email', 'E-Mail', restaurantPatterns.email, 'Bitte eine E-Mail-Adresse eingeben'),
  patternField(
    'orderingUrl',
    'Adresse des Bestellservice',
    restaurantPatterns.httpsUrl,
    httpsMessage,
    {
      hint: 'Die Seite, auf der Gäste online bestellen; die Website zeigt sie im Bestellfenster.',
    },
  ),
  patternField(
    'orderingPrivacyUrl',
    'Datenschutzerklärung des Bestellservice',
    restaurantPatterns.httpsUrl,
    httpsMessage,
  ),
  selectField('orderingServiceRole', 'Rolle des Bestellservice (DSGVO)', [
    { label: 'Auftragsverarbeiter (mit Vertrag nach Art. 28 DSGVO)', value: 'processor' },
    { label: 'Eigener Verantwortlicher', value: 'controller' },
  ]),
  {
    name: 'acceptsReservations',
    label: 'Tischreservierung per Telefon',
    widget: 'boolean',
    default: true,
  },
  patternField(
    'siteUrl',
    'Adresse der Website',
    restaurantPatterns.siteUrl,
    'Bitte mit https:// und ohne Schrägstrich am Ende eingeben',
    { hint: 'z. B. https://www.namaste-otterbach.de (ohne / am Ende)' },
  ),
  objectField(
    'hostingProvider',
    'Hoster der Website',
    [
      textField('name', 'Name'),
      textField('address', 'Anschrift'),
      patternField('url', 'Website', restaurantPatterns.httpsUrl, httpsMessage),
    ],
    { hint: 'Wird in der Datenschutzerklärung genannt.' },
  ),
  objectField(
    'supervisoryAuthority',
    'Aufsichtsbehörde (Gaststättenerlaubnis)',
    [textField('name', 'Name'), textField('address', 'Anschrift')],
    { hint: 'Die Behörde, die die Gaststättenerlaubnis erteilt hat (Impressum).' },
  ),
  objectField(
    'dataProtectionAuthority',
    'Datenschutz-Aufsichtsbehörde',
    [
      textField('name', 'Name'),
      textField('address', 'Anschrift', {
        hint: 'Auf einer Zeile, Teile durch Kommas getrennt, z. B. Straße 1, 12345 Stadt; die Datenschutzerklärung setzt jeden Teil auf eine eigene Zeile.',
      }),
      patternField('url', 'Website', restaurantPatterns.httpsUrl, httpsMessage),
    ],
    {
      hint: 'Die Datenschutzbehörde des Bundeslandes, bei der sich Besucher beschweren können (Datenschutzerklärung).',
    },
  ),
  patternField(
    'vatId',
    'Umsatzsteuer-Identifikationsnummer',
    restaurantPatterns.vatId,
    'DE und neun Ziffern, z. B. DE123456789',
    { required: false },
  ),
  patternField(
    'businessId',
    'Wirtschafts-Identifikationsnummer',
    restaurantPatterns.businessId,
    'DE, neun Ziffern, Bindestrich und fünf Ziffern, z. B. DE123456789-00001',
    { required: false },
  ),
  optionalGroupField(
    'commercialRegister',
    'Handelsregister',
    'Registereintrag',
    [
      patternField(
        'court',
        'Registergericht',
        restaurantPatterns.registerCourt,
        'z. B. Amtsgericht Kaiserslautern',
      ),
      patternField(
        'number',
        'Registernummer',
        restaurantPatterns.registerNumber,
        'Registerart und Nummer, z. B. HRB 12345',
      ),
    ],
    {
      summary: '{{fields.number}}, {{fields.court}}',
      hint: 'Nur wenn der Betrieb im Register eingetragen ist.',
    },
  ),
]

const hoursFields: CmsField[] = [
  fixedField('timeZone', 'Europe/Berlin'),
  objectField(
    'weekly',
    'Öffnungszeiten',
    weekdays.map((day) =>
      intervalsField(day, weekdayNames[day], 'Keine Zeiten = Ruhetag. Mittags und abends: zwei.'),
    ),
  ),
  localizedField('closedDayLabel', 'Text für Ruhetage', { hint: 'z. B. „Heute Ruhetag“' }),
  objectField('publicHolidays', 'Gesetzliche Feiertage', [
    fixedField('state', 'RP'),
    intervalsField('intervals', 'Öffnungszeiten an Feiertagen', 'Keine Zeiten = geschlossen.'),
  ]),
  selectField('holidayOnClosedDay', 'Feiertag am Ruhetag', [
    { label: 'Geschlossen bleiben', value: 'closed' },
    { label: 'Mit den Feiertagszeiten öffnen', value: 'holidayHours' },
  ]),
  listField(
    'closures',
    'Schließtage und Betriebsurlaub',
    'Schließzeit',
    [
      dateField('from', 'Geschlossen vom'),
      dateField('to', 'bis einschließlich'),
      localizedField('announcement', 'Hinweis für die Gäste', {
        hint: 'Steht über den Öffnungszeiten, z. B. „Betriebsurlaub vom 4. bis 18. August“.',
      }),
    ],
    { summary: '{{fields.from}} bis {{fields.to}}: {{fields.announcement.de}}' },
  ),
]

const announcementFields: CmsField[] = [
  listField(
    'announcements',
    'Hinweise',
    'Hinweis',
    [
      localizedField('text', 'Text', { hint: 'z. B. „Heiligabend geschlossen“' }),
      dateField('from', 'Zeigen ab'),
      dateField('to', 'Zeigen bis einschließlich'),
    ],
    {
      summary: '{{fields.from}} bis {{fields.to}}: {{fields.text.de}}',
      hint: 'Erscheinen auf der Startseite und im Bestellfenster, nur in ihrem Zeitraum.',
    },
  ),
]

const menuItemFields: CmsField[] = [
  dishNumberField('number', 'Nummer', 'Wie auf der Speisekarte, z. B. 41 oder 12a.'),
  localizedField('name', 'Name'),
  localizedField('description', 'Beschreibung', { required: false }),
  priceField('price', 'Preis'),
  selectField(
    'allergens',
    'Allergene',
    allergenCodes.map((code) => ({ label: `${code} – ${allergenNames[code]}`, value: code })),
    { required: false, multiple: true },
  ),
  selectField(
    'additives',
    'Zusatzstoffe',
    additiveNumbers.map((number) => ({
      label: `${number} – ${additiveNames[number]}`,
      value: number,
    })),
    { required: false, multiple: true },
  ),
  selectField(
    'diet',
    'Vegetarisch oder vegan',
    diets.map((diet) => ({ label: dietLabels[diet], value: diet })),
    { required: false },
  ),
  selectField(
    'spiceLevel',
    'Schärfe',
    spiceLevels.map((level) => ({ label: `${level} – ${spiceLabels[level]}`, value: level })),
    { required: false },
  ),
  numberField('volumeLitres', 'Menge in Litern', {
    required: false,
    min: 0.01,
    max: 5,
    step: 0.01,
    hint: 'Nur bei Getränken, z. B. 0.33 (Punkt statt Komma).',
  }),
  priceField('deposit', 'Pfand', { required: false, hint: 'Nur bei Flaschen, z. B. 0,25' }),
]

const menuFields: CmsField[] = [
  listField(
    'categories',
    'Kategorien',
    'Kategorie',
    [
      localizedField('title', 'Überschrift'),
      patternField(
        'id',
        'Kurzname für Links',
        categoryIdPattern,
        'Nur Kleinbuchstaben, Ziffern und Bindestriche, z. B. mittagstisch',
        { hint: 'Kleinbuchstaben ohne Umlaute, z. B. hauptgerichte' },
      ),
      localizedField('note', 'Hinweis unter der Überschrift', { required: false }),
      selectField('kind', 'Art', [
        { label: 'Speisen', value: 'food' },
        { label: 'Getränke (Menge in Litern nötig)', value: 'drink' },
      ]),
      listField('items', 'Gerichte', 'Gericht', menuItemFields, {
        summary: '{{fields.number}} {{fields.name.de}} – {{fields.price}} €',
        min: 1,
      }),
    ],
    { summary: '{{fields.title.de}}', min: 1 },
  ),
]

const specialtyFields: CmsField[] = [
  listField(
    'specialties',
    'Spezialitäten',
    'Spezialität',
    [
      dishNumberField(
        'dish',
        'Gericht (Nummer auf der Speisekarte)',
        'Die Nummer auf der Speisekarte, z. B. 50; Name, Beschreibung und Preis kommen von dort.',
      ),
      selectField(
        'artwork',
        'Zeichnung',
        artworkNames.map((name) => ({ label: artworkLabels[name], value: name })),
        { hint: 'Wird gezeigt, solange kein Foto hochgeladen ist.' },
      ),
      photoField('photo', 'Foto', photoMinimums.card),
    ],
    {
      summary: 'Gericht Nr. {{fields.dish}}',
      min: 2,
      max: 2,
      hint: 'Die zwei Karten auf der Startseite.',
    },
  ),
]

const homeFields: CmsField[] = [
  objectField('hero', 'Titelbild', [
    localizedField('tagline', 'Unterzeile', {
      hint: 'Steht unter dem Namen: ein kurzer Satz über Ihre Küche.',
    }),
    photoField('photo', 'Foto', photoMinimums.hero),
  ]),
  objectField('about', 'Über uns', [
    listField('paragraphs', 'Absätze', 'Absatz', languageFields({ multiline: true }), {
      summary: '{{fields.de}}',
      min: 1,
    }),
    photoField('photo', 'Foto', photoMinimums.card),
  ]),
  textListField(
    'cuisines',
    'Küchen (für Suchmaschinen)',
    { name: 'cuisine', label: 'Küche' },
    {
      hint: 'Auf Englisch, wie Suchmaschinen sie lesen: eine Küche je Eintrag, z. B. Indian.',
      min: 1,
    },
  ),
]

/** The collections, each one data file (content/<name>.yaml), in the order the owner needs them. */
interface Collection {
  name: ContentFileName
  label: string
  fields: CmsField[]
}

const collections: Collection[] = [
  {
    name: 'menu',
    label: 'Speisekarte',
    fields: menuFields,
  },
  {
    name: 'hours',
    label: 'Öffnungszeiten & Schließtage',
    fields: hoursFields,
  },
  {
    name: 'announcements',
    label: 'Hinweise',
    fields: announcementFields,
  },
  {
    name: 'specialties',
    label: 'Spezialitäten',
    fields: specialtyFields,
  },
  {
    name: 'home',
    label: 'Startseite',
    fields: homeFields,
  },
  {
    name: 'restaurant',
    label: 'Restaurant',
    fields: restaurantFields,
  },
]

/** A data file as a collection with that one file, both named like it (previews use the name). */
function fileCollection({ name, label, fields }: Collection): CmsCollection {
  return { name, label, files: [{ name, label, file: `content/${name}.yaml`, fields }] }
}

/** The configuration for the CMS served from `origin` (e.g. http://localhost:5174). */
export function cmsConfig(backend: CmsBackendSettings, origin: string): CmsConfig {
  return {
    load_config_file: false,
    locale: 'de',
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl && { base_url: backend.authUrl }),
      commit_messages: {
        update: 'Inhalt geändert: {{collection}} ({{path}})',
        uploadMedia: 'Foto hochgeladen: {{path}}',
        deleteMedia: 'Foto gelöscht: {{path}}',
      },
    },
    // On localhost, `npm run admin` saves through decap-server instead, reached on this origin.
    local_backend: { url: new URL(localBackendPath, origin).href },
    publish_mode: 'simple',
    site_url: backend.siteUrl,
    display_url: backend.siteUrl,
    show_preview_links: false,
    media_folder: mediaFolder,
    public_folder: mediaPublicPath.replace(/\/$/, ''),
    collections: collections.map(fileCollection),
  }
}
