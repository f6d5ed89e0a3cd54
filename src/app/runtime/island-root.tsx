import {
  type ComponentType,
  type ReactNode,
  StrictMode,
  createContext,
  startTransition,
  use,
  useEffect,
} from 'react'
import { hydrateRoot } from 'react-dom/client'
import { TextContext, type TextContextValue } from '@/i18n/text-context'
import type { IslandData } from './bindings/island-data'

/*
 * An island's React root: the texts and the owner's data its binding reads, and the hydration
 * that adopts its prerendered markup. At build time the page's render provides the same
 * (src/app/page-providers.tsx); in the browser hydrate.ts loads this file with React, once an
 * island's moment has come.
 */

/**
 * The owner's data the islands' bindings read (bindings/): the page's render provides it at build
 * time, each island's root in the browser (from `virtual:island-context/<language>`,
 * builder/vite/island-data-plugin.ts). The components themselves take their data as props.
 */
export const IslandDataContext = createContext<IslandData | null>(null)

export function useIslandData(): IslandData {
  const data = use(IslandDataContext)
  if (!data) throw new Error('No island data here: islands render inside a page')
  return data
}

/** What an island reads in a page of one language: its texts and the owner's data. */
export interface IslandPageContext extends TextContextValue {
  data: IslandData
}

/** Provides an island, or a page's islands at build time, with its texts and data. */
export function IslandProviders({
  context: { data, ...text },
  children,
}: {
  context: IslandPageContext
  children: ReactNode
}) {
  return (
    <TextContext value={text}>
      <IslandDataContext value={data}>{children}</IslandDataContext>
    </TextContext>
  )
}

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
