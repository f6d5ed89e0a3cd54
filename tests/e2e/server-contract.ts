// What every way of serving the build must do — the Node server of `npm start` and nginx with the
// build's _nginx/snippets/site.conf run the same tests (server-node.spec.ts, server-nginx.spec.ts):
// routes, the 404 page, caching, compression, security headers, methods, and a list of malformed and
// hostile requests that must never produce a 5xx or a file from outside the build.
// These tests only make HTTP requests, so they use Playwright's plain `test` (the browser fixture of
// fixtures.ts would open a browser context per test for nothing).
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { dirname, join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { clientOutDir } from '../../builder/paths.ts'
import {
  externalOriginsOf,
  buildInlineHashes,
  cacheControl,
  securityHeaders,
} from '../../headers/security-headers.ts'
import { loadSite } from '../../builder/content/load-site.ts'
import { uiTexts } from '#src/i18n/index.ts'
import { escapeHtml } from '#src/lib/escape-html.ts'
import { siteDocuments } from '#src/lib/routes.ts'

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/**
 * One request with the path sent byte for byte. Playwright's and fetch's URL parsing would
 * normalise `%2e%2e/`, `/../` and backslashes away before the server ever saw them.
 */
export function rawRequest(
  origin: string,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: hostname, port, path, method, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end()
  })
}

/** Requests that probe for path traversal, source files and parser bugs. */
export const hostilePaths = [
  '/%ZZ',
  '/%',
  '/%%30',
  '/%2',
  '/%E0%A4%A',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/..%2fpackage.json',
  '/%2e%2e/package.json',
  '/%2e%2e%2fpackage.json',
  '/%252e%252e%252fpackage.json',
  '/%252e%252e/%252e%252e/etc/passwd',
  '/assets/%2e%2e/%2e%2e/package.json',
  '/assets/../../package.json',
  '/../../../../etc/passwd',
  '/%c0%ae%c0%ae/package.json',
  '/%c0%ae%c0%ae%c0%afpackage.json',
  '/%c0%af',
  '/%00',
  '/index.html%00.txt',
  '/%00/../package.json',
  '/.git/config',
  '/.git/HEAD',
  '/.env',
  '/package.json',
  '/package-lock.json',
  '/src/main.tsx',
  '/src/app/runtime/boot.ts',
  '/server/serve.ts',
  '/vite.config.ts',
  '/node_modules/react/package.json',
  '/..\\package.json',
  '/assets\\..\\..\\package.json',
  '/%5c..%5cpackage.json',
  '//etc/passwd',
  '/etc/passwd',
  '/index.html.gz',
  '/index.html.br',
  '/_nginx/nginx.conf',
  '/_nginx/snippets/security-headers.conf',
]

/** Text that appears in files outside the build and never in an answer of the site. */
const leakMarkers = [
  '"devDependencies"',
  'repositoryformatversion',
  'root:x:0:0',
  'createSiteServer',
]

/** The pages of the suite's site (its data decides whether it has the accessibility statement). */
const documents = siteDocuments(loadSite().restaurant)
const pages = documents.filter((document) => document.path !== null)
/** Only the 404 page logs the unknown path. */
const notFoundMarker = '404: no page at'

/**
 * A hashed JavaScript file of the build, to test asset caching and compression: the biggest, since
 * a file of a few bytes gets no precompressed twins (compressed, it would not be smaller).
 */
export function hashedScript(): string {
  const assets = join(clientOutDir, 'assets')
  const [file] = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size)
  if (!file) throw new Error(`No JavaScript in ${clientOutDir}/assets: build first`)
  return `/assets/${file}`
}

/** The headers every answer must carry, per scheme: read once, since it reads the whole build. */
const expectedSecurityHeaders = new Map<boolean, [string, string][]>()

function expectSecurityHeaders(response: RawResponse, https: boolean) {
  let expected = expectedSecurityHeaders.get(https)
  if (!expected) {
    // The CSP admits any inline script or style of the build by hash (today there is none).
    const options = {
      https,
      ...externalOriginsOf(loadSite().restaurant),
      ...buildInlineHashes(clientOutDir),
    }
    expected = [...securityHeaders(options)]
    expectedSecurityHeaders.set(https, expected)
  }
  for (const [name, value] of expected) {
    expect(response.headers[name.toLowerCase()], name).toBe(value)
  }
}

