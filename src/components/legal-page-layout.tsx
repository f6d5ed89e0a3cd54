import type { ReactNode } from 'react'
import { BackLink } from './back-link'
import { PageLayout } from './page-layout'

interface LegalPageLayoutProps {
  title: string
  children?: ReactNode
}

/** Frame of the legal pages: back link, heading, a comfortable reading column. */
export function LegalPageLayout({ title, children }: LegalPageLayoutProps) {
  return (
    <PageLayout>
      <article className="mx-auto max-w-3xl px-4 py-10">
        <BackLink />
        <h1 className="mt-8 font-display text-4xl font-semibold">{title}</h1>
        {children}
      </article>
    </PageLayout>
  )
}
