import { LegalBody } from '@/components/legal-body'
import { LegalPageLayout } from '@/components/legal-page-layout'
import { datenschutz } from '@/content/legal/datenschutz'
import { pageMeta } from '@/content/pages'

export default function DatenschutzPage() {
  return (
    <LegalPageLayout title={pageMeta.datenschutz.heading}>
      <LegalBody document={datenschutz()} />
    </LegalPageLayout>
  )
}
