import { LegalPageLayout } from '@/components/legal-page-layout'
import { pageMeta } from '@/content/pages'

export default function DatenschutzPage() {
  return <LegalPageLayout title={pageMeta.datenschutz.heading} />
}
