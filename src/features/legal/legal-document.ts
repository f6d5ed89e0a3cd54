import type { Language } from '@/schemas'

/**
 * The shape of a legal text (Impressum, Datenschutzerklärung, AGB) as the legal page components
 * render it. The texts themselves are Markdoc documents in documents/<language>/, read into this
 * shape by legal-markdoc.ts, so the wording lives there and the markup in one place.
 */

export interface LegalLink {
  text: string
  href: string
  /** The language of the linked page where it differs from the text's (a German-only page). */
  hrefLang?: Language
}

/** A run of text: plain strings with links in between. */
export type LegalText = string | readonly (string | LegalLink)[]

export type LegalBlock =
  | { paragraph: LegalText }
  | { list: readonly LegalText[] }
  /** Lines kept together, e.g. an address: one line each. */
  | { lines: readonly LegalText[] }

export interface LegalSubsection {
  /** Fragment id, for a subsection that other pages link to (see legal-anchors.ts). */
  id?: string
  heading: string
  blocks: readonly LegalBlock[]
}

export interface LegalSection {
  /** Fragment id of the section, the target of the table of contents. */
  id: string
  heading: string
  blocks: readonly LegalBlock[]
  subsections?: readonly LegalSubsection[]
}

export interface LegalDocument {
  /**
   * Whether the page shows the date of the text's last change („Stand“), which the build finds
   * (builder/legal-dates.ts, ADR 026) and the page passes beside the document.
   */
  dated: boolean
  /** Whether the page shows a table of contents linking to its sections. */
  tableOfContents: boolean
  sections: readonly LegalSection[]
}

/**
 * When each legal text last changed, by language and document name (`dates.de.datenschutz`): the
 * date of the last commit that changed what the text says, found at build time (ADR 026).
 */
export type LegalDates = Readonly<Record<Language, Readonly<Record<string, Date>>>>

const referenceStart = /(§§?|Art\.|Abs\.|Nr\.|lit\.) /g
const referenceContinuation = /\b(\d+[a-z]?|[a-z]) (?=Abs\.|Nr\.|lit\.|[A-ZÄÖÜ][a-zäöü]*[A-ZÄÖÜ])/g

/**
 * Joins the parts of a legal reference with no-break spaces, as German typesetting does, so that
 * '§ 312g Abs. 2 Nr. 2 BGB' or 'Art. 6 Abs. 1 lit. f DSGVO' never breaks after '§' or before 'BGB'.
 */
export function bindReferences(text: string): string {
  return text.replace(referenceStart, '$1\u00a0').replace(referenceContinuation, '$1\u00a0')
}

/** Prefixes each heading with its position: 'Einleitung' → '1. Einleitung'. */
export function numberSections(sections: readonly LegalSection[]): LegalSection[] {
  return sections.map((section, index) => ({
    ...section,
    heading: `${index + 1}. ${section.heading}`,
  }))
}
