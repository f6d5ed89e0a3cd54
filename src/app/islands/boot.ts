import type { ComponentType } from 'react'
import type { Language } from '@/content/schema/fields'
import { type DialogName, openDialog } from './dialog-store'
import { afterMainContentShown } from './after-main-content-shown'
import type { HydrateWhen } from './island'
import type { IslandPageContext } from './island-context'
import { type IslandName, islandModules } from './island-registry'

/*
 * The one script of a page with islands. Each island hydrates on its own root when its `data-when`
 * says (ADR 014), never before the page's main content is on screen (ADR 006/007): until then the
 * prerendered page works as without JavaScript. Openers of dialogs are plain links
 * (`data-opens`): a click opens the dialog through the shared store and hydrates its island at
 * once if it was still waiting.
 */

const pending = new Map<HTMLElement, Promise<void>>()

/** The texts and data of the page's language (`<html lang>`): one chunk per language. */
const contexts: Record<Language, () => Promise<{ default: IslandPageContext }>> = {
  de: () => import('virtual:island-context/de'),
  en: () => import('virtual:island-context/en'),
}
const language = document.documentElement.lang as Language
let context: Promise<IslandPageContext> | undefined
const loadContext = () => (context ??= (contexts[language] ?? contexts.de)().then((m) => m.default))

function hydrate(element: HTMLElement): Promise<void> {
  const started = pending.get(element)
  if (started) return started
  const loader = islandModules[element.dataset.island as IslandName]
  if (!loader) throw new Error(`Unknown island "${element.dataset.island}"`)
  const done = Promise.all([import('./hydrate-island'), loader(), loadContext()]).then(
    ([{ hydrateIsland }, binding, context]) =>
      hydrateIsland(element, binding.default as ComponentType<object>, context),
  )
  pending.set(element, done)
  return done
}

function schedule(element: HTMLElement) {
  const when = element.dataset.when as HydrateWhen
  if (when === 'load') void hydrate(element)
  else if (when === 'idle') whenIdle(() => void hydrate(element))
  else whenNear(element, () => void hydrate(element))
}

function whenIdle(callback: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 2000 })
  else setTimeout(callback, 200)
}

/** Islands below the fold hydrate as the visitor scrolls near them (300 px ahead). */
function whenNear(element: HTMLElement, callback: () => void) {
  // display: contents has no box of its own: watch the island's first element.
  const target = element.firstElementChild ?? element
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      callback()
    },
    { rootMargin: '300px' },
  )
  observer.observe(target)
}

function islandOf(name: string) {
  return document.querySelector<HTMLElement>(`[data-island="${name}"]`)
}

/** Openers: plain links that open a dialog once JavaScript runs (ctrl/cmd-click still navigates). */
function upgradeOpeners() {
  for (const opener of document.querySelectorAll('[data-opens]')) {
    opener.setAttribute('aria-haspopup', 'dialog')
  }
  document.addEventListener('click', (event) => {
    const opener = (event.target as Element | null)?.closest?.<HTMLElement>('[data-opens]')
    if (!opener) return
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    const name = opener.dataset.opens as DialogName
    const island = islandOf(name)
    if (!island) return
    event.preventDefault()
    openDialog(name)
    void hydrate(island)
  })
}

/**
 * The home page's complete structured data (the whole menu) is a file beside the pages; the
 * prerendered block names it in `data-full-src` and is replaced by it once the page is idle
 * (ADR 011). Without the file the block stays as it is: valid on its own.
 */
function completeStructuredData() {
  const block = document.querySelector<HTMLScriptElement>('script[data-full-src]')
  const source = block?.dataset.fullSrc
  if (!block || !source) return
  fetch(source, { priority: 'low' })
    .then((response) => (response.ok ? response.text() : null))
    .then((text) => {
      if (text) block.textContent = text
    })
    .catch(() => undefined)
}

/** The owner's dated notices: each shows on its days in Berlin, however old the page's build. */
function showCurrentAnnouncements() {
  if (!document.querySelector('[data-announcement]')) return
  void import('@/features/notices/show-current-announcements').then((module) =>
    module.showCurrentAnnouncements(document, new Date()),
  )
}

upgradeOpeners()
showCurrentAnnouncements()
afterMainContentShown(() => {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) schedule(element)
  whenIdle(completeStructuredData)
})
