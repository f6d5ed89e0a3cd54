import { useSyncExternalStore } from 'react'

/** For a value read once in the browser: there is nothing to subscribe to. */
export const subscribeToNothing = () => () => undefined

/**
 * False in the prerendered HTML and while an island hydrates, true once it has: what only the
 * browser should show renders after hydration, without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
