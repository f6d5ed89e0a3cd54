import { LegalPageLayout } from '@/components/legal-page-layout'
import { pageMeta } from '@/content/pages'

export default function AgbPage() {
  return <LegalPageLayout title={pageMeta.agb.heading} />
}