function decoded(response: RawResponse): Buffer {
  const encoding = response.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(response.body)
  if (encoding === 'gzip') return gunzipSync(response.body)
  return response.body
}

export interface ServerUnderTest {
  name: string
  origin: () => string
  /** Whether the server's headers are the HTTPS set (nginx) or the plain-HTTP set (Node). */
  https: boolean
  /** The content codings it sends from the precompressed twins, best first. */
  encodings: ('br' | 'gzip')[]
}

export function describeServerContract(server: ServerUnderTest) {
  const get = (path: string, options?: Parameters<typeof rawRequest>[2]) =>
    rawRequest(server.origin(), path, options)

  test.describe(`${server.name} serves the build`, () => {
    test('every page answers 200 with its page, no-cache and every security header', async () => {
      for (const document of pages) {
        const path = document.path!
        const response = await get(path)
        expect(response.status, path).toBe(200)
        expect(response.headers['content-type'], path).toMatch(/^text\/html;\s?charset=utf-8$/i)
        expect(response.headers['cache-control'], path).toBe(cacheControl.revalidate)
        const html = decoded(response).toString()
        const { restaurant } = loadSite(document.language)
        const title = uiTexts[document.language].pageHeadText(restaurant)[document.page].title
        expect(html, path).toContain(`<title>${escapeHtml(title)}</title>`)
        expect(html, path).toMatch(new RegExp(`<html lang="${document.language}"[ >]`))
        expectSecurityHeaders(response, server.https)
      }
    })

    test('an unknown path answers 404 with the 404 page of its language and the security headers', async () => {
      for (const [path, language] of [
        ['/gibt/es/nicht', 'de'],
        ['/assets/fehlt.js', 'de'],
        ['/impressum/fehlt', 'de'],
        ['/en/does-not-exist', 'en'],
        ['/en/menu/missing', 'en'],
      ] as const) {
        const response = await get(path)
        expect(response.status, path).toBe(404)
        expect(response.headers['cache-control'], path).toBe(cacheControl.revalidate)
        const html = decoded(response).toString()
        expect(html, path).toContain(notFoundMarker)
        expect(html, path).toMatch(new RegExp(`<html lang="${language}"[ >]`))
        expectSecurityHeaders(response, server.https)
      }
    })

    test('hashed assets are cached for a year as immutable', async () => {
      const response = await get(hashedScript())
      expect(response.status).toBe(200)
      expect(response.headers['cache-control']).toBe(cacheControl.immutable)
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript\b/)
      expectSecurityHeaders(response, server.https)
    })

    test('sends the precompressed twins to clients that accept them, the original to others', async () => {
      const script = hashedScript()
      const original = readFileSync(join(clientOutDir, script))
      const accepts = [
        ...server.encodings.map((encoding) => [encoding, encoding]),
        ['identity', undefined],
      ]
      for (const [accept, expected] of accepts) {
        for (const path of ['/', script]) {
          const response = await get(path, { headers: { 'Accept-Encoding': accept ?? '' } })
          expect(response.status, `${path} ${accept}`).toBe(200)
          expect(response.headers['content-encoding'], `${path} ${accept}`).toBe(expected)
          expect(response.headers.vary, path).toMatch(/Accept-Encoding/i)
          if (path === script) expect(decoded(response).equals(original)).toBe(true)
        }
      }
      const both = await get(script, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
      expect(both.headers['content-encoding']).toBe(server.encodings[0])
      // q=0 means "not acceptable".
      const noBrotli = await get(script, { headers: { 'Accept-Encoding': 'br;q=0, gzip' } })
      expect(noBrotli.headers['content-encoding']).toBe('gzip')
      const none = await get(script, { headers: { 'Accept-Encoding': 'gzip;q=0, br;q=0' } })
      expect(none.headers['content-encoding']).toBeUndefined()
    })

    test('revalidation with the ETag answers 304', async () => {
      const first = await get('/impressum')
      const etag = first.headers.etag
      expect(typeof etag).toBe('string')
      const second = await get('/impressum', { headers: { 'If-None-Match': String(etag) } })
      expect(second.status).toBe(304)
      expect(second.body.length).toBe(0)
    })

    test('HEAD answers like GET without a body', async () => {
      for (const [path, status] of [
        ['/', 200],
        ['/gibt/es/nicht', 404],
      ] as const) {
        const response = await get(path, { method: 'HEAD' })
        expect(response.status, path).toBe(status)
        expect(response.body.length, path).toBe(0)
        expectSecurityHeaders(response, server.https)
      }
    })

    test('other methods answer 405 with Allow: GET, HEAD', async () => {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        const response = await get('/', { method })
        expect(response.status, method).toBe(405)
        expect(response.headers.allow, method).toBe('GET, HEAD')
        expectSecurityHeaders(response, server.https)
      }
    })

    test('malformed and hostile paths never get a 5xx or a file from outside the build', async () => {
      const answers: string[] = []
      for (const path of hostilePaths) {
        const response = await get(path)
        const body = decoded(response).toString()
        answers.push(`${path} → ${response.status}`)
        expect([400, 404], `${path} answered ${response.status}`).toContain(response.status)
        for (const marker of leakMarkers) expect(body, path).not.toContain(marker)
        if (response.status === 404) expect(body, path).toContain(notFoundMarker)
      }
      test.info().annotations.push({ type: 'answers', description: answers.join(', ') })
      // Still serving after all of that.
      expect((await get('/')).status).toBe(200)
    })

    test('an overlong URL answers 414 with the security headers, never 5xx', async () => {
      for (const length of [10_000, 20_000, 40_000]) {
        const response = await get(`/${'a'.repeat(length)}`)
        expect(response.status, `length ${length}`).toBe(414)
        expectSecurityHeaders(response, server.https)
      }
      const query = await get(`/?q=${'x'.repeat(10_000)}`)
      expect([404, 414]).toContain(query.status)
    })

    test('odd Range headers never break a response', async () => {
      for (const range of [
        'bytes=5-2',
        'bytes=-5',
        'bytes=0-1,5-9',
        'bytes=abc',
        'bytes=999999-',
      ]) {
        const response = await get('/', {
          headers: { Range: range, 'Accept-Encoding': 'identity' },
        })
        expect([200, 206, 416], range).toContain(response.status)
      }
      // A server may serve the part (nginx) or ignore Range and send it all (the Node server).
      const part = await get('/', {
        headers: { Range: 'bytes=0-14', 'Accept-Encoding': 'identity' },
      })
      expect([200, 206]).toContain(part.status)
      expect(part.body.subarray(0, 15).toString()).toBe('<!doctype html>')
      expect(part.body.length === 15).toBe(part.status === 206)
    })
  })
}

