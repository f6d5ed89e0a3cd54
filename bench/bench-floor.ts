// The floor page of `npm run bench`: the least a page on this server can cost, a prerendered HTML
// document of a few paragraphs with no stylesheet, font, image or script. The bench measures it
// between the routes and states its budgets as ratios to it. It is never part of the build: the
// bench serves a temporary copy of the build folder with this page added, precompressed as the
// build's own pages are, through the same server (server/site-server.ts), so the floor gets the
// same headers and encodings as every route.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { precompress } from '../build/precompress.ts'

/** The floor page's URL path; the bench checks that no route uses it. */
export const floorPath = '/bench-floor'

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

export const floorPageHtml = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Messboden des Benchmarks</title>
    <meta name="description" content="Eine schlichte Textseite, an der der Benchmark die Seiten der Website misst.">
  </head>
  <body>
    <main>
      <h1>Messboden des Benchmarks</h1>
${paragraphs.map((text) => `      <p>${text}</p>`).join('\n')}
    </main>
  </body>
</html>
`

/**
 * A temporary copy of the build folder with the floor page added at `floorPath` and compressed to
 * its .br/.gz twins. Call `remove` when done.
 */
export function buildWithFloorPage(buildDir: string): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'bench-build-'))
  cpSync(buildDir, root, { recursive: true })
  const floorDir = join(root, floorPath.slice(1))
  mkdirSync(floorDir)
  writeFileSync(join(floorDir, 'index.html'), floorPageHtml)
  precompress(floorDir)
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) }
}
