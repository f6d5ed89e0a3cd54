import { LegalBody } from '@/features/legal/legal-body'
import { LegalArticle } from '@/features/legal/legal-article'
import { PageLayout } from '@/app/layout/page-layout'
import { impressum } from '@/features/legal/documents/impressum'
import { pageMeta } from '@/i18n/de/pages'
import type { PageProps } from './page-props'

export default function ImpressumPage({ site, document }: PageProps) {
  return (
    <PageLayout restaurant={site.restaurant} document={document}>
      <LegalArticle title={pageMeta.impressum.heading}>
        <LegalBody document={impressum(site.restaurant)} />
      </LegalArticle>
    </PageLayout>
  )
}
