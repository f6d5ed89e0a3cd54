// The one way out of the engines' pages (ADR 033): an HTTP proxy on this machine that answers
// the external hosts the site embeds with the Chromium tests' stub pages (tests/e2e/fixtures.ts),
// refuses every other host, and records what was asked. Both engines accept its self-signed
// certificate (WebDriver's acceptInsecureCerts), so a page's https://… frame loads the stub.
// WebKit sends the site's own requests through it too: it forwards them to the site's server and
// puts the page watch (page-watch.ts) in front of each page's scripts, and records each document's
// status, which classic WebDriver does not report.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
  createServer,
  request as httpRequest,
} from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import type { AddressInfo, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliDecompress, gunzip } from 'node:zlib'
import { loadSite } from '../../builder/content/load-site.ts'
import { stubs } from '../e2e/fixtures.ts'
import { systemBinaries, systemBinary } from './system-binaries.ts'
import { watchPage, watchStorageKey } from './page-watch.ts'

export interface StubProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number
  /** Every URL asked of a host other than the site's, in order (a refused host as https://host/). */
  external: string[]
  /** The status of each document of the site the proxy forwarded (WebKit's), in order. */
  documents: { path: string; status: number }[]
  close: () => Promise<void>
}

/** Where the proxy serves the page watch, on the site's origin (the pages' CSP allows 'self'). */
export const watchPath = '/__engine-suite/watch.js'
const watchScript = `(${watchPage.toString()})(${JSON.stringify(watchStorageKey)})\n`

const orderingHost = new URL(loadSite().restaurant.orderingUrl).hostname

/** The stub page of a stubbed host, as the Chromium tests' fixture answers it; else undefined. */
function stubFor(hostname: string): string | undefined {
  if (hostname === orderingHost) return stubs.ordering
  if (hostname === 'openstreetmap.org' || hostname.endsWith('.openstreetmap.org')) return stubs.map
  return undefined
}

/** A throwaway self-signed certificate for the stub hosts' TLS, made with Debian's openssl. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const folder = mkdtempSync(join(tmpdir(), 'engine-suite-'))
  try {
    const [key, cert] = [join(folder, 'key.pem'), join(folder, 'cert.pem')]
    // prettier-ignore
    execFileSync(systemBinary(systemBinaries.openssl), [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-days', '2', '-subj', '/CN=engine-suite-stub', '-keyout', key, '-out', cert,
    ], { stdio: 'pipe' })
    return { key: readFileSync(key), cert: readFileSync(cert) }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

const decoders = { br: promisify(brotliDecompress), gzip: promisify(gunzip) }

/** The page with the watch as the first element of its <head>. */
async function withWatch(html: Buffer, encoding: string | undefined): Promise<Buffer> {
  const decode = encoding === 'br' || encoding === 'gzip' ? decoders[encoding] : undefined
  const text = (decode ? await decode(html) : html).toString('utf8')
  const watched = text.replace(
    /<head[^>]*>/,
    (head) => `${head}<script src="${watchPath}"></script>`,
  )
  if (watched === text) throw new Error('a page without <head>: no place for the page watch')
  return Buffer.from(watched)
}

/** No revalidation: a page always comes whole, with the watch (a 304 has no body). */
function withoutRevalidation(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  delete headers['if-none-match']
  delete headers['if-modified-since']
  return headers
}

/**
 * Starts the proxy. `site` is the origin of the site's server (http://localhost:PORT), whose
 * requests it forwards.
 */
export async function startStubProxy(site: string): Promise<StubProxy> {
  const siteUrl = new URL(site)
  const external: string[] = []
  const documents: StubProxy['documents'] = []

  const answerStub = (url: URL, response: ServerResponse) => {
    external.push(url.href)
    const stub = stubFor(url.hostname)
    if (stub) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(stub)
    else response.writeHead(403).end()
  }
  const stubHosts = createTlsServer(selfSignedCertificate(), (request, response) =>
    answerStub(new URL(request.url ?? '/', `https://${request.headers.host}`), response),
  )

  const forwardToSite = (request: IncomingMessage, response: ServerResponse, url: URL) => {
    if (url.pathname === watchPath) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(watchScript)
      return
    }
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: siteUrl.port,
        method: request.method,
        path: url.pathname + url.search,
        headers: withoutRevalidation({ ...request.headers, host: siteUrl.host }),
      },
      async (answer) => {
        // A page the tab opens, not an HTML fragment a page fetches (the menu dialog's dishes).
        const isPage =
          request.headers['sec-fetch-dest'] === 'document' &&
          String(answer.headers['content-type']).startsWith('text/html')
        if (!isPage) {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
          return
        }
        documents.push({ path: url.pathname, status: answer.statusCode ?? 0 })
        const chunks: Buffer[] = []
        for await (const chunk of answer) chunks.push(chunk as Buffer)
        const body = await withWatch(Buffer.concat(chunks), answer.headers['content-encoding'])
        const headers = { ...answer.headers, 'content-length': String(body.length) }
        delete headers['content-encoding']
        delete headers.etag
        response.writeHead(answer.statusCode ?? 502, headers).end(body)
      },
    )
    upstream.on('error', (error) => response.writeHead(502).end(String(error)))
    request.pipe(upstream)
  }

  const proxy = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`)
    if (url.host === siteUrl.host) forwardToSite(request, response, url)
    else answerStub(url, response)
  })
  // https://host/…: the stub hosts' TLS ends here; any other host is refused before TLS begins.
  const tunnels = new Set<Socket>()
  proxy.on('connect', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    tunnels.add(socket)
    socket.on('close', () => tunnels.delete(socket))
    const hostname = new URL(`https://${request.url}`).hostname
    if (!stubFor(hostname)) {
      external.push(`https://${hostname}/`)
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n')
      return
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
    if (head.length > 0) socket.unshift(head)
    stubHosts.emit('connection', socket)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  return {
    port: (proxy.address() as AddressInfo).port,
    external,
    documents,
    close: async () => {
      for (const socket of tunnels) socket.destroy()
      proxy.closeAllConnections()
      await Promise.all([
        new Promise((resolve) => proxy.close(resolve)),
        new Promise((resolve) => stubHosts.close(resolve)),
      ])
    },
  }
}
