import { type ReactNode, useRef } from 'react'
import { useMenuFilter } from '@/features/menu/use-menu-filter'
import { MenuResults } from './menu-results'
import { MenuToolbar } from './menu-toolbar'

interface MenuSearchProps {
  /** The prerendered menu list (the island's slot): never rendered again in the browser. */
  children?: ReactNode
  /** How many dishes the menu holds. */
  dishCount: number
}

/** The dishes' container on the menu page (the home page's dialog calls its own "speisekarte"). */
const listId = 'gerichte'

/**
 * The menu page's menu: the same search, filters and list as the menu dialog, in the page's flow.
 * The page scrolls as a whole, so a new search leaves the scroll position alone.
 */
export function MenuSearch({ children, dishCount }: MenuSearchProps) {
  const noScroll = useRef<HTMLElement>(null)
  const controls = useMenuFilter(listId, noScroll, dishCount)
  return (
    <div className="rounded-card border border-sand bg-cream print:border-0">
      <MenuToolbar controls={controls} listId={listId} />
      <div className="px-5 pb-6">
        <MenuResults controls={controls} listId={listId}>
          {children}
        </MenuResults>
      </div>
    </div>
  )
}
