import { type ReactNode, useCallback, useMemo, useRef } from 'react'
import { useIslandText } from '@/i18n/text-context'
import { clearHash, useOpenOnHash } from '@/ui/use-open-on-hash'
import { useHydrated } from '@/ui/use-hydrated'
import { Dialog } from '@/ui/dialog'
import { printWithoutSiteFrame } from '@/ui/print-without-site-frame'
import { MenuResults } from './menu-results'
import { MenuToolbar } from './menu-toolbar'
import { useFlyerHeader } from './use-flyer-header'
import { useMenuFilter } from './use-menu-filter'

interface MenuDialogProps {
  open: boolean
  /** Asks for the dialog to open: a link to `#speisekarte` does. Must be stable. */
  onOpen: () => void
  onClose: () => void
  /** Where focus returns on close (default: what had focus when it opened). */
  opener?: () => Element | null
  /** The prerendered menu list (the island's slot): never rendered again in the browser. */
  children?: ReactNode
  /** How many dishes the menu holds. */
  dishCount: number
  /** Where the build serves the flyer's header, which the dialog prints while open (ADR 021). */
  flyerHeaderUrl: string
}

/*
 * Print: the dialog prints in the page's flow even while closed (a closed <dialog> is only hidden
 * on screen), without its controls, and every dish prints whatever the filters hide. Without
 * JavaScript the dialog stays empty (its dishes come with its island, ADR 029): its openers lead to
 * the menu page.
 */
const printClasses =
  'print:static print:block print:w-auto print:max-w-none print:max-h-none print:overflow-visible print:rounded-none print:shadow-none print:[&_button]:hidden'

/** Closed, the menu prints after the home page, from a new page. */
const printAfterPage = 'print:break-before-page'

/*
 * Open, it prints alone, as the takeaway flyer /speisekarte prints: none of the page around it
 * (site header and footer, the home page's sections and other islands), and the flyer header in
 * place of the dialog's title bar once it is fetched.
 */
const printAlone = `${printWithoutSiteFrame} print:[:root:has(&)_main>:not([data-island=menu-dialog])]:hidden print:[&:has([data-flyer-header])>div:first-child]:hidden`

/**
 * 'Unsere Speisekarte': search, filters and the whole menu. The menu itself is the island's slot,
 * prerendered and never hydrated; search and filters only mark its dishes, so it costs no client
 * data.
 */
export function MenuDialog({
  open,
  onOpen,
  onClose,
  opener,
  children,
  dishCount,
  flyerHeaderUrl,
}: MenuDialogProps) {
  const text = useIslandText()
  const menuListId = text.anchors.menu
  // A link to `/#speisekarte` (the menu URL in the structured data) opens the menu, and the hash
  // goes at once, before the dialog's own history entry (useBackCloses): Back then closes the menu
  // on the same address, and the same link opens it again.
  const openFromHash = useCallback(() => {
    clearHash(menuListId)
    onOpen()
  }, [menuListId, onOpen])
  useOpenOnHash(menuListId, openFromHash)
  const bodyRef = useRef<HTMLDivElement>(null)
  const controls = useMenuFilter(menuListId, bodyRef, dishCount)
  const flyerHeader = useFlyerHeader(open, flyerHeaderUrl)
  // The toolbar is not in the prerendered page (hidden until the menu opens, it would take 0.7 KB
  // of the home page's first round trip): it renders once the island has hydrated, in the closed
  // dialog, so that opening the menu only shows it (ADR 029).
  const toolbarShown = useHydrated()
  // The same elements until the filter changes: opening and closing the dialog render its toolbar
  // and dishes again not at all, so that the tap that opens it costs what showing it costs.
  const content = useMemo(
    () => (
      <>
        {toolbarShown && <MenuToolbar controls={controls} listId={menuListId} />}
        <div
          ref={bodyRef}
          className="max-h-[80vh] overflow-y-auto overscroll-contain px-5 pb-6 print:max-h-none print:overflow-visible print:px-0"
        >
          <MenuResults controls={controls} listId={menuListId}>
            {children}
          </MenuResults>
        </div>
      </>
    ),
    [toolbarShown, controls, menuListId, children],
  )
  return (
    <Dialog
      open={open}
      onClose={onClose}
      opener={opener}
      printInPageFlow
      title={text.menuDialog.title}
      className={`w-full max-w-4xl ${printClasses} ${open ? printAlone : printAfterPage}`}
    >
      {open && flyerHeader && (
        <div
          data-flyer-header=""
          className="hidden px-5 print:block print:px-0"
          dangerouslySetInnerHTML={{ __html: flyerHeader }}
        />
      )}
      {content}
    </Dialog>
  )
}
