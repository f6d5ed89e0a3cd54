import { LegalBody } from '@/features/legal/legal-body'
import { LegalArticle } from '@/features/legal/legal-article'
import { PageLayout } from '@/app/layout/page-layout'
import { agb } from '@/features/legal/documents/agb'
import { pageMeta } from '@/i18n/de/pages'
import type { PageProps } from './page-props'

export default function AgbPage({ site, document }: PageProps) {
  return (
    <PageLayout restaurant={site.restaurant} document={document}>
      <LegalArticle title={pageMeta.agb.heading}>
        <LegalBody document={agb(site.restaurant)} />
      </LegalArticle>
    </PageLayout>
  )
}
