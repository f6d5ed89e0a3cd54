// The production static server used by `npm start` and the end-to-end tests: serves the build
// output with sirv, answers unknown paths with 404.html and status 404.
import { readFileSync } from 'node:fs'
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import { join } from 'node:path'
import sirv from 'sirv'

export function createSiteServer(root: string) {
  const notFoundPage = readFileSync(join(root, '404.html'))
  const assets = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      const hashed = pathname.startsWith('/assets/')
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })

  function notFound(_req: IncomingMessage, res: ServerResponse) {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
    res.end(_req.method === 'HEAD' ? undefined : notFoundPage)
  }

  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    try {
      assets(req, res, () => notFound(req, res))
    } catch {
      notFound(req, res)
    }
  })
}
