import type { Language } from '@/schemas/fields'
import { LegalBody } from '@/features/legal/legal-body'
import { LegalArticle } from '@/features/legal/legal-article'
import { legalDocument } from '@/features/legal/legal-document'
import { PageLayout } from '@/app/layout/page-layout'
import { usePageText } from '@/i18n/use-page-text'
import type { PageProps } from './page-props'

/**
 * The text per language: the Erklärung zur Barrierefreiheit (/barrierefreiheit, § 14 BFSG with
 * Anlage 3) and its English convenience translation (/en/accessibility), which names the German
 * text as the binding one. The route exists only where the business is not a micro-enterprise
 * (src/lib/routes.ts, ADR 044).
 */
const documentNames: Record<Language, string> = {
  de: 'barrierefreiheit',
  en: 'accessibility',
}

export default function AccessibilityPage({ site, document, legalDates }: PageProps) {
  const { language } = document
  const name = documentNames[language]
  return (
    <PageLayout restaurant={site.restaurant} document={document}>
      <LegalArticle title={usePageText().pageMeta.accessibility.heading}>
        <LegalBody
          document={legalDocument(name, language, site.restaurant)}
          updated={legalDates[language][name]}
        />
      </LegalArticle>
    </PageLayout>
  )
}
