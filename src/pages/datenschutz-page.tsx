import { LegalBody } from '@/components/legal-body'
import { LegalPageLayout } from '@/components/legal-page-layout'
import { datenschutz } from '@/content/legal/datenschutz'
import { pageMeta } from '@/content/text/de/pages'
import type { PageProps } from './page-props'

export default function DatenschutzPage({ site }: PageProps) {
  return (
    <LegalPageLayout restaurant={site.restaurant} title={pageMeta.datenschutz.heading}>
      <LegalBody document={datenschutz(site.restaurant)} />
    </LegalPageLayout>
  )
}
