import { useEffect } from 'react'

/**
 * Prints an open modal <dialog> as part of the page. A modal dialog lives in the browser's top
 * layer, which print cannot paginate (Chromium printed 5 of 8 menu pages over the page behind), so
 * the dialog closes for printing, prints in the page flow like a closed one, and reopens after.
 */
export function usePrintClosed(elementId: string) {
  useEffect(() => {
    let reopen = false
    const dialog = () => document.getElementById(elementId)?.closest('dialog')
    const beforePrint = () => {
      const element = dialog()
      reopen = element?.open === true
      if (reopen) element?.close()
    }
    const afterPrint = () => {
      if (reopen) dialog()?.showModal()
      reopen = false
    }
    window.addEventListener('beforeprint', beforePrint)
    window.addEventListener('afterprint', afterPrint)
    return () => {
      window.removeEventListener('beforeprint', beforePrint)
      window.removeEventListener('afterprint', afterPrint)
    }
  }, [elementId])
}
