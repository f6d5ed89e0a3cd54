import type { ComponentType } from 'react'
import type { Language } from '@/schemas/fields'
import { deferredStylesheetsApplied } from './after-paint/deferred-stylesheets'
import { showCurrentDay } from './bindings/day-corrections'
import type { IslandPageContext } from './island-root'
import { type IslandName, islandModules } from './island-registry'
import { nextTask } from './yield-to-browser'

/*
 * Hydrates one island on its own root (ADR 014), when its mode (after-paint/islands.ts) or a click
 * on a link that opens it says. What it needs loads in parallel: its binding, React with the runtime
 * (island-root.tsx), the texts and data of the page's language, the rest of the stylesheet
 * and, for an island whose slot is a fragment beside the page (`data-slot-src`), that file. Then
 * one island at a time, each step in a task of its own: the slot's markup goes in, then React
 * hydrates the island in a transition, in slices that yield to the browser (ADR 035); what the
 * visitor typed before is typed again.
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

/**
 * Text typed into a field of an island before it hydrated (the menu's search) is typed again once
 * it has, so that its handler sees it: React's listeners were not there. The field is set back to
 * what the island rendered, then to the typed text through the element's own setter, as typing
 * sets it, and told of the input.
 */
export function typeAgain(island: HTMLElement) {
  for (const field of island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )) {
    if (field.value === field.defaultValue) continue
    const typed = field.value
    field.value = field.defaultValue
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}
