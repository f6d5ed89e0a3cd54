import { LegalBody } from '@/features/legal/legal-body'
import { LegalArticle } from '@/features/legal/legal-article'
import { legalDocument } from '@/features/legal/legal-document'
import { PageLayout } from '@/app/layout/page-layout'
import { pageMeta } from '@/i18n/de/pages'
import type { PageProps } from './page-props'

export default function AgbPage({ site, document, legalDates }: PageProps) {
  return (
    <PageLayout restaurant={site.restaurant} document={document}>
      <LegalArticle title={pageMeta.agb.heading}>
        <LegalBody
          document={legalDocument('agb', document.language, site.restaurant)}
          updated={legalDates[document.language].agb}
        />
      </LegalArticle>
    </PageLayout>
  )
}
