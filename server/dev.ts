// `npm run dev`: Vite's dev server with hot module reloading that renders every request on the
// server the way the build prerenders it (Vite's SSR guide, middleware mode), so display-only
// regions, the <head> tags and hydration behave as in production. Port: PORT, default 5173.
import { createServer as createHttpServer } from 'node:http'
import { createServer as createViteServer } from 'vite'
import { bootScriptEntry, stylesheetEntry } from '../build/paths.ts'
import { renderDocument } from '../src/app/document/render-document.ts'
import { loadSite } from '../build/content/load-site.ts'

const port = Number(process.env.PORT ?? 5173)
// This computer only, hot reload included (Vite's own port for it would listen on every interface).
const host = 'localhost'
const vite = await createViteServer({
  server: { middlewareMode: true, ws: { host } },
  appType: 'custom',
})

const server = createHttpServer((request, response) => {
  vite.middlewares(request, response, () => {
    void (async () => {
      const url = request.url ?? '/'
      try {
        const entry = (await vite.ssrLoadModule(
          '/src/app/entry-server.tsx',
        )) as typeof import('../src/app/entry-server.tsx')
        const page = entry.documentForPath(new URL(url, 'http://dev').pathname)
        // The stylesheet stays a link here (hot reload), also on pages the build inlines it in.
        const document = renderDocument(entry.render(page, loadSite(page.language), new Date()), {
          style: { href: `/${stylesheetEntry}` },
          bootScript: `/${bootScriptEntry}`,
        })
        // Vite adds its client (hot reload) and React's refresh preamble.
        const html = await vite.transformIndexHtml(url, document)
        response.writeHead(page.path === null ? 404 : 200, {
          'content-type': 'text/html; charset=utf-8',
        })
        response.end(html)
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error)
        console.error(error)
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
        response.end(error instanceof Error ? (error.stack ?? error.message) : String(error))
      }
    })()
  })
})

server.listen(port, host, () => console.log(`Dev server with hot reload: http://${host}:${port}/`))
