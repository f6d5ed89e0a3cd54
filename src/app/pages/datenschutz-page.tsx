import { LegalBody } from '@/features/legal/legal-body'
import { LegalArticle } from '@/features/legal/legal-article'
import { legalDocument } from '@/features/legal/legal-documents'
import { PageLayout } from '@/app/layout/page-layout'
import { pageMeta } from '@/i18n/de/pages'
import type { PageProps } from './page-props'

export default function DatenschutzPage({ site, document }: PageProps) {
  return (
    <PageLayout restaurant={site.restaurant} document={document}>
      <LegalArticle title={pageMeta.datenschutz.heading}>
        <LegalBody document={legalDocument('datenschutz', document.language, site.restaurant)} />
      </LegalArticle>
    </PageLayout>
  )
}
