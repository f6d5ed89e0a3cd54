// Renders every route of the route table into its own static HTML file in the client build
// (dist/index.html, dist/impressum/index.html, …, dist/404.html), with the page's <head> tags
// and a modulepreload of the page's own chunk so that hydration needs no request waterfall.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Route } from '../src/routes.ts'
import { clientOutDir, ssrOutDir } from './paths.ts'

interface ManifestChunk {
  file: string
  imports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

interface ServerEntry {
  routes: readonly Route[]
  render(route: Route): Promise<{ html: string; head: string }>
}

const template = await readFile(join(clientOutDir, 'index.html'), 'utf8')
const manifest = JSON.parse(
  await readFile(join(clientOutDir, '.vite/manifest.json'), 'utf8'),
) as Manifest
const server = (await import(pathToFileURL(join(ssrOutDir, 'entry-server.js')).href)) as ServerEntry

const entryFiles = new Set(
  Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunkFiles(chunk.file === undefined ? [] : [chunk])),
)

for (const route of server.routes) {
  const { html, head } = await server.render(route)
  const page = manifest[`src/pages/${route.page}.tsx`]
  if (!page) throw new Error(`No client chunk for src/pages/${route.page}.tsx in the manifest`)
  const preloads = chunkFiles([page])
    .filter((file) => !entryFiles.has(file))
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}" />`)

  const document = lowPriorityScripts(template)
    .replace('<!--app-head-->', [head, ...preloads].join('\n    '))
    .replace(
      '<div id="root"><!--app-html--></div>',
      `<div id="root" data-page="${route.page}">${html}</div>`,
    )
  if (!document.includes(`data-page="${route.page}"`)) throw new Error('index.html lost its #root')

  const target = join(clientOutDir, route.file)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, document)
  console.log(`prerendered ${route.path ?? '(not found)'} → ${route.file}`)
}

// The manifest was only needed here; it is not part of the site.
await rm(join(clientOutDir, '.vite'), { recursive: true, force: true })

/**
 * Hydration scripts load at low priority: the page is fully readable before they run, and on a slow
 * link they would otherwise compete with the CSS, the fonts and the hero image for first paint.
 */
function lowPriorityScripts(html: string): string {
  const tagged = html.replace(
    '<script type="module" crossorigin',
    '<script type="module" fetchpriority="low" crossorigin',
  )
  if (tagged === html) throw new Error('index.html has no module script to mark low priority')
  return tagged
}

/** The chunk files of these chunks and of everything they import statically. */
function chunkFiles(chunks: ManifestChunk[], seen = new Set<string>()): string[] {
  for (const chunk of chunks) {
    if (seen.has(chunk.file)) continue
    seen.add(chunk.file)
    chunkFiles(
      (chunk.imports ?? []).flatMap((key) => (manifest[key] ? [manifest[key]] : [])),
      seen,
    )
  }
  return [...seen]
}
