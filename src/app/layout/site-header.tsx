import type { ReactNode } from 'react'
import { usePageText } from '@/i18n/use-page-text'
import { href, isInLanguage, mainPages, type PageDocument } from '@/lib/routes'
import { Logo, type WordmarkSource } from '@/ui/logo'

/**
 * The sticky header: the logo as the link home, the links to the main pages, and the link to this
 * page in the other language (its home page where this page has no translation), named in that
 * language. The main pages' links sit in the band from 768 px; on a phone they are a row below it
 * that scrolls away with the page, so the sticky band stays 64 px — in the body's regular 16 px,
 * which fit 320 px even in DejaVu Sans, one of the widest UI fonts, and add no font size to the
 * first layout (ADR 010). Opaque: a
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
  wordmark,
}: {
  restaurantName: string
  document: PageDocument
  action?: ReactNode
  /** Where the logo takes its drawn word from. */
  wordmark?: WordmarkSource
}) {
  const { siteText } = usePageText()
  const other = siteText.otherLanguage
  const otherPage =
    isInLanguage(page, other.language) && page !== 'not-found-page' ? page : 'home-page'
  const nav = (className: string, listClassName: string) => (
    <MainNav page={page} language={language} className={className} listClassName={listClassName} />
  )
  return (
    <>
      <header className="site-header sticky top-0 z-30 border-b border-sand bg-cream">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <a
            href={href('home-page', language)}
            aria-label={siteText.homeLinkLabel(restaurantName)}
            className="rounded-md"
          >
            <Logo name={restaurantName} wordmark={wordmark} />
          </a>
          {/* The docked order button stands left of this group: of the main links from 768 px. */}
          <div className="relative flex h-full items-center">
            {action}
            {nav('me-2 max-md:hidden', 'gap-6 font-semibold')}
            <a
              href={href(otherPage, other.language)}
              hrefLang={other.language}
              lang={other.language}
              className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4 md:border-s md:border-sand md:ps-6"
            >
              {other.name}
            </a>
          </div>
        </div>
      </header>
      {nav(
        'border-b border-sand bg-cream md:hidden',
        'mx-auto max-w-6xl gap-2 px-4 max-sm:justify-between sm:gap-6',
      )}
    </>
  )
}

/** The links to the main pages, the current one marked for assistive technology and the eye. */
function MainNav({
  page,
  language,
  className,
  listClassName,
}: {
  page: PageDocument['page']
  language: PageDocument['language']
  className: string
  listClassName: string
}) {
  const { label, links } = usePageText().siteText.mainNav
  return (
    <nav aria-label={label} className={className}>
      <ul className={`flex ${listClassName}`}>
        {mainPages.map((target) => (
          <li key={target}>
            <a
              href={href(target, language)}
              aria-current={target === page ? 'page' : undefined}
              className="inline-flex min-h-11 items-center decoration-2 underline-offset-8 hover:text-chili aria-[current=page]:text-chili aria-[current=page]:underline"
            >
              {links[target]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
