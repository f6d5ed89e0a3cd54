import type { ReactNode } from 'react'
import { BackLink } from './back-link'
import { PageLayout } from './page-layout'

interface LegalPageLayoutProps {
  title: string
  children?: ReactNode
}

/**
 * Printing a legal page should give just the text. The site header and footer are rendered by
 * PageLayout outside this component, so they are hidden from here: only while printing, and only
 * on documents that contain this layout.
 */
const printTextOnly =
  'print:[:root:has(&)_#root>header]:hidden print:[:root:has(&)_#root>footer]:hidden'

/** Frame of the legal pages: back link, heading, a comfortable reading column. */
export function LegalPageLayout({ title, children }: LegalPageLayoutProps) {
  return (
    <PageLayout>
      <div className={`px-4 py-10 sm:py-14 print:p-0 ${printTextOnly}`}>
        <article className="mx-auto max-w-prose text-base/relaxed wrap-break-word hyphens-auto sm:text-lg/relaxed print:max-w-none print:text-sm/relaxed">
          <div className="print:hidden">
            <BackLink />
          </div>
          <h1 className="mt-8 font-display text-3xl font-semibold sm:text-5xl print:mt-0 print:text-3xl">
            {title}
          </h1>
          {children}
        </article>
      </div>
    </PageLayout>
  )
}
