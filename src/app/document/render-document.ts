// One page's HTML document, shared by the prerender step (build) and the dev server so both produce
// the same page: the <html lang>, the route's <head> tags, the site's stylesheet, the page's markup
// in #root and, only on a page with islands, the boot script (a deferred module, in <head> where
// the preload scanner finds it at once). A typed template rather than React: React 19 moves preload
// links within a <head> it renders, which would undo the order of ADR 007 (ADR 015).
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
  /** Whether the page loads the web font: only pages with islands do (ADR 020). */
  webFont: boolean
}

/** The files a page refers to, as the build (its manifest) or the dev server names them. */
export interface DocumentAssets {
  /** The site's stylesheet: its URL, or the rules to inline in the page (ADR 015). */
  style: { href: string } | { css: string }
  /** The boot script's URL: loaded at low priority, after the page is readable (ADR 007). */
  bootScript: string
}

export function renderDocument(
  { lang, html, head, islands, webFont }: RenderedPage,
  assets: DocumentAssets,
) {
  const style =
    'css' in assets.style
      ? `<style>${assets.style.css}</style>`
      : `<link rel="stylesheet" crossorigin href="${escapeHtml(assets.style.href)}">`
  const script =
    islands.length > 0
      ? `<script type="module" fetchpriority="low" crossorigin src="${escapeHtml(assets.bootScript)}"></script>\n    `
      : ''
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"${webFont ? '' : ` data-fonts="system"`}>
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${head}
    ${script}${style}
  </head>
  <body>
    <div id="root">${html}</div>
  </body>
</html>
`
}
