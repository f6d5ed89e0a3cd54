import { LegalBody } from '@/components/legal-body'
import { LegalPageLayout } from '@/components/legal-page-layout'
import { StaticHtml } from '@/components/static-html'
import { agb } from '@/content/legal/agb'
import { pageMeta } from '@/content/pages'

export default function AgbPage() {
  return (
    <LegalPageLayout title={pageMeta.agb.heading}>
      {/* Display-only text: prerendered, never hydrated, so it is not shipped again as JavaScript. */}
      <StaticHtml id="legal-body">
        {import.meta.env.SSR && <LegalBody document={agb()} />}
      </StaticHtml>
    </LegalPageLayout>
  )
}
