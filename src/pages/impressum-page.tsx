import { LegalBody } from '@/components/legal-body'
import { LegalPageLayout } from '@/components/legal-page-layout'
import { impressum } from '@/content/legal/impressum'
import { pageMeta } from '@/content/pages'

export default function ImpressumPage() {
  return (
    <LegalPageLayout title={pageMeta.impressum.heading}>
      <LegalBody document={impressum()} />
    </LegalPageLayout>
  )
}
