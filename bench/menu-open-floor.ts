// The floor of `npm run bench:menu-open`: the platform's own cheapest way to show the home page's
// menu in a dialog. A page with nothing but that home page's prerendered dish list (the file its
// menu dialog's island fetches, ADR 029) in a bare native <dialog>, each category laid out only as
// it comes near (`content-visibility: auto`, as the site's menu does), the site's stylesheet, the
// home page's menu opener link, and one line of script that shows the dialog on the click.
// Never part of the build: the bench adds it to a temporary copy of the build folder, beside each
// home page.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { precompress } from '../builder/precompress.ts'

/** The floor of the home page at `homePath`: `/` → `/bench-menu-floor/`, `/en/` → `…/en/`. */
export function menuFloorPath(homePath: string): string {
  return `${menuFloorFolder}${homePath}`
}

/** The folder of the menu floors, a guest of the site's server (server/site-server.ts). */
export const menuFloorFolder = '/bench-menu-floor'

/** The one line of script: the opener shows the dialog, as a native modal. */
export const openerScript =
  "document.querySelector('[data-opens]').addEventListener('click', (event) => { event.preventDefault(); document.querySelector('dialog').showModal() })\n"

/** Each category laid out as it comes near, with the estimate the site's menu gives it. */
export const categoryRule =
  '[data-category]{content-visibility:auto;contain-intrinsic-size:auto 40rem}'

/** Where the home page's menu dialog fetches its dishes from (`data-slot-src`). */
export function menuSlotSource(homeHtml: string): string {
  const source = homeHtml.match(/<div data-island="menu-dialog"[^>]*data-slot-src="([^"]+)"/)?.[1]
  if (!source) throw new Error('the home page has no menu dialog whose dishes come from a file')
  return source
}

/**
 * The floor page made from a built home page and its dish list: its <html lang>, its stylesheet
 * (the whole of it: the inline rules and the rest the page links after its first paint), its menu
 * opener (the first link that opens the menu dialog) and the list in a bare <dialog>.
 */
export function menuFloorHtml(homeHtml: string, scriptPath: string, list: string): string {
  const lang = homeHtml.match(/<html lang="([^"]+)"/)?.[1]
  const stylesheet = [
    ...homeHtml.matchAll(/<style>.*?<\/style>|<link rel="stylesheet"[^>]*>/gs),
  ].map(([tag]) => tag)
  const opener = homeHtml.match(/<a [^>]*data-opens="menu-dialog"[^>]*>.*?<\/a>/s)?.[0]
  if (!lang || stylesheet.length === 0 || !opener) {
    throw new Error('the home page has no menu opener or stylesheet to make the floor from')
  }
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Messboden: die Speisekarte im Dialog</title>
    ${stylesheet.join('\n    ')}
    <style>${categoryRule}</style>
  </head>
  <body>
    <main>${opener}<dialog>${list}</dialog></main>
    <script src="${scriptPath}"></script>
  </body>
</html>
`
}

/** Adds the floor of each home page (built into `root`) to `root`, with its script. */
export function addMenuFloors(root: string, homePaths: readonly string[]): void {
  for (const homePath of homePaths) {
    const path = menuFloorPath(homePath)
    const folder = join(root, path)
    mkdirSync(folder, { recursive: true })
    const home = readFileSync(join(root, homePath, 'index.html'), 'utf8')
    const list = readFileSync(join(root, menuSlotSource(home)), 'utf8')
    writeFileSync(join(folder, 'open.js'), openerScript)
    writeFileSync(join(folder, 'index.html'), menuFloorHtml(home, `${path}open.js`, list))
  }
  precompress(join(root, menuFloorPath('/')))
}
