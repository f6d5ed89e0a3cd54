import type { ReactNode } from 'react'
import { siteText } from '@/content/site-text'
import { Logo } from './logo'

interface SiteHeaderProps {
  restaurantName: string
  /** Extra controls on the right, e.g. the home page's order button. */
  actions?: ReactNode
}

export function SiteHeader({ restaurantName, actions }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-sand bg-cream/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <a href="/" aria-label={siteText.homeLinkLabel(restaurantName)} className="rounded-md">
          <Logo name={restaurantName} />
        </a>
        {actions}
      </div>
    </header>
  )
}
