import type { LegalSection } from '@/features/legal/legal-document'
import { usePageText } from '@/i18n/use-page-text'

interface LegalTableOfContentsProps {
  sections: readonly LegalSection[]
}

/**
 * Links to every section of a legal text; left out of the printout, where it cannot be used. Each
 * link is at least 44 px high, a comfortable touch target, so neighbouring entries are not mistapped.
 */
export function LegalTableOfContents({ sections }: LegalTableOfContentsProps) {
  const labels = usePageText().pageMeta.legal
  return (
    <nav
      aria-labelledby="legal-toc-heading"
      className="mt-8 rounded-card bg-sand px-6 py-5 print:hidden"
    >
      <h2 id="legal-toc-heading" className="font-display text-2xl font-semibold">
        {labels.tableOfContents}
      </h2>
      <ol className="mt-3 gap-x-10 sm:columns-2">
        {sections.map((section) => (
          <li key={section.id} className="break-inside-avoid">
            <a
              href={`#${section.id}`}
              className="flex min-h-11 w-fit items-center py-1.5 underline decoration-chili/40 underline-offset-4 hover:text-chili hover:decoration-chili"
            >
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
