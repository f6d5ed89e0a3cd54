import type { ReactNode } from 'react'
import type { Restaurant } from '@/schemas'
import type { PageDocument } from '@/lib/routes'
import { usePageText } from '@/i18n/use-page-text'
import type { WordmarkSource } from '@/ui/logo'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

interface PageLayoutProps {
  restaurant: Restaurant
  /** The page being rendered: the header links to it in the other language. */
  document: PageDocument
  children: ReactNode
  /** Docked in the sticky header's band (the home page's floating order button). */
  headerAction?: ReactNode
}

/** The frame every page shares: skip link, sticky header, main landmark, footer. */
export function PageLayout({ restaurant, document, children, headerAction }: PageLayoutProps) {
  const { siteText } = usePageText()
  // The home pages draw the logo's word inline in the header, and the footer reuses it (ADR 050).
  const wordmark: WordmarkSource = document.page === 'home-page' ? 'inline' : 'linked'
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 min-h-11 items-center rounded-md bg-ink px-4 text-cream focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:inline-flex"
      >
        {siteText.skipLink}
      </a>
      <SiteHeader
        restaurantName={restaurant.name}
        document={document}
        action={headerAction}
        wordmark={wordmark}
      />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter restaurant={restaurant} wordmark={wordmark === 'inline' ? 'reused' : wordmark} />
    </>
  )
}
