import type { Site } from '@/schemas/site'
import type { LegalDates } from '@/features/legal/legal-document'
import type { PageDocument } from '@/lib/routes'

/** What every page component receives from the build's one load of the data and its one clock. */
export interface PageProps {
  /** The owner's data in the page's language, loaded and validated once per build. */
  site: Site
  /** The route and language being rendered. */
  document: PageDocument
  /** When the build ran: the date of the prices, the notices that can still show. */
  builtAt: Date
  /** When each legal text last changed, found by the build (builder/legal-dates.ts, ADR 026). */
  legalDates: LegalDates
}