/** Files of each type whose Content-Type matters, for a throwaway root served by each server. */
export const typedFiles: Record<string, { body: string; type: RegExp }> = {
  'site.webmanifest': { body: '{"name":"Test"}', type: /^application\/manifest\+json\b/ },
  'image.avif': { body: 'avif', type: /^image\/avif$/ },
  'font.woff2': { body: 'woff2', type: /^font\/woff2$/ },
  'icon.svg': { body: '<svg xmlns="http://www.w3.org/2000/svg"/>', type: /^image\/svg\+xml\b/ },
  'sitemap.xml': { body: '<?xml version="1.0"?><urlset/>', type: /^(text|application)\/xml\b/ },
  'robots.txt': { body: 'User-agent: *\n', type: /^text\/plain\b/ },
}

export const typedFilesNotFoundPage = `<!doctype html><title>404</title><div ${notFoundMarker}></div>`

/** Writes the not-found page of each language (404.html, en/404.html) into a throwaway root. */
export function writeNotFoundPages(root: string) {
  for (const document of documents.filter((candidate) => candidate.path === null)) {
    const file = join(root, document.file)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, typedFilesNotFoundPage)
  }
}

export function describeContentTypes(server: { name: string; origin: () => string }) {
  test(`${server.name} sends the right Content-Type for manifests, images, fonts, XML and text`, async () => {
    for (const [file, { type }] of Object.entries(typedFiles)) {
      const response = await rawRequest(server.origin(), `/${file}`)
      expect(response.status, file).toBe(200)
      expect(response.headers['content-type'], file).toMatch(type)
      expect(response.headers['x-content-type-options'], file).toBe('nosniff')
    }
  })
}
