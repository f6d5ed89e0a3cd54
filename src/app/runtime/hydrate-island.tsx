import { type ComponentType, StrictMode, startTransition, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { type IslandPageContext, IslandProviders } from './island-context'

/*
 * Hydrating an element whose content is `dangerouslySetInnerHTML` leaves the prerendered children
 * alone, and React rewrites them only when the HTML string changes, which this one never does. So
 * a slot (the menu's 100 KB of dishes) is neither rebuilt nor read by the client.
 */
const keepPrerendered = { __html: '' }

function KeptSlot() {
  return (
    <div data-island-slot="" dangerouslySetInnerHTML={keepPrerendered} suppressHydrationWarning />
  )
}

/** Marks the island's element once React has committed it (tests wait for it) and says so. */
function Hydrated({ element, onCommit }: { element: HTMLElement; onCommit: () => void }) {
  useEffect(() => {
    element.setAttribute('data-hydrated', '')
    onCommit()
  }, [element, onCommit])
  return null
}

/**
 * Adopts one island's prerendered markup; resolves once React has committed it. Inside a
 * transition React hydrates in slices and yields to the browser between them, so a slow phone
 * never sees one long blocking task of it.
 */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<object>,
  context: IslandPageContext,
): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? '{}') as object
  const slot = element.dataset.slot === undefined ? undefined : <KeptSlot />
  return new Promise((resolve) => {
    const committed = () => resolve()
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <IslandProviders context={context}>
            <Component {...props}>{slot}</Component>
          </IslandProviders>
          <Hydrated element={element} onCommit={committed} />
        </StrictMode>,
      )
    })
  })
}
