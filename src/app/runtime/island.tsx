import { type ComponentProps, type ReactNode, createElement } from 'react'
import { useLanguage } from '@/i18n/text-context'
import { type FragmentName, fragmentPath } from '@/app/fragments/fragments'
import { type IslandComponent, type IslandName, islandModules } from './island-registry'

/**
 * When an island hydrates, always on the visitor's way (ADR 035; the modes: after-paint/islands.ts):
 * as it nears the viewport, as the visitor moves towards it (a pointer or touch on it or on a link
 * that opens it, focus), or once the visitor scrolls the page.
 */
export type HydrateWhen = 'visible' | 'intent' | 'scroll'

type IslandProps<Name extends IslandName> = {
  name: Name
  when: HydrateWhen
  /** Serialisable data, written into the page for the browser. */
  props: Omit<ComponentProps<IslandComponent<Name>>, 'children'>
  /** Server-rendered content that the island shows but never renders again (the menu list). */
  slot?: ReactNode
  /**
   * A fragment served beside the page (src/app/fragments/fragments.ts) as the slot instead: the
   * page carries an empty slot, which the island fills from the file before it hydrates, so that
   * its content takes no room in the page's HTML (ADR 029).
   */
  fragment?: FragmentName
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
 * any other; in the browser the boot script hydrates it on its own root, at the moment `when`
 * names, with the props written here. Everything outside islands is plain HTML and ships no code.
 */
export function Island<Name extends IslandName>({
  name,
  when,
  props,
  slot,
  fragment,
}: IslandProps<Name>) {
  used.add(name)
  const language = useLanguage()
  const component = components[name] as (props: object) => ReactNode
  const hasSlot = slot !== undefined || fragment !== undefined
  return (
    <div
      data-island={name}
      data-when={when}
      // Most islands read only the page's context: no attribute for empty props (bytes of HTML).
      data-props={Object.keys(props).length > 0 ? JSON.stringify(props) : undefined}
      data-slot={hasSlot ? '' : undefined}
      data-slot-src={fragment && fragmentPath(fragment, language)}
      className="contents"
    >
      {createElement(component, props, hasSlot ? <IslandSlot>{slot}</IslandSlot> : undefined)}
    </div>
  )
}

/** The slot's wrapper: prerendered with its content, hydrated empty (see island-root.tsx). */
export function IslandSlot({ children }: { children?: ReactNode }) {
  return <div data-island-slot="">{children}</div>
}
