// Renders every route of the route table into its own static HTML file in the client build
// (dist/index.html, dist/impressum/index.html, …, dist/404.html), with the page's <head> tags. The
// stylesheet stays one cached file for all pages (docs/decisions/007-lcp-critical-path.md). Vite's
// manifest moves to the SSR output, where the bundle budget check reads it; it is not part of the
// site.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { moduleSizesFile } from './module-sizes.ts'
import { clientManifestPath, clientModuleSizesPath, clientOutDir, ssrOutDir } from './paths.ts'
import { renderDocument, type ServerEntry } from './render-document.ts'

const template = lowPriorityScripts(await readFile(join(clientOutDir, 'index.html'), 'utf8'))
const server = (await import(pathToFileURL(join(ssrOutDir, 'entry-server.js')).href)) as ServerEntry

for (const route of server.routes) {
  const document = renderDocument(template, await server.render(route))
  const target = join(clientOutDir, route.file)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, document)
  console.log(`prerendered ${route.path ?? '(not found)'} → ${route.file}`)
}

await rename(join(clientOutDir, '.vite/manifest.json'), clientManifestPath)
await rename(join(clientOutDir, moduleSizesFile), clientModuleSizesPath)
await rm(join(clientOutDir, '.vite'), { recursive: true, force: true })

/**
 * The module script (a small boot chunk that starts hydration after the load event) loads at low
 * priority: the page is fully readable before it runs.
 */
function lowPriorityScripts(html: string): string {
  const tagged = html.replace(
    '<script type="module" crossorigin',
    '<script type="module" fetchpriority="low" crossorigin',
  )
  if (tagged === html) throw new Error('index.html has no module script to mark low priority')
  return tagged
}
