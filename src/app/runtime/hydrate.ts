import type { ComponentType } from 'react'
import type { Language } from '@/schemas/fields'
import { deferredStylesheetsApplied } from './after-paint/deferred-stylesheets'
import { showCurrentDay } from './bindings/day-corrections'
import type { IslandPageContext } from './island-root'
import { type IslandName, islandModules } from './island-registry'
import { typeAgain } from './type-again'
import { nextTask } from './yield-to-browser'

/*
 * Hydrates one island on its own root (ADR 014), when its mode (hydration-modes.ts) or a click on a link that
 * opens it says. What it needs loads in parallel: its binding, React with the runtime
 * (island-root.tsx), the texts and data of the page's language, the rest of the stylesheet
 * and, for an island whose slot is a fragment beside the page (`data-slot-src`), that file. Then
 * one island at a time, each step in a task of its own: the slot's markup goes in, then React
 * hydrates the island in a transition, in slices that yield to the browser (ADR 035).
 */

const started = new Map<HTMLElement, Promise<void>>()
let turn: Promise<void> = Promise.resolve()

/**
 * Hydrates `element`'s island, once; resolves when React has committed it, rejects when what it
 * needs cannot load (and tries again when asked again).
 */
export function hydrate(element: HTMLElement): Promise<void> {
  let done = started.get(element)
  if (!done) {
    done = Promise.all([
      loadBinding(element),
      import('./island-root'),
      loadContext(),
      fetchSlot(element),
      deferredStylesheetsApplied(),
    ])
      .then(([Component, { hydrateIsland }, context, slot]) =>
        inTurn(async () => {
          if (slot !== undefined) {
            await nextTask()
            const slotElement = element.querySelector('[data-island-slot]')!
            slotElement.innerHTML = slot
            // The fragment is the build's day's: corrected as the page was (a failure keeps it so).
            await showCurrentDay(slotElement).catch(() => undefined)
          }
          await nextTask()
          // The next island's turn comes once this one has started, not once it has committed.
          return { committed: hydrateIsland(element, Component, context) }
        }),
      )
      .then(({ committed }) => committed)
      .then(() => typeAgain(element))
    done.catch(() => started.delete(element))
    started.set(element, done)
  }
  return done
}

/** Runs `step` after the islands before it: one island's work at a time. */
function inTurn<T>(step: () => Promise<T>): Promise<T> {
  const done = turn.then(step)
  turn = done.then(
    () => undefined,
    () => undefined,
  )
  return done
}

async function loadBinding(element: HTMLElement): Promise<ComponentType<object>> {
  const load = islandModules[element.dataset.island as IslandName]
  if (!load) throw new Error(`Unknown island "${element.dataset.island}"`)
  return (await load()).default as ComponentType<object>
}

/** The texts and data of the page's language (`<html lang>`): one chunk per language. */
const contexts: Record<Language, () => Promise<{ default: IslandPageContext }>> = {
  de: () => import('virtual:island-context/de'),
  en: () => import('virtual:island-context/en'),
}
let context: Promise<IslandPageContext> | undefined
function loadContext(): Promise<IslandPageContext> {
  const language = document.documentElement.lang as Language
  return (context ??= (contexts[language] ?? contexts.de)().then((module) => module.default))
}

/**
 * The markup of a slot served beside the page (`data-slot-src`, the menu dialog's dishes), not yet
 * parsed; undefined for an island without one. Fails when it cannot be fetched: the island stays
 * prerendered, and its openers go where they lead without JavaScript.
 */
async function fetchSlot(element: HTMLElement): Promise<string | undefined> {
  const source = element.dataset.slotSrc
  if (!source) return undefined
  const response = await fetch(source)
  if (!response.ok) throw new Error(`${source}: ${response.status}`)
  return response.text()
}
