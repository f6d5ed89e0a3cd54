import type { IslandName } from './island-components'

/**
 * Which of the page's dialogs are open. Islands are separate React roots and cannot share state,
 * so the openers (plain links, see boot.ts), the dialogs and the floating button meet here: one
 * module, loaded once, that every island on the page imports. No React here: the boot script
 * imports it, and must not pull in the runtime before the page is shown (use-dialog-open.ts).
 */
export type DialogName = Extract<IslandName, 'order-modal' | 'menu-dialog'>

const openDialogs = new Set<DialogName>()
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function openDialog(name: DialogName) {
  if (openDialogs.has(name)) return
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
