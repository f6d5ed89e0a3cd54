import { LegalBody } from '@/components/legal-body'
import { LegalPageLayout } from '@/components/legal-page-layout'
import { agb } from '@/content/legal/agb'
import { pageMeta } from '@/content/pages'

export default function AgbPage() {
  return (
    <LegalPageLayout title={pageMeta.agb.heading}>
      <LegalBody document={agb()} />
    </LegalPageLayout>
  )
}
