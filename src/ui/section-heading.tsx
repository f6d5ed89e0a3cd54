import type { ReactNode } from 'react'

interface SectionHeadingProps {
  id: string
  children: ReactNode
}

/** The h2 of a home-page section, with a short turmeric rule under it. */
export function SectionHeading({ id, children }: SectionHeadingProps) {
  return (
    <div>
      <h2 id={id} className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        {children}
      </h2>
      <span aria-hidden="true" className="mt-3 block h-1 w-16 rounded-full bg-turmeric" />
    </div>
  )
}
