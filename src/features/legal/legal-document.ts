import type { RenderableTreeNode } from '@markdoc/markdoc'
import type { Language } from '@/schemas'

/** A legal text (Impressum, Datenschutzerklärung, AGB) read from its document (legal-documents.ts). */
export interface LegalDocument {
  /**
   * Whether the page shows the date of the text's last change („Stand“), which the build finds
   * (builder/legal-dates.ts, ADR 026) and the page passes beside the document.
   */
  dated: boolean
  /** What Markdoc rendered: the table of contents if any, then the sections (legal-body.tsx draws them). */
  content: RenderableTreeNode[]
}

/**
 * When each legal text last changed, by language and document name (`dates.de.datenschutz`): the
 * date of the last commit that changed what the text says, found at build time (ADR 026).
 */
export type LegalDates = Readonly<Record<Language, Readonly<Record<string, Date>>>>
