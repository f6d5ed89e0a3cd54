import type { Language } from '@/schemas/fields'
import { LegalBody } from '@/features/legal/legal-body'
import { LegalArticle } from '@/features/legal/legal-article'
import { legalDocument } from '@/features/legal/legal-document'
import { PageLayout } from '@/app/layout/page-layout'
import { usePageText } from '@/i18n/use-page-text'
import type { PageProps } from './page-props'

/**
 * The text per language: the binding Datenschutzerklärung (/datenschutz), and its English
 * translation of the essentials (/en/privacy), which says that the German text is authoritative.
 */
const documentNames: Record<Language, string> = { de: 'datenschutz', en: 'privacy' }

export default function DatenschutzPage({ site, document, legalDates }: PageProps) {
  const { language } = document
  const name = documentNames[language]
  return (
    <PageLayout restaurant={site.restaurant} document={document}>
      <LegalArticle title={usePageText().pageMeta.datenschutz.heading}>
        <LegalBody
          document={legalDocument(name, language, site.restaurant)}
          updated={legalDates[language][name]}
        />
      </LegalArticle>
    </PageLayout>
  )
}
