import { type ReactNode, useRef } from 'react'
import { useMenuFilter } from '@/lib/use-menu-filter'
import { usePrintClosed } from '@/lib/use-print-closed'
import { clearHash, useOpenOnHash } from '@/lib/use-open-on-hash'
import { closeDialog, openDialog, openerOf } from '@/islands/dialog-store'
import { useDialogOpen } from '@/islands/use-dialog-open'
import { useIslandText } from '@/islands/island-context'
import { Dialog } from './dialog'
import { MenuResults } from './menu-results'
import { MenuToolbar } from './menu-toolbar'

interface MenuDialogProps {
  /** The prerendered menu list (the island's slot): never rendered again in the browser. */
  children?: ReactNode
  /** How many dishes the menu holds. */
  dishCount: number
}

const openMenu = () => openDialog('menu-dialog')
const menuOpener = () => openerOf('menu-dialog')

/*
 * Print: the dialog prints as part of the page even while closed (a closed <dialog> is only
 * hidden on screen), without its controls, and every dish prints whatever the filters hide.
 * Without JavaScript, a link to #speisekarte (or to a category) shows the menu in the page.
 */
const fallbackClasses =
  'noscript:has-[:target]:static noscript:has-[:target]:block print:static print:block print:w-auto print:max-w-none print:max-h-none print:overflow-visible print:rounded-none print:shadow-none print:break-before-page print:[&_button]:hidden'

/**
 * 'Unsere Speisekarte': search, filters and the whole menu. The menu itself is the island's slot,
 * prerendered and never hydrated; search and filters only mark its dishes, so it costs no client
 * data.
 */
export function MenuDialog({ children, dishCount }: MenuDialogProps) {
  const text = useIslandText()
  const menuListId = text.anchors.menu
  const open = useDialogOpen('menu-dialog')
  const onClose = () => {
    closeDialog('menu-dialog')
    clearHash(menuListId)
  }
  // A link to `/#speisekarte` (the menu URL in the structured data) opens the menu.
  useOpenOnHash(menuListId, openMenu)
  const bodyRef = useRef<HTMLDivElement>(null)
  const controls = useMenuFilter(menuListId, bodyRef, dishCount)
  usePrintClosed(menuListId)
  return (
    <Dialog
      open={open}
      onClose={onClose}
      opener={menuOpener}
      title={text.menuDialog.title}
      className={`w-full max-w-4xl ${fallbackClasses}`}
    >
      <MenuToolbar controls={controls} listId={menuListId} />
      <div
        ref={bodyRef}
        className="max-h-[80vh] overflow-y-auto overscroll-contain px-5 pb-6 motion-safe:scroll-smooth print:max-h-none print:overflow-visible"
      >
        <MenuResults controls={controls} listId={menuListId}>
          {children}
        </MenuResults>
      </div>
    </Dialog>
  )
}
