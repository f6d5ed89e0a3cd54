// The production static server used by `npm start` and the end-to-end tests. It reads the whole
// build into memory at start (a few MB) and answers from a map of URL paths: a request path is only
// ever a key, never a file-system path, so no encoding trick reaches a file outside the build, and
// no request touches the disk or can fail after its status line (why not sirv:
// docs/decisions/004-in-memory-static-server.md). It sends the precompressed .br/.gz twins, ETags
// (304), the security headers and cache rules of headers/security-headers.ts, and the 404 page with
// status 404. Restart it after a rebuild.
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import { extname, join, posix, sep } from 'node:path'
import { loadSite } from '../builder/content/load-site.ts'
import {
  buildInlineHashes,
  cacheControl,
  cacheControlFor,
  externalOriginsOf,
  isAdminPath,
  securityHeaders,
} from '../headers/security-headers.ts'
import type { Restaurant } from '#src/schemas/index.ts'
import { defaultLanguage, languageOfPath, siteDocuments } from '#src/lib/routes.ts'
import { isServerConfig } from '../builder/paths.ts'

/** Like nginx's default (large_client_header_buffers 8k): longer request targets get 414. */
export const maxUrlLength = 8192

const allowedMethods = 'GET, HEAD'

export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'text/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
}

type Coding = 'br' | 'gzip'

interface Representation {
  body: Buffer
  etag: string
}

interface StaticFile {
  type: string
  lastModified: string
  identity: Representation
  encoded: Partial<Record<Coding, Representation>>
}

export interface SiteServerOptions {
  /** The ordering service the policy frames; by default the one in the data files. */
  restaurant?: Restaurant
  /**
   * Folders of pages served beside the build that are not part of it ("/bench-floor"): the bench's
   * floors. Their inline hashes go in the policy of their own responses only, so that every page
   * of the build carries the headers it carries in production, to the byte.
   */
  guests?: readonly string[]
}

/** Serves the build in `root`, with the policy the build's own inline scripts and styles need. */
export function createSiteServer(
  root: string,
  { restaurant = loadSite().restaurant, guests = [] }: SiteServerOptions = {},
) {
  const isGuest = (pathname: string) =>
    guests.some((folder) => pathname === folder || pathname.startsWith(`${folder}/`))
  const files = indexBuild(root)
  // One 404 page per language: an unknown path under /en/ gets the English one.
  const notFoundPages = new Map(
    siteDocuments(restaurant)
      .filter((document) => document.path === null)
      .map((document) => {
        const page = files.get(`/${document.file}`)
        if (!page) throw new Error(`${root}/${document.file} is missing: build first`)
        return [document.language, page]
      }),
  )
  const notFoundPageFor = (pathname: string | null) =>
    (notFoundPages.get(languageOfPath(pathname ?? '/')) ?? notFoundPages.get(defaultLanguage))!
  // Plain HTTP, so no upgrade-insecure-requests (see HeaderOptions.https).
  const options = {
    https: false,
    ...externalOriginsOf(restaurant),
    ...buildInlineHashes(root, (file) => !isGuest(`/${file}`)),
  }
  const siteHeaders = securityHeaders(options)
  // The CMS's document has a policy of its own (security-headers.ts).
  const adminHeaders = securityHeaders(options, '/admin/')
  const guestHeaders = securityHeaders({ ...options, ...buildInlineHashes(root) })

  // Node's own limit (16 KB of headers, request line included) would answer an overlong URL with a
  // bare 431 before this handler runs; a higher limit lets the handler send its 414 with headers.
  return createServer({ maxHeaderSize: 64 * 1024 }, (req, res) => {
    const url = req.url ?? '/'
    const path = url.split('?', 1)[0] ?? '/'
    const headers = isAdminPath(path) ? adminHeaders : isGuest(path) ? guestHeaders : siteHeaders
    for (const [name, value] of headers) res.setHeader(name, value)
    if (url.length > maxUrlLength) return end(res, 414)
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', allowedMethods)
      return end(res, 405)
    }
    const pathname = decodePath(url.split('?', 1)[0] ?? '/')
    const file = pathname === null ? undefined : files.get(pathname)
    if (!file) return send(req, res, 404, notFoundPageFor(pathname), cacheControl.revalidate)
    send(req, res, 200, file, cacheControlFor(pathname ?? '/'))
  })
}

