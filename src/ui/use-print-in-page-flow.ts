import { type RefObject, useEffect } from 'react'

/**
 * Prints an open modal <dialog> in the page's flow. A modal dialog lives in the browser's top
 * layer, which print does not paginate (Chromium printed 5 of 8 menu pages over the page behind),
 * so on `beforeprint` the dialog turns non-modal: it stays open. Whenever the browser lays out the
 * print, and whatever of the page's tasks run before that (the dialog's own `close` event, which
 * then finds it open and is ignored), the page is the one of an open dialog. On `afterprint` it is
 * modal again, with focus where it was. A browser that never fires `afterprint` (Chromium's
 * headless `window.print()`) leaves it open and non-modal: shown where the modal was
 * (`nonModalOnScreen`), its controls and close button working, its state still open.
 */
export function usePrintInPageFlow(
  dialogRef: RefObject<HTMLDialogElement | null>,
  enabled: boolean,
) {
  useEffect(() => {
    if (!enabled) return
    let focused: Element | null = null
    const beforePrint = () => {
      const dialog = dialogRef.current
      if (!dialog?.open || !dialog.matches(':modal')) return
      focused = document.activeElement
      // Turning non-modal moves focus into the dialog, which would scroll the page behind it.
      const { scrollX, scrollY } = window
      dialog.close()
      dialog.show()
      window.scrollTo(scrollX, scrollY)
    }
    const afterPrint = () => {
      const dialog = dialogRef.current
      // Closed meanwhile (its close button), or never turned: nothing to restore.
      if (!dialog?.open || dialog.matches(':modal')) return
      dialog.close()
      dialog.showModal()
      if (focused instanceof HTMLElement && dialog.contains(focused)) focused.focus()
    }
    window.addEventListener('beforeprint', beforePrint)
    window.addEventListener('afterprint', afterPrint)
    return () => {
      window.removeEventListener('beforeprint', beforePrint)
      window.removeEventListener('afterprint', afterPrint)
    }
  }, [dialogRef, enabled])
}

/** On screen, a dialog left non-modal by a print stays where its modal self was, over the page. */
export const nonModalOnScreen =
  'not-print:[&[open]:not(:modal)]:fixed not-print:[&[open]:not(:modal)]:inset-0 not-print:[&[open]:not(:modal)]:z-50 not-print:[&[open]:not(:modal)]:max-h-[calc(100%-6px-2em)]'
