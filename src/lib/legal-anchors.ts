import type { Language } from '@/schemas/fields'

/**
 * Fragment ids of legal sections that other parts of the site link to (`/agb#widerruf`,
 * `/datenschutz#openstreetmap`): the legal texts use them as the sections' ids, the links read them
 * from here, so the two cannot drift apart. An id that reads as a word of one language has one per
 * language of the text (`/datenschutz#bestellservice`, `/en/privacy#ordering-service`).
 */
export const legalAnchors = {
  withdrawal: 'widerruf',
  map: 'openstreetmap',
  orderingService: { de: 'bestellservice', en: 'ordering-service' },
  /** The Datenschutzerklärung's section on the withdrawal form (/widerruf). */
  withdrawalForm: { de: 'widerrufsformular', en: 'withdrawal-form' },
  /** The Datenschutzerklärung's section on the reservation service, where the owner has one. */
  reservationService: { de: 'reservierung', en: 'reservations' },
} as const

export type LegalAnchorName = keyof typeof legalAnchors

/** The id of the section `name` in a text in `language`. */
export function legalAnchor(name: LegalAnchorName, language: Language): string {
  const id: string | Readonly<Record<Language, string>> = legalAnchors[name]
  return typeof id === 'string' ? id : id[language]
}
