import { LegalBody } from '@/components/legal-body'
import { LegalPageLayout } from '@/components/legal-page-layout'
import { StaticHtml } from '@/components/static-html'
import { impressum } from '@/content/legal/impressum'
import { pageMeta } from '@/content/pages'

export default function ImpressumPage() {
  return (
    <LegalPageLayout title={pageMeta.impressum.heading}>
      {/* Display-only text: prerendered, never hydrated, so it is not shipped again as JavaScript. */}
      <StaticHtml id="legal-body">
        {import.meta.env.SSR && <LegalBody document={impressum()} />}
      </StaticHtml>
    </LegalPageLayout>
  )
}
