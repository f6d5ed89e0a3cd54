import { PageLayout } from '@/app/layout/page-layout'
import { usePageText } from '@/i18n/use-page-text'
import { href, mainPages } from '@/lib/routes'
import type { PageProps } from './page-props'

/*
 * The path is only known in the browser: the same prerendered 404.html answers every unknown URL.
 * A line of inline script logs it (the CSP admits it by its hash, headers/security-headers.ts);
 * the page has no island and loads no other script.
 */
const logUnknownPath = {
  __html: 'console.error("404: no page at " + window.location.pathname)',
}

/*
 * One per language (404.html, en/404.html): the spec's „404“, „Oops! Page not found“ and „Return
 * to Home“ on both, marked English; under them a sentence and the ways on in the language of the
 * folder the unknown address is in, as is the page frame.
 */
export default function NotFoundPage({ site, document }: PageProps) {
  const { notFound, notFoundHelp, mainNav } = usePageText().siteText
  const { language } = document
  return (
    <PageLayout restaurant={site.restaurant} document={document}>
      {/* Font sizes of the page frame and the h1 only: at most seven strikes in the first layout. */}
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-12 text-center">
        <h1 lang="en" className="font-display font-semibold">
          <span className="block text-7xl text-chili">{notFound.code}</span>{' '}
          <span className="mt-4 block text-2xl">{notFound.message}</span>
        </h1>
        <p className="mt-6 max-w-xl text-lg text-pretty">{notFoundHelp.sentence}</p>
        <nav aria-label={notFoundHelp.waysLabel} className="mt-6 w-full">
          <ul className="grid gap-3 sm:grid-cols-3">
            {/* Where a visitor who followed a dead link most likely wanted to go. */}
            {mainPages.map((page) => (
              <li
                key={page}
                className="relative rounded-card border border-sand bg-sand/40 p-4 text-left hover:border-chili sm:text-center"
              >
                <a
                  href={href(page, language)}
                  className="font-display text-2xl font-semibold text-chili underline-offset-4 after:absolute after:inset-0 after:rounded-card hover:underline"
                >
                  {mainNav.links[page]}
                </a>
                <p className="mt-1 text-sm text-muted">{notFoundHelp.ways[page]}</p>
              </li>
            ))}
          </ul>
        </nav>
        <p lang="en" className="mt-8">
          <a
            href={href('home-page', language)}
            className="inline-flex min-h-11 items-center rounded-full bg-chili px-6 font-semibold text-cream hover:bg-chili-dark"
          >
            {notFound.homeLink}
          </a>
        </p>
      </div>
      <script dangerouslySetInnerHTML={logUnknownPath} />
    </PageLayout>
  )
}
