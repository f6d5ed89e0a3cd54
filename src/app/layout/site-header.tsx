import type { ReactNode } from 'react'
import { usePageText } from '@/i18n/use-page-text'
import { href, isInLanguage, type PageDocument } from '@/lib/routes'
import { Logo } from '@/ui/logo'

/**
 * The sticky header: the logo as the link home, and the link to this page in the other language
 * (its home page where this page has no translation), named in that language. Opaque: a
 * translucent bar with a backdrop blur let the text under it show through where an engine draws
 * no blur (WebKitGTK without compositing, tests/engines/), and the blur costs a phone's GPU a pass
 * on every scrolled frame.
 *
 * `action` docks in the band, left of the language link and out of the flow (the home page's
 * floating order button): it never covers the page, and showing it moves nothing. On a phone the
 * logo keeps only its mark while an action shows (`[data-docked]`), so the three fit from 320 px.
 */
export function SiteHeader({
  restaurantName,
  document: { page, language },
  action,
}: {
  restaurantName: string
  document: PageDocument
  action?: ReactNode
}) {
  const { siteText } = usePageText()
  const other = siteText.otherLanguage
  const otherPage =
    isInLanguage(page, other.language) && page !== 'not-found-page' ? page : 'home-page'
  return (
    <header className="site-header sticky top-0 z-30 border-b border-sand bg-cream">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <a
          href={href('home-page', language)}
          aria-label={siteText.homeLinkLabel(restaurantName)}
          className="rounded-md"
        >
          <Logo name={restaurantName} />
        </a>
        <div className="relative flex h-full items-center">
          {action}
          <a
            href={href(otherPage, other.language)}
            hrefLang={other.language}
            lang={other.language}
            className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            {other.name}
          </a>
        </div>
      </div>
    </header>
  )
}
