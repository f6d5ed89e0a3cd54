import type { ReactNode } from 'react'

interface StaticHtmlProps {
  /** Unique id of the wrapper, as in the prerendered page. */
  id: string
  /** Rendered at build time only. Pass `import.meta.env.SSR && <X />` so X stays out of the client bundle. */
  children: ReactNode
  className?: string
}

/**
 * Hydrating an element whose content is `dangerouslySetInnerHTML` leaves the prerendered children
 * alone, and React rewrites them only when the HTML string changes, which this one never does. So
 * the client neither rebuilds nor reads the markup (serialising the menu's 100 KB took 3–8 ms of
 * main thread on a desktop, four times that on a slow phone).
 */
const keepPrerendered = { __html: '' }

/**
 * A region rendered once at build time and never hydrated: the client keeps the prerendered markup
 * as it is and ships none of its code or data. For display-only content (the menu, the specialty
 * cards, the about text) that would otherwise cost JavaScript bytes on every visit.
 */
export function StaticHtml({ id, children, className }: StaticHtmlProps) {
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
      dangerouslySetInnerHTML={keepPrerendered}
      suppressHydrationWarning
    />
  )
}
