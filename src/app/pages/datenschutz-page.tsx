import { LegalBody } from '@/features/legal/legal-body'
import { LegalArticle } from '@/features/legal/legal-article'
import { PageLayout } from '@/app/layout/page-layout'
import { datenschutz } from '@/features/legal/documents/datenschutz'
import { pageMeta } from '@/i18n/de/pages'
import type { PageProps } from './page-props'

export default function DatenschutzPage({ site, document }: PageProps) {
  return (
    <PageLayout restaurant={site.restaurant} document={document}>
      <LegalArticle title={pageMeta.datenschutz.heading}>
        <LegalBody document={datenschutz(site.restaurant)} />
      </LegalArticle>
    </PageLayout>
  )
}
