import type { DialogName } from '@/ui/opener-link'

/**
 * Which of the page's dialogs are open. Islands are separate React roots and cannot share state,
 * so the openers (plain links, see boot.ts), the dialogs and the floating button meet here: one
 * module, loaded once, that every island on the page imports. No React here: the boot script
 * imports it, and must not pull in the runtime before the page is shown (use-dialog-open.ts).
 */
export type { DialogName }

const openDialogs = new Set<DialogName>()
/** The element that had focus when each dialog was asked to open: focus returns there. */
const openers = new Map<DialogName, Element | null>()
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function openDialog(name: DialogName) {
  if (openDialogs.has(name)) return
  // Read now, in the click: the opener may hide once the dialog is open (the floating button).
  openers.set(name, document.activeElement)
  openDialogs.add(name)
  emit()
}

export function closeDialog(name: DialogName) {
  if (openDialogs.delete(name)) emit()
}

export function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function isDialogOpen(name: DialogName): boolean {
  return openDialogs.has(name)
}

export function openerOf(name: DialogName): Element | null {
  return openers.get(name) ?? null
}
