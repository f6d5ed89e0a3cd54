import type { ReactNode } from 'react'
import { BackLink } from '@/ui/back-link'
import { printWithoutSiteFrame } from '@/ui/print-without-site-frame'

/** A legal page's text: back link, heading, a comfortable reading column; printed alone. */
export function LegalArticle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={`mx-auto max-w-6xl px-4 py-10 sm:py-14 print:p-0 ${printWithoutSiteFrame}`}>
      <article className="max-w-prose text-base/relaxed wrap-break-word hyphens-auto sm:text-lg/relaxed print:max-w-none print:text-sm/relaxed">
        <div className="print:hidden">
          <BackLink />
        </div>
        <h1 className="mt-8 font-display text-3xl font-semibold sm:text-5xl print:mt-0 print:text-3xl">
          {title}
        </h1>
        {children}
      </article>
    </div>
  )
}
