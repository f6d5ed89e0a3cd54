import { LegalBody } from '@/components/legal-body'
import { LegalPageLayout } from '@/components/legal-page-layout'
import { impressum } from '@/content/legal/impressum'
import { pageMeta } from '@/content/text/de/pages'
import type { PageProps } from './page-props'

export default function ImpressumPage({ site }: PageProps) {
  return (
    <LegalPageLayout restaurant={site.restaurant} title={pageMeta.impressum.heading}>
      <LegalBody document={impressum(site.restaurant)} />
    </LegalPageLayout>
  )
}
