import type { ReactNode } from 'react'
import type { MenuFilterControls } from '@/lib/use-menu-filter'
import { MenuEmptyState } from './menu-empty-state'

interface MenuResultsProps {
  controls: MenuFilterControls
  /** Id of the element holding the dishes, which search and filters mark. */
  listId: string
  /** The prerendered menu list (an island's slot): never rendered again in the browser. */
  children?: ReactNode
}

/** The menu under its toolbar: the empty state when nothing matches, else the marked dishes. */
export function MenuResults({ controls, listId, children }: MenuResultsProps) {
  return (
    <>
      <MenuEmptyState hidden={!controls.empty} onReset={controls.reset} />
      {/* Filtered-out dishes carry data-off: hidden on screen, printed anyway (as a flyer). */}
      <div id={listId} className="menu-list not-print:[&_[data-off]]:hidden">
        {children}
      </div>
    </>
  )
}
