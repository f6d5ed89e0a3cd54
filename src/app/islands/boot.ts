import type { ComponentType } from 'react'
import { deferredLinksSelector } from '@/app/document/render-document'
import { webManifestPath } from '@/app/seo/web-manifest'
import { deferredAttribute } from '@/ui/deferred'
import { datedLunchSelector } from '@/features/lunch/lunch-week-attributes'
import type { Language } from '@/schemas/fields'
import { type DialogName, openDialog } from './dialog-store'
import { afterMainContentShown } from './after-main-content-shown'
import type { HydrateWhen } from './island'
import type { IslandPageContext } from './island-context'
import { type IslandName, islandModules } from './island-registry'

/*
 * The one script of a page with islands, loaded once the page has loaded (ADR 029): until then the
 * prerendered page works as without JavaScript, and nothing of this competes with the first paint.
 * It links the site's stylesheet, whose rules for the first frame the page carried inline and
 * whose heading font the browser then loads, and the web manifest; once the page's main content is
 * on screen (ADR 006/007) and the stylesheet applies, it puts what loads after the first paint in
 * its stand-ins' places. Each island hydrates on its own root when its `data-when` says (ADR 014),
 * with the stylesheet in. Openers of dialogs are plain links (`data-opens`): a click opens the
 * dialog through the shared store and hydrates its island at once if it was still waiting.
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

/**
 * The links the page makes once it has painted (`deferredLinks`: the site's stylesheet, whose rules
 * the first frame carried inline, and the flyer's print stylesheet), made at once; islands hydrate
 * once they apply. Resolves at once where there are none (the dev server links the stylesheet), and
 * also when one fails to load: the islands work, unstyled where the inline rules end.
 */
const stylesheets = Promise.all(
  [...document.querySelectorAll(deferredLinksSelector)].flatMap((noscript) => {
    const template = document.createElement('template')
    template.innerHTML = noscript.textContent ?? ''
    return [...template.content.querySelectorAll('link')].map((link) => {
      const loaded = new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true })
        link.addEventListener('error', () => resolve(), { once: true })
      })
      document.head.append(link)
      return loaded
    })
  }),
)

/** The web manifest of the page's language (for adding the site to a home screen). */
function linkWebManifest() {
  const link = document.createElement('link')
  link.rel = 'manifest'
  link.href = webManifestPath(language)
  document.head.append(link)
}

/**
 * What loads once the page has painted (the pictures below the hero, the ordering service's frame):
 * each stand-in (`deferredAttribute`) gives way to the content of the <noscript> after it, which
 * the browser then loads — a picture as it nears the screen.
 */
function loadDeferred() {
  for (const standIn of document.querySelectorAll(`[${deferredAttribute}]`)) {
    const noscript = standIn.nextElementSibling
    if (noscript?.localName !== 'noscript') continue
    const template = document.createElement('template')
    template.innerHTML = noscript.textContent ?? ''
    standIn.replaceWith(template.content)
  }
}

function hydrate(element: HTMLElement): Promise<void> {
  const started = pending.get(element)
  if (started) return started
  const loader = islandModules[element.dataset.island as IslandName]
  if (!loader) throw new Error(`Unknown island "${element.dataset.island}"`)
  const done = Promise.all([
    import('./hydrate-island'),
    loader(),
    loadContext(),
    stylesheets,
    fillSlot(element),
  ]).then(([{ hydrateIsland }, binding, context]) =>
    hydrateIsland(element, binding.default as ComponentType<object>, context),
  )
  pending.set(element, done)
  return done
}

/**
 * An island whose slot is served beside the page (`data-slot-src`, the menu dialog's dishes) gets
 * it before it hydrates. Fails when it cannot be fetched: the island stays prerendered, and its
 * openers go where they lead without JavaScript.
 */
async function fillSlot(element: HTMLElement): Promise<void> {
  const source = element.dataset.slotSrc
  const slot = element.querySelector('[data-island-slot]')
  if (!source || !slot) return
  const response = await fetch(source)
  if (!response.ok) throw new Error(`${source}: ${response.status}`)
  slot.innerHTML = await response.text()
  // The fetched dishes are the build's day's: corrected as the page was (a failure keeps them so).
  await showCurrentLunch(slot).catch(() => undefined)
}

function schedule(element: HTMLElement) {
  const when = element.dataset.when as HydrateWhen
  const start = () => void hydrate(element).catch(() => pending.delete(element))
  if (when === 'load') start()
  else if (when === 'idle') whenIdle(start)
  else whenNear(element, start)
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
    // Where the island cannot hydrate (its slot did not load), the link leads where it leads
    // without JavaScript.
    hydrate(island).catch(() => window.location.assign(opener.getAttribute('href') ?? '/'))
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

/**
 * The Mittagstisch and the dishes off for a few days, as on the visitor's day in Berlin, however
 * old the page's build (in `root`: the page, or the menu dialog's dishes once fetched).
 */
async function showCurrentLunch(root: ParentNode) {
  if (!root.querySelector(datedLunchSelector)) return
  const module = await import('@/features/lunch/show-current-lunch')
  module.showCurrentLunch(root, new Date())
}

upgradeOpeners()
showCurrentAnnouncements()
void showCurrentLunch(document)
linkWebManifest()
afterMainContentShown(() => {
  // The stand-ins give way in a task of their own, once the rest of the stylesheet has been
  // applied: the style and layout of the one and the other are two shorter tasks, not one long one.
  void stylesheets.then(() => requestAnimationFrame(() => setTimeout(loadDeferred, 0)))
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) schedule(element)
  whenIdle(completeStructuredData)
})
