import type { Site } from '@/schemas/site'
import type { LegalDates } from '@/features/legal/legal-document'
import type { PageDocument } from '@/lib/routes'

/**
 * The owner's data as a page receives it: in the page's language, without saying which, so that a
 * page reads its language in one place, `document.language`, and never from a second carrier that
 * could differ (the render takes the data in the document's language: entry-server.tsx).
 */
export type PageSite = Omit<Site, 'language'>

/** What every page component receives from the build's one load of the data and its one clock. */
export interface PageProps {
  /** The owner's data in the page's language, loaded and validated once per build. */
  site: PageSite
  /** The route being rendered and its language, the page's one carrier of it. */
  document: PageDocument
  /** When the build ran: the date of the prices, the announcements that can still show. */
  builtAt: Date
  /** When each legal text last changed, found by the build (builder/legal-dates.ts, ADR 026). */
  legalDates: LegalDates
}
