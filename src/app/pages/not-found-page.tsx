import { PageLayout } from '@/app/layout/page-layout'
import { usePageText } from '@/i18n/use-page-text'
import { href } from '@/lib/routes'
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
 * One per language (404.html, en/404.html): the spec's English message on both, the link home and
 * the page frame in the language of the folder the unknown address is in.
 */
export default function NotFoundPage({ site, document }: PageProps) {
  const text = usePageText().siteText.notFound
  return (
    <PageLayout restaurant={site.restaurant} document={document}>
      <div
        lang="en"
        className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center"
      >
        <h1 className="font-display text-7xl font-semibold text-chili">{text.code}</h1>
        <p className="mt-4 text-2xl">{text.message}</p>
        <a
          href={href('home-page', document.language)}
          className="mt-8 inline-flex min-h-11 items-center rounded-full bg-chili px-6 font-semibold text-cream hover:bg-chili-dark"
        >
          {text.homeLink}
        </a>
      </div>
      <script dangerouslySetInnerHTML={logUnknownPath} />
    </PageLayout>
  )
}
