import { LegalBody } from '@/components/legal-body'
import { LegalPageLayout } from '@/components/legal-page-layout'
import { StaticHtml } from '@/components/static-html'
import { datenschutz } from '@/content/legal/datenschutz'
import { pageMeta } from '@/content/pages'

export default function DatenschutzPage() {
  return (
    <LegalPageLayout title={pageMeta.datenschutz.heading}>
      {/* Display-only text: prerendered, never hydrated, so it is not shipped again as JavaScript. */}
      <StaticHtml id="legal-body">
        {import.meta.env.SSR && <LegalBody document={datenschutz()} />}
      </StaticHtml>
    </LegalPageLayout>
  )
}
