import type { ReactNode } from 'react'
import type { MenuFilterControls } from '@/features/menu/use-menu-filter'
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
      {/*
       * Filtered-out dishes carry data-off: hidden on screen, printed anyway (as a flyer). The
       * categories below the first screen are laid out only as they come near
       * (render-on-approach): laying out all 143 dishes at once took a phone's main thread for
       * hundreds of milliseconds, on the menu page at load and in the dialog on opening. So the
       * jump bar's links jump instead of scrolling smoothly (a smooth scroll computes its end from
       * the estimated heights of the categories on the way and stops thousands of pixels short),
       * and the boot script's exact-jumps.ts corrects where they land.
       */}
      <div
        id={listId}
        className="menu-list not-print:[&_[data-off]]:hidden [&_[data-category]]:render-on-approach"
      >
        {children}
      </div>
    </>
  )
}
