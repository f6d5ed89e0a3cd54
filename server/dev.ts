// `npm run dev`: Vite's dev server with hot module reloading that answers every file of the table of
// outputs (builder/outputs.ts) as the build writes it — the pages (rendered on each request, Vite's
// SSR guide in middleware mode), the flyer's header and print stylesheet, the sitemap, robots.txt,
// the structured data, the manifests, the share images and the nginx
// configuration — from the data files as they are now, dated now (or at `--built-at=…`). The
// stylesheet stays a link on every page (hot reload), also where the build inlines its rules.
// Port: PORT, default 5173.
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import { extname } from 'node:path'
import { createServer as createViteServer } from 'vite'
import { contentDir } from '../builder/content/load-site.ts'
import { legalDatesOf, legalVersions } from '../builder/legal-dates.ts'
import { type OutputContext, type ServerEntry, siteOutputs } from '../builder/outputs.ts'
import { bootScriptEntry, serverEntry, stylesheetEntry } from '../builder/paths.ts'
import { bootLoaderScript } from '../builder/vite/boot-loader-script.ts'
import { liveContent } from '../builder/vite/site-content.ts'
import { documentForPath, siteDocuments } from '#src/lib/routes.ts'
import type { LegalDates } from '#src/features/legal/legal-document.ts'
import type { Restaurant } from '#src/schemas/index.ts'
import { contentTypes } from './site-server.ts'

const port = Number(process.env.PORT ?? 5173)
// This computer only, hot reload included (Vite's own port for it would listen on every interface).
const host = process.env.HOST ?? 'localhost'
const vite = await createViteServer({
  server: { middlewareMode: true, ws: { host } },
  appType: 'custom',
})

/** The pages' inline loader, compiled once at start (builder/vite/boot-loader-script.ts). */
const bootLoader = bootLoaderScript()

/** The data files as they are now, dated now or at `--built-at=…` (builder/vite/site-content.ts). */
const content = liveContent(contentDir)

/**
 * Every file of the table by its URL path (`/sitemap.xml`, `/speisekarte/index.html`), for the
 * data as it is now: an edit of the business's size adds or removes the accessibility statement.
 */
function outputsNow(restaurant: Restaurant) {
  return new Map(siteOutputs(restaurant).map((output) => [`/${output.file}`, output]))
}

async function context(sites = content.sites()): Promise<OutputContext> {
  const builtAt = content.builtAt()
  let legalDates: LegalDates | undefined
  return {
    entry: (await vite.ssrLoadModule(`/${serverEntry}`)) as ServerEntry,
    sites,
    contentDir,
    builtAt,
    // Dated from git's history (a walk of half a second) when a file renders pages, on each request
    // (a legal text may have changed since); not for the images, manifests and texts that show none.
    get legalDates() {
      legalDates ??= legalDatesOf(legalVersions({ restaurant: sites.de.restaurant, builtAt }))
      return legalDates
    },
    assets: {
      stylesheet: `/${stylesheetEntry}`,
      bootScript: `/${bootScriptEntry}`,
      bootLoader: await bootLoader,
    },
  }
}

/** A file of the table by its name, else the page at the path (a not-found page with 404). */
async function answer(request: IncomingMessage, response: ServerResponse) {
  const url = request.url ?? '/'
  const { pathname } = new URL(url, 'http://dev')
  const sites = content.sites()
  const { restaurant } = sites.de
  const outputs = outputsNow(restaurant)
  const named = outputs.get(decodeURIComponent(pathname))
  const document = named ? undefined : documentForPath(pathname, restaurant)
  const output = named ?? outputs.get(`/${document!.file}`)!
  let body = await output.render(await context(sites))
  const type = contentTypes[extname(output.file)] ?? 'text/plain; charset=utf-8'
  // Vite adds its client (hot reload) and React's refresh preamble to every page.
  if (siteDocuments(restaurant).some((page) => page.file === output.file)) {
    body = await vite.transformIndexHtml(url, String(body))
  }
  response.writeHead(document?.path === null ? 404 : 200, { 'content-type': type })
  response.end(body)
}

function fail(error: unknown, response: ServerResponse) {
  if (error instanceof Error) vite.ssrFixStacktrace(error)
  console.error(error)
  response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
  response.end(error instanceof Error ? (error.stack ?? error.message) : String(error))
}

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://dev')
  // The table's files first: a share image the data made stale is rendered again, not the copy
  // in public/ that Vite would send.
  if (outputsNow(content.sites().de.restaurant).has(decodeURIComponent(pathname))) {
    answer(request, response).catch((error: unknown) => fail(error, response))
    return
  }
  vite.middlewares(request, response, () => {
    answer(request, response).catch((error: unknown) => fail(error, response))
  })
})

server.listen(port, host, () => console.log(`Dev server with hot reload: http://${host}:${port}/`))
