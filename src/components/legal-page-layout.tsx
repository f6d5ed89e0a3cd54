import type { ReactNode } from 'react'
import type { Restaurant } from '@/content/schema'
import { BackLink } from './back-link'
import { PageLayout } from './page-layout'
import { printWithoutSiteFrame } from './print-without-site-frame'

interface LegalPageLayoutProps {
  restaurant: Restaurant
  title: string
  children?: ReactNode
}

/** Frame of the legal pages: back link, heading, a comfortable reading column. */
export function LegalPageLayout({ restaurant, title, children }: LegalPageLayoutProps) {
  return (
    <PageLayout restaurant={restaurant}>
      <div className={`px-4 py-10 sm:py-14 print:p-0 ${printWithoutSiteFrame}`}>
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
