import { type LegalDocument, legalLabels } from '@/features/legal/legal-document'
import { LegalSection } from './legal-section'
import { LegalTableOfContents } from './legal-table-of-contents'

interface LegalBodyProps {
  document: LegalDocument
}

/** The text of a legal page below its heading: date of the version, contents, sections. */
export function LegalBody({ document }: LegalBodyProps) {
  return (
    <div id="legal-body">
      {document.updated && (
        <p className="mt-3 text-muted">
          {legalLabels.updated}: {document.updated}
        </p>
      )}
      {document.tableOfContents && <LegalTableOfContents sections={document.sections} />}
      {document.sections.map((section) => (
        <LegalSection key={section.id} section={section} />
      ))}
    </div>
  )
}
