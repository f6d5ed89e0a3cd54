import { LegalBody } from '@/components/legal-body'
import { LegalPageLayout } from '@/components/legal-page-layout'
import { agb } from '@/content/legal/agb'
import { pageMeta } from '@/content/text/de/pages'
import type { PageProps } from './page-props'

export default function AgbPage({ site }: PageProps) {
  return (
    <LegalPageLayout restaurant={site.restaurant} title={pageMeta.agb.heading}>
      <LegalBody document={agb(site.restaurant)} />
    </LegalPageLayout>
  )
}
