import { type RefObject, useMemo, useRef, useState } from 'react'
import type { AllergenGroup, MenuTag } from '@/schemas'
import { useIslandText } from '@/i18n/text-context'
import { type MenuFilter, applyMenuFilter } from './menu-search-index'

/** Pause after the last keystroke before the result count changes (and is announced). */
const countDelayMs = 300

const noFilter: MenuFilter = { query: '', tags: [], allergens: [] }

/** The list with `value` added, or without it if it was there. */
const toggled = <T>(list: readonly T[], value: T) =>
  list.includes(value) ? list.filter((other) => other !== value) : [...list, value]

/**
 * Search and filter state of the menu dialog. Each change marks the prerendered dishes in the
 * element `listId` directly (no re-render of the menu), scrolls the dialog body back to the top,
 * at once tells whether any dish is left (`empty`, so the empty state replaces the list in the
 * same frame) and, after a short pause, updates the count that a live region announces (`shown`).
 */
export function useMenuFilter(
  listId: string,
  scrollRef: RefObject<HTMLElement | null>,
  /** How many dishes the list holds (an island prop: the client never loads the menu data). */
  total: number,
) {
  const [filter, setFilter] = useState<MenuFilter>(noFilter)
  const [shown, setShown] = useState<number | null>(null)
  const [empty, setEmpty] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const tagWords = useIslandText().menuDialog.filters

  // The same controls until the filter or a count changes: opening the dialog renders nothing of
  // its toolbar and dishes again (menu-dialog.tsx).
  return useMemo(() => {
    const update = (next: MenuFilter) => {
      setFilter(next)
      const list = document.getElementById(listId)
      if (!list) return
      const counts = applyMenuFilter(list, next, tagWords)
      setEmpty(counts.shown === 0)
      scrollRef.current?.scrollTo({ top: 0, behavior: 'instant' })
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setShown(counts.shown), countDelayMs)
    }
    return {
      filter,
      total,
      /** The announced count: follows the filter after a pause. */
      shown: shown ?? total,
      /** True as soon as the filter leaves no dish. */
      empty,
      setQuery: (query: string) => update({ ...filter, query }),
      toggleTag: (tag: MenuTag) => update({ ...filter, tags: toggled(filter.tags, tag) }),
      toggleAllergen: (code: AllergenGroup) =>
        update({ ...filter, allergens: toggled(filter.allergens, code) }),
      reset: () => update(noFilter),
    }
  }, [filter, shown, empty, total, listId, scrollRef, tagWords])
}

export type MenuFilterControls = ReturnType<typeof useMenuFilter>
