import Markdoc from '@markdoc/markdoc'
import { createElement, Fragment, type ReactNode } from 'react'
import type { LegalDocument } from '@/features/legal/legal-document'
import { calendarDate } from '@/lib/locale'
import { usePageText } from '@/i18n/use-page-text'
import { useLanguage } from '@/i18n/text-context'

interface LegalBodyProps {
  document: LegalDocument
  /** When the text last changed (ADR 026): shown as „Stand“ where the document is dated. */
  updated?: Date
}

/** The text of a legal page below its heading: date of the version, then the document. */
export function LegalBody({ document, updated }: LegalBodyProps) {
  const labels = usePageText().pageMeta.legal
  const language = useLanguage()
  if (document.dated && !updated) throw new Error('A dated legal text needs the date it changed')
  return (
    <div id="legal-body">
      {document.dated && updated && (
        <p className="mt-3 text-muted">{`${labels.updated}: ${calendarDate(updated, language)}`}</p>
      )}
      {Markdoc.renderers.react(document.content, { createElement, Fragment }, { components })}
    </div>
  )
}

interface SectionProps {
  id?: string
  heading: string
  children?: ReactNode
}

/**
 * Links to every section; left out of the printout, where it cannot be used. Each link is at
 * least 44 px high, a comfortable touch target, so neighbouring entries are not mistapped.
 */
function TableOfContents({ sections }: { sections: readonly SectionProps[] }) {
  return (
    <nav
      aria-labelledby="legal-toc-heading"
      className="mt-8 rounded-card bg-sand px-6 py-5 print:hidden"
    >
      <h2 id="legal-toc-heading" className="font-display text-2xl font-semibold">
        {usePageText().pageMeta.legal.tableOfContents}
      </h2>
      <ol className="mt-3 gap-x-10 sm:columns-2">
        {sections.map(({ id, heading }) => (
          <li key={id} className="break-inside-avoid">
            <a
              href={`#${id}`}
              className="flex min-h-11 w-fit items-center py-1.5 underline decoration-chili/40 underline-offset-4 hover:text-chili hover:decoration-chili"
            >
              {heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

/**
 * What Markdoc's React renderer draws the tags of legal-markdoc-config.ts with. A jump to a
 * section clears the sticky header by the scroll container's scroll-padding-top (styles.css): a
 * scroll-margin here would double the gap. A subsection's id is one other pages link to.
 */
const components = {
  TableOfContents,
  Section: ({ id, heading, children }: SectionProps) => (
    <section id={id} className="mt-12">
      <h2 className="font-display text-2xl font-semibold break-after-avoid sm:text-3xl print:text-xl">
        {heading}
      </h2>
      {children}
    </section>
  ),
  Subsection: ({ id, heading, children }: SectionProps) => (
    <div id={id}>
      <h3 className="mt-8 text-lg font-semibold break-after-avoid sm:text-xl">{heading}</h3>
      {children}
    </div>
  ),
}
