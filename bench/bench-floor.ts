// The floor pages of `npm run bench`: the least a page of each kind can cost on this server. The
// bench measures them between the routes and states each route's budget as a ratio to the floor of
// its kind, measured in the same run:
// - a page's bare document: its own HTML without scripts, styles, stylesheets, preloads or icons,
//   for a page whose largest contentful paint is text (its text is what it is for, and costs its
//   bytes and its layout: a menu page's 143 dishes, a legal text);
// - the photo floor: the built home page's own hero — its image preloads, as the home page has them,
//   and its <picture> with the same files — under one heading, with no stylesheet, font or script
//   but the one rule that lays the photo out as the hero does (covering the first screen under the
//   site header: without it the photo shows at its files' size, and Chromium does not count so
//   large and sparse an image as a contentful paint), for pages whose largest contentful paint is
//   that photo;
// - the text floor: a prerendered HTML document of a few paragraphs, no stylesheet, font, image or
//   script: what a page's Total Blocking Time is measured against (how busy the machine was).
// All name an empty icon, as the site's pages name theirs inline, so that no /favicon.ico request
// lands in their measurement. They are never part of the build: the bench serves a temporary copy
// of the build folder with them added, precompressed as the build's own pages are, through the
// same server (server/site-server.ts), so they get the same headers and encodings as every route.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { precompress } from '../builder/precompress.ts'

/** The text floor's URL path; the bench checks that no route uses it. */
export const floorPath = '/bench-floor'
/** The photo floor's URL path. */
export const photoFloorPath = '/bench-floor-photo'
/** Where the bare document of the route at `path` is served: `/speisekarte` → `/bench-bare/speisekarte`. */
export const bareDocumentPath = (path: string) => `${bareDocumentFolder}${path}`
const bareDocumentFolder = '/bench-bare'

/**
 * The floors' folders: guests of the site's server (server/site-server.ts), so that the photo
 * floor's inline rule lengthens no route's Content-Security-Policy header — by 54 bytes, enough to
 * push the home page's HTML out of the first round trip in the bench alone.
 */
export const floorFolders = [floorPath, photoFloorPath, bareDocumentFolder] as const

/** The empty icon every floor names. */
const emptyIcon = '<link rel="icon" href="data:,">'

const paragraphs = [
  'Diese Seite ist der Messboden des Lighthouse-Benchmarks: ein schlichtes HTML-Dokument mit ein ' +
    'paar Absätzen Text, ohne Stylesheet, Schrift, Bild oder Skript. Schneller kann eine Seite von ' +
    'diesem Server auf diesem Rechner nicht erscheinen.',
  'Der Benchmark misst sie im Wechsel mit den Seiten der Website, Runde für Runde. Die Budgets ' +
    'der Seiten gelten als Verhältnis zu ihren Werten aus demselben Lauf, denn die Geschwindigkeit ' +
    'des geteilten Rechners schwankt von Minute zu Minute.',
  'Sie wird nie gebaut und nie ausgeliefert: Der Benchmark legt sie in eine vorübergehende Kopie ' +
    'des Build-Ordners, komprimiert sie wie jede andere Seite und liefert sie mit demselben Server ' +
    'und denselben Kopfzeilen aus.',
]

const head = (title: string, description: string, extra = '') => `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    <meta name="description" content="${description}">
    ${emptyIcon}${extra}
  </head>`

export const floorPageHtml = `${head(
  'Messboden des Benchmarks',
  'Eine schlichte Textseite, an der der Benchmark die Seiten der Website misst.',
)}
  <body>
    <main>
      <h1>Messboden des Benchmarks</h1>
${paragraphs.map((text) => `      <p>${text}</p>`).join('\n')}
    </main>
  </body>
</html>
`

/** The hero's box on the home page: the first screen under the 4 rem header, at most 52 rem. */
export const photoFloorRule =
  'img{display:block;width:100%;height:min(calc(100svh - 4rem),52rem);object-fit:cover}'

/**
 * The photo floor made from the built home page: its image preloads (the hero's, in the order and
 * with the priority the home page gives them) and the hero's <picture>, without classes, since no
 * stylesheet comes with it, laid out by `photoFloorRule`. Throws when the home page has no
 * preloaded <picture>.
 */
export function photoFloorHtml(homeHtml: string): string {
  const preloads = homeHtml.match(/<link rel="preload" as="image"[^>]*>/g) ?? []
  const picture = homeHtml.match(/<picture>.*?<\/picture>/s)?.[0]
  if (preloads.length === 0 || !picture) {
    throw new Error('the home page has no preloaded hero <picture> to make the photo floor from')
  }
  const bare = picture.replace(/ class="[^"]*"/g, '')
  return `${head(
    'Messboden mit Foto',
    'Das Foto der Startseite allein, an dem der Benchmark die Seiten mit Foto misst.',
    `${preloads.map((tag) => `\n    ${tag}`).join('')}\n    <style>${photoFloorRule}</style>`,
  )}
  <body>
    <main>
      <h1>Messboden mit Foto</h1>
      ${bare}
    </main>
  </body>
</html>
`
}

/** The elements and attributes a bare document leaves out, and the links, by their `rel`. */
const leftOut = [
  /<script\b[^>]*>.*?<\/script>/gs,
  /<style\b[^>]*>.*?<\/style>/gs,
  /<noscript data-deferred>.*?<\/noscript>/gs,
  /<link\b[^>]*\brel="(?:stylesheet|preload|modulepreload|icon|apple-touch-icon|manifest)"[^>]*>\s*/g,
  / style="[^"]*"/g,
]

/**
 * A page's bare document: its own HTML without scripts, styles, stylesheets, preloads or icons but
 * the empty one, the floor of a page whose largest paint is text. Undefined for a page that
 * preloads an image: its largest paint is that image, measured against the photo floor.
 */
export function bareDocumentHtml(html: string): string | undefined {
  if (/<link rel="preload" as="image"/.test(html)) return undefined
  const bare = leftOut.reduce((page, pattern) => page.replace(pattern, ''), html)
  return bare.replace('</head>', `  ${emptyIcon}\n  </head>`)
}

/** A route the bench measures: its URL path and its file in the build. */
export interface BenchRoute {
  path: string
  file: string
}

/**
 * A temporary copy of the build folder with the floor pages added at `floorPath` and
 * `photoFloorPath` and the bare document of each route at its `bareDocumentPath` (routes whose
 * largest paint is their hero photo have none), compressed to their .br/.gz twins. Call `remove`
 * when done.
 */
export function buildWithFloorPages(
  buildDir: string,
  routes: readonly BenchRoute[] = [],
): { root: string; bareDocuments: Map<string, string>; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'bench-build-'))
  cpSync(buildDir, root, { recursive: true })
  const bareDocuments = new Map<string, string>()
  const pages: [string, string][] = [
    [floorPath, floorPageHtml],
    [photoFloorPath, photoFloorHtml(readFileSync(join(buildDir, 'index.html'), 'utf8'))],
  ]
  for (const route of routes) {
    const bare = bareDocumentHtml(readFileSync(join(buildDir, route.file), 'utf8'))
    if (bare === undefined) continue
    bareDocuments.set(route.path, bareDocumentPath(route.path))
    pages.push([bareDocumentPath(route.path), bare])
  }
  for (const [path, html] of pages) {
    const folder = join(root, path.slice(1))
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, 'index.html'), html)
    precompress(folder)
  }
  return { root, bareDocuments, remove: () => rmSync(root, { recursive: true, force: true }) }
}