function end(res: ServerResponse, status: number) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-cache',
  })
  res.end()
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  file: StaticFile,
  cache: string,
) {
  const coding = negotiate(req.headers['accept-encoding'], file)
  const representation = coding ? (file.encoded[coding] ?? file.identity) : file.identity
  res.setHeader('Cache-Control', cache)
  res.setHeader('ETag', representation.etag)
  res.setHeader('Last-Modified', file.lastModified)
  if (Object.keys(file.encoded).length > 0) res.setHeader('Vary', 'Accept-Encoding')
  if (status === 200 && matchesEtag(req.headers['if-none-match'], representation.etag)) {
    res.writeHead(304).end()
    return
  }
  res.setHeader('Content-Type', file.type)
  res.setHeader('Content-Length', representation.body.length)
  if (coding) res.setHeader('Content-Encoding', coding)
  res.writeHead(status)
  res.end(req.method === 'HEAD' ? undefined : representation.body)
}

/** The best coding the client accepts (q > 0) among the file's twins: brotli, then gzip. */
function negotiate(header: string | undefined, file: StaticFile): Coding | undefined {
  if (!header) return undefined
  const accepted = new Set<string>()
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((token) => token.trim())
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name)
  }
  return (['br', 'gzip'] as const).find(
    (coding) => file.encoded[coding] && (accepted.has(coding) || accepted.has('*')),
  )
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const value = tag.trim()
    return value === '*' || value.replace(/^W\//, '') === etag
  })
}

/** The decoded path, or null for a malformed percent-encoding (answered with the 404 page). */
function decodePath(raw: string): string | null {
  try {
    return decodeURI(raw)
  } catch {
    return null
  }
}

/**
 * Every file of the build under the URL paths that serve it: its own path, and for an index.html
 * also its directory with and without the trailing slash (as nginx's `try_files $uri
 * $uri/index.html`). Twins (.br, .gz) attach to their original; dotfiles other than /.well-known/
 * and the server configuration (`_nginx/`) are not part of the site.
 */
function indexBuild(root: string): Map<string, StaticFile> {
  const paths = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(sep).join(posix.sep))
    .filter(
      (name) => !name.split('/').some((part) => part.startsWith('.') && part !== '.well-known'),
    )
    .filter((name) => !isServerConfig(name) && !/\.(?:br|gz)$/.test(name))
    .filter((name) => statSync(join(root, name)).isFile())

  const files = new Map<string, StaticFile>()
  for (const name of paths) {
    const path = join(root, name)
    const identity = representation(readFileSync(path), '')
    const encoded: StaticFile['encoded'] = {}
    for (const [coding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      try {
        encoded[coding] = representation(readFileSync(path + suffix), `-${coding}`)
      } catch {
        // No twin (not compressible, or not smaller): the original is sent.
      }
    }
    const file: StaticFile = {
      type: contentTypes[extname(name).toLowerCase()] ?? 'application/octet-stream',
      lastModified: statSync(path).mtime.toUTCString(),
      identity,
      encoded,
    }
    files.set(`/${name}`, file)
    if (name === 'index.html') files.set('/', file)
    else if (name.endsWith('/index.html')) {
      const directory = `/${name.slice(0, -'/index.html'.length)}`
      files.set(directory, file)
      files.set(`${directory}/`, file)
    }
  }
  return files
}

function representation(body: Buffer, suffix: string): Representation {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22)
  return { body, etag: `"${hash}${suffix}"` }
}
