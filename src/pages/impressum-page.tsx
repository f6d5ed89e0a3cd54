import { LegalPageLayout } from '@/components/legal-page-layout'
import { pageMeta } from '@/content/pages'

export default function ImpressumPage() {
  return <LegalPageLayout title={pageMeta.impressum.heading} />
}
