import { type ComponentProps, type ReactNode, createElement } from 'react'
import { type IslandComponent, type IslandName, islandModules } from './island-registry'

/** When an island hydrates: at once, when the browser is idle, or when it nears the viewport. */
export type HydrateWhen = 'load' | 'idle' | 'visible'

type IslandProps<Name extends IslandName> = {
  name: Name
  when: HydrateWhen
  /** Serialisable data, written into the page for the browser. */
  props: Omit<ComponentProps<IslandComponent<Name>>, 'children'>
  /** Server-rendered content that the island shows but never renders again (the menu list). */
  slot?: ReactNode
  /**
   * Where the slot's content is served instead of the page (the build writes it there): the boot
   * script fetches it before it hydrates the island, so that it takes no room in the page's HTML.
   */
  slotFile?: string
}

/** Every island's component, loaded once before the build renders a page. */
const components = Object.fromEntries(
  await Promise.all(
    Object.entries(islandModules).map(async ([name, load]) => [name, (await load()).default]),
  ),
) as { [Name in IslandName]: IslandComponent<Name> }

/** Islands a render used, in order: the prerender step gives pages without any no script. */
const used = new Set<IslandName>()

export function collectIslands<T>(render: () => T): { result: T; islands: IslandName[] } {
  used.clear()
  const result = render()
  return { result, islands: [...used] }
}

/**
 * Marks an interactive part of a page. At build time it renders the component into the page like
 * any other; in the browser boot.ts hydrates it on its own root, at the moment `when` names, with
 * the props written here. Everything outside islands is plain HTML and ships no code.
 */
export function Island<Name extends IslandName>({
  name,
  when,
  props,
  slot,
  slotFile,
}: IslandProps<Name>) {
  used.add(name)
  const component = components[name] as (props: object) => ReactNode
  return (
    <div
      data-island={name}
      data-when={when}
      // Most islands read only the page's context: no attribute for empty props (bytes of HTML).
      data-props={Object.keys(props).length > 0 ? JSON.stringify(props) : undefined}
      data-slot={slot === undefined ? undefined : ''}
      data-slot-src={slotFile}
      className="contents"
    >
      {createElement(
        component,
        props,
        slot === undefined ? undefined : <IslandSlot>{slotFile ? null : slot}</IslandSlot>,
      )}
    </div>
  )
}

/** The slot's wrapper: prerendered with its content, hydrated empty (see hydrate-island.tsx). */
export function IslandSlot({ children }: { children?: ReactNode }) {
  return <div data-island-slot="">{children}</div>
}
