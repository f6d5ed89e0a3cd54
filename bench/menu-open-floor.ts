// The floor of `npm run bench:menu-open`: the least that showing the home page's menu can cost. A
// page with nothing but the home page's own prerendered menu <dialog> (the same markup, with the
// dishes its island fetches from the file the build writes beside the menu page, ADR 029), the
// same stylesheet and the same opener link, and one line of script that shows the dialog on the
// click.
// Never part of the build: the bench adds it to a temporary copy of the build folder, beside each
// home page.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { precompress } from '../builder/precompress.ts'

/** The floor of the home page at `homePath`: `/` → `/bench-menu-floor/`, `/en/` → `…/en/`. */
export function menuFloorPath(homePath: string): string {
  return `/bench-menu-floor${homePath}`
}

/** The one line of script: the opener shows the dialog, as a native modal. */
export const openerScript =
  "document.querySelector('[data-opens]').addEventListener('click', (event) => { event.preventDefault(); document.querySelector('dialog').showModal() })\n"

/** The first element named `tag` from `from` on, with everything nested in it. */
function elementAt(html: string, tag: string, from: number): string {
  const open = new RegExp(`<${tag}\\b|</${tag}>`, 'g')
  open.lastIndex = from
  let depth = 0
  for (let match = open.exec(html); match; match = open.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1
    if (depth === 0) return html.slice(from, match.index + match[0].length)
  }
  throw new Error(`no closed <${tag}> at ${from}`)
}

/** Where the home page's menu dialog fetches its dishes from (`data-slot-src`), if it does. */
export function menuSlotSource(homeHtml: string): string | undefined {
  return homeHtml.match(/<div data-island="menu-dialog"[^>]*data-slot-src="([^"]+)"/)?.[1]
}

/**
 * The floor page made from a built home page: its <html lang>, its stylesheet (the whole of it: the
 * inline rules and the rest the page links after its first paint), its menu opener (the first link
 * that opens the menu dialog) and its menu <dialog> with the menu, `slot` where the page fetches it.
 */
export function menuFloorHtml(homeHtml: string, scriptPath: string, slot = ''): string {
  const lang = homeHtml.match(/<html lang="([^"]+)"/)?.[1]
  const stylesheet = [
    ...homeHtml.matchAll(/<style>.*?<\/style>|<link rel="stylesheet"[^>]*>/gs),
  ].map(([tag]) => tag)
  const opener = homeHtml.match(/<a [^>]*data-opens="menu-dialog"[^>]*>.*?<\/a>/s)?.[0]
  const island = homeHtml.indexOf('<div data-island="menu-dialog"')
  const dialogStart = island < 0 ? -1 : homeHtml.indexOf('<dialog', island)
  if (!lang || stylesheet.length === 0 || !opener || dialogStart < 0) {
    throw new Error('the home page has no menu dialog, opener or stylesheet to make the floor from')
  }
  const dialog = elementAt(homeHtml, 'dialog', dialogStart).replace(
    '<div data-island-slot=""></div>',
    `<div data-island-slot="">${slot}</div>`,
  )
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Messboden: die Speisekarte im Dialog</title>
    ${stylesheet.join('\n    ')}
  </head>
  <body>
    <main>${opener}${dialog}</main>
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
    const source = menuSlotSource(home)
    const slot = source ? readFileSync(join(root, source), 'utf8') : ''
    writeFileSync(join(folder, 'open.js'), openerScript)
    writeFileSync(join(folder, 'index.html'), menuFloorHtml(home, `${path}open.js`, slot))
  }
  precompress(join(root, menuFloorPath('/')))
}
