// One page's HTML document, shared by the prerender step (build) and the dev server so both produce
// the same page: the <html lang>, the route's <head> tags, the site's styles (inline or linked), the
// page's markup in #root and, only on a page with islands, the line that loads the boot script once
// the page has loaded. A typed template rather than React: React 19 moves preload links within a
// <head> it renders, which would undo the order of ADR 007 (ADR 015).
import type { IslandName } from '@/app/islands/island-registry'
import { escapeHtml } from '@/lib/escape-html'

/** One page as src/app/entry-server.tsx renders it, before it becomes a document. */
export interface RenderedPage {
  /** The page's language, for <html lang>. */
  lang: string
  html: string
  head: string
  /** The islands the page uses: none means the page ships no script (ADR 014). */
  islands: readonly IslandName[]
}

/** The files a page refers to, as the build (its manifest) or the dev server names them. */
export interface DocumentAssets {
  /** The site's stylesheet file, which a page links where it carries no rules inline. */
  stylesheet: string
  /**
   * The rules the page carries inline instead of linking the stylesheet: on a page without islands
   * all it uses (ADR 015), on a page with islands those its first frame uses and the file with the
   * rest, which its boot script links after the first paint, and a <noscript> at once (ADR 029).
   * None in development, where every page links the stylesheet for hot reload.
   */
  inline?: { css: string; rest?: string }
  /** The boot script's URL: loaded once the page has loaded (ADR 029). */
  bootScript: string
}

/**
 * Links a page with islands makes once it has painted: in <noscript>, so that a browser without
 * JavaScript makes them at once, and the boot script makes them after the first paint (ADR 029).
 */
export const deferredLinksSelector = 'noscript[data-deferred]'

/** `links` for the boot script to make after the first paint (and at once without JavaScript). */
export const deferredLinks = (links: string) => `<noscript data-deferred>${links}</noscript>`

/**
 * The one line that loads the boot script: once the page has loaded and then painted its largest
 * element (the browser reports it; where it reports no largest paint, the first paint; at the
 * latest 3 s after the load event, as in a tab opened in the background). Nothing of the script
 * competes with the first paint (ADR 029).
 */
export const bootLoader = (bootScript: string) =>
  `addEventListener('load',()=>{let d,t=PerformanceObserver.supportedEntryTypes||[],b=()=>d||(d=import(${JSON.stringify(bootScript)})),l='largest-contentful-paint',p=t.includes(l)?l:t.includes('paint')&&'paint';p?new PerformanceObserver(b).observe({type:p,buffered:true}):b();setTimeout(b,3e3)})`

export function renderDocument(
  { lang, html, head, islands }: RenderedPage,
  assets: DocumentAssets,
) {
  const link = (href: string) => `<link rel="stylesheet" href="${escapeHtml(href)}">`
  const hasIslands = islands.length > 0
  const { inline } = assets
  const style =
    inline === undefined
      ? link(assets.stylesheet)
      : `<style>${inline.css}</style>${hasIslands ? `\n    ${deferredLinks(link(inline.rest ?? assets.stylesheet))}` : ''}`
  const script = hasIslands ? `\n    <script>${bootLoader(assets.bootScript)}</script>` : ''
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${head}
    ${style}
  </head>
  <body>
    <div id="root">${html}</div>${script}
  </body>
</html>
`
}
