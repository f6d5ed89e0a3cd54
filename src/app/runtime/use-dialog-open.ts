import { useSyncExternalStore } from 'react'
import { type DialogName, isDialogOpen, subscribe } from './dialog-store'

/** Whether the dialog is open; false while prerendering and hydrating. */
export function useDialogOpen(name: DialogName): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isDialogOpen(name),
    () => false,
  )
}
