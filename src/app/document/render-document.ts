// One page's HTML document, shared by the prerender step (build) and the dev server so both produce
// the same page: the <html lang>, the route's <head> tags, the site's styles (inline or linked), the
// page's markup in #root and, only on a page with islands, the inline loader that imports the boot
// script once the page has painted. A typed template rather than React: React 19 moves preload
// links within a <head> it renders, which would undo the order of ADR 007 (ADR 015).
import type { IslandName } from '@/app/runtime/island-registry'
import { escapeHtml } from '@/lib/escape-html'
import { firstScreenEndId } from '@/lib/first-screen'

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
  /** The boot script's URL: imported once the page has painted its largest element (ADR 029). */
  bootScript: string
  /**
   * The inline loader that imports it (src/app/runtime/boot-loader.ts, compiled by
   * builder/vite/boot-loader-script.ts), which reads its URL from its own `data-boot`.
   */
  bootLoader: string
}

/**
 * Links a page with islands makes once it has painted: in <noscript>, so that a browser without
 * JavaScript makes them at once, and the boot script makes them after the first paint (ADR 029).
 */
export const deferredLinksSelector = 'noscript[data-deferred]'

/** `links` for the boot script to make after the first paint (and at once without JavaScript). */
export const deferredLinks = (links: string) => `<noscript data-deferred>${links}</noscript>`

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
  // The first frame waits until the parser has read the page's first screen, up to its mark
  // (src/lib/first-screen.ts).
  const expect = html.includes(` id="${firstScreenEndId}"`)
    ? `<link rel="expect" href="#${firstScreenEndId}" blocking="render">\n    `
    : ''
  const script = hasIslands
    ? `\n    <script data-boot="${escapeHtml(assets.bootScript)}">${assets.bootLoader}</script>`
    : ''
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${head}
    ${expect}${style}
  </head>
  <body>
    <div id="root">${html}</div>${script}
  </body>
</html>
`
}
