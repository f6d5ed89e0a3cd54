// Renders every route of the route table into its own static HTML file in the client build
// (dist/index.html, dist/impressum/index.html, …, dist/404.html), with the page's <head> tags and
// the site's stylesheet inlined (docs/decisions/006-hydrate-after-paint.md). Vite's manifest moves
// to the SSR output, where the bundle budget check reads it; it is not part of the site.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { clientManifestPath, clientOutDir, ssrOutDir } from './paths.ts'
import { renderDocument, type ServerEntry } from './render-document.ts'

const template = await inlineStylesheet(
  lowPriorityScripts(await readFile(join(clientOutDir, 'index.html'), 'utf8')),
)
const server = (await import(pathToFileURL(join(ssrOutDir, 'entry-server.js')).href)) as ServerEntry

for (const route of server.routes) {
  const document = renderDocument(template, route, await server.render(route))
  const target = join(clientOutDir, route.file)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, document)
  console.log(`prerendered ${route.path ?? '(not found)'} → ${route.file}`)
}

await rename(join(clientOutDir, '.vite/manifest.json'), clientManifestPath)
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

/**
 * The stylesheet goes into the page itself: on a slow link a separate CSS request costs a round
 * trip before the first paint, and it would take the one warm connection the hero image needs.
 * The file stays out of the build; the CSP admits the inline style by its hash.
 */
async function inlineStylesheet(html: string): Promise<string> {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(html)
  if (!link?.[1]) throw new Error('index.html has no stylesheet link to inline')
  const css = await readFile(join(clientOutDir, link[1]), 'utf8')
  if (/<\/style/i.test(css)) throw new Error(`${link[1]} cannot be inlined: it contains "</style"`)
  await rm(join(clientOutDir, link[1]))
  return html.replace(link[0], () => `<style>${css}</style>`)
}
