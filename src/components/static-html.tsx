import { type ReactNode, useState } from 'react'

interface StaticHtmlProps {
  /** Unique id of the wrapper; the client finds the prerendered markup by it. */
  id: string
  /** Rendered at build time only. Pass `import.meta.env.SSR && <X />` so X stays out of the client bundle. */
  children: ReactNode
  className?: string
}

/**
 * A region rendered once at build time and never hydrated: the client keeps the prerendered markup
 * as it is and ships none of its code or data. For display-only content (the menu, the specialty
 * cards, the about text) that would otherwise cost JavaScript bytes on every visit.
 */
export function StaticHtml({ id, children, className }: StaticHtmlProps) {
  const [html] = useState(() =>
    import.meta.env.SSR ? '' : (document.getElementById(id)?.innerHTML ?? ''),
  )
  if (import.meta.env.SSR) {
    return (
      <div id={id} className={className}>
        {children}
      </div>
    )
  }
  return (
    <div
      id={id}
      className={className}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  )
}
