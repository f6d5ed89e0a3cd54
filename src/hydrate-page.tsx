import { type ComponentType, StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'

/**
 * Adopts the prerendered markup. Inside a transition React hydrates in slices and yields to the
 * browser between them, so a slow phone never sees one long blocking task.
 */
export function hydratePage(container: HTMLElement, Page: ComponentType) {
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Page />
      </StrictMode>,
    )
  })
}
