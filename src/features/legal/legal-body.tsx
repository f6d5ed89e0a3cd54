import type { LegalDocument } from '@/features/legal/legal-document'
import { calendarDate } from '@/lib/locale'
import { usePageText } from '@/i18n/use-page-text'
import { useLanguage } from '@/i18n/text-context'
import { LegalSection } from './legal-section'
import { LegalTableOfContents } from './legal-table-of-contents'

interface LegalBodyProps {
  document: LegalDocument
  /** When the text last changed (ADR 026): shown as „Stand“ where the document is dated. */
  updated?: Date
}

/** The text of a legal page below its heading: date of the version, contents, sections. */
export function LegalBody({ document, updated }: LegalBodyProps) {
  const labels = usePageText().pageMeta.legal
  const language = useLanguage()
  if (document.dated && !updated) throw new Error('A dated legal text needs the date it changed')
  return (
    <div id="legal-body">
      {document.dated && updated && (
        <p className="mt-3 text-muted">{`${labels.updated}: ${calendarDate(updated, language)}`}</p>
      )}
      {document.tableOfContents && <LegalTableOfContents sections={document.sections} />}
      {document.sections.map((section) => (
        <LegalSection key={section.id} section={section} />
      ))}
    </div>
  )
}
