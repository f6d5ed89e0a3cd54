import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { type IncomingHttpHeaders, get } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routes } from '#src/lib/routes.ts'
import {
  bareDocumentHtml,
  bareDocumentPath,
  buildWithFloorPages,
  floorFolders,
  floorPageHtml,
  floorPath,
  photoFloorHtml,
  photoFloorPath,
  photoFloorRule,
} from './bench-floor.ts'
import { precompress } from '../builder/precompress.ts'
import { createSiteServer } from '../server/site-server.ts'

let build: string
let served: ReturnType<typeof buildWithFloorPages>

const heroPreload =
  '<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="/assets/hero-1.avif 480w" imagesizes="100vw" />'
const heroPicture =
  '<picture><source type="image/avif" srcSet="/assets/hero-1.avif 480w" sizes="100vw"/>' +
  '<img src="/assets/hero-1.jpeg" alt="" width="1920" height="1080" fetchPriority="high" class="absolute inset-0"/></picture>'
const legalPage =
  '<!doctype html>\n<html lang="de">\n  <head>\n    <meta charset="UTF-8" />\n    <title>AGB</title>\n' +
  '    <link rel="icon" href="data:image/svg+xml,%3Csvg%3E" />\n    <link rel="apple-touch-icon" href="/apple-touch-icon.png" />\n' +
  '    <link rel="canonical" href="https://example.org/agb" />\n    <style>h1{color:red}</style>\n' +
  '    <noscript data-deferred><link rel="stylesheet" href="/styles-rest.css"></noscript>\n' +
  '    <link rel="preload" as="font" href="/f.woff2" crossorigin />\n  </head>\n' +
  '  <body><h1 class="font-display" style="color:blue">AGB</h1><p>Text.</p>' +
  '<script type="application/ld+json">{}</script><script data-boot="/assets/boot.js">load()</script></body>\n</html>\n'
let server: ReturnType<typeof createSiteServer>
let origin: string

beforeAll(async () => {
  build = mkdtempSync(join(tmpdir(), 'bench-floor-'))
  const page = `<!doctype html><html lang="de"><head><title>Start</title>${heroPreload}<link rel="stylesheet" href="/assets/styles.css"></head><body><h1 class="font-display">Start</h1>${heroPicture}<p>${'Text. '.repeat(200)}</p><script type="module" src="/assets/boot.js"></script></body></html>`
  writeFileSync(join(build, 'index.html'), page)
  writeFileSync(join(build, '404.html'), '<!doctype html><title>Nicht gefunden</title>')
  mkdirSync(join(build, 'agb'))
  writeFileSync(join(build, 'agb', 'index.html'), legalPage)
  mkdirSync(join(build, 'en'))
  writeFileSync(join(build, 'en', '404.html'), '<!doctype html><title>Not found</title>')
  precompress(build)
  served = buildWithFloorPages(build, [
    { path: '/', file: 'index.html' },
    { path: '/agb', file: 'agb/index.html' },
  ])
  server = createSiteServer(served.root, { guests: floorFolders })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  server.close()
  served.remove()
  rmSync(build, { recursive: true, force: true })
})

function request(path: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, { headers: { 'Accept-Encoding': 'br, gzip' } }, (response) => {
      response.resume()
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      )
    }).on('error', reject)
  })
}

/** The headers that differ by body: what is left must be the same for the floor and a route. */
function withoutBodyHeaders(headers: IncomingHttpHeaders) {
  const rest = { ...headers }
  for (const name of ['etag', 'date', 'last-modified', 'content-length']) delete rest[name]
  return rest
}

describe('the bench’s floor pages', () => {
  it('are served brotli-compressed with the same headers as a route, but a policy that allows their own inline rule', async () => {
    const home = await request('/')
    const withoutPolicy = (headers: IncomingHttpHeaders) => {
      const rest = withoutBodyHeaders(headers)
      delete rest['content-security-policy']
      return rest
    }
    for (const path of [floorPath, photoFloorPath, bareDocumentPath('/agb')]) {
      const floor = await request(path)
      expect(floor.status).toBe(200)
      expect(floor.headers['content-encoding']).toBe('br')
      expect(floor.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(withoutPolicy(floor.headers)).toEqual(withoutPolicy(home.headers))
    }
    const photoFloorRuleHash = `'sha256-${createHash('sha256').update(photoFloorRule).digest('base64')}'`
    expect((await request(photoFloorPath)).headers['content-security-policy']).toContain(
      photoFloorRuleHash,
    )
  })

  it('leave the routes the headers the build alone gives them, to the byte', async () => {
    const alone = createSiteServer(build)
    await new Promise<void>((resolve) => alone.listen(0, '127.0.0.1', resolve))
    try {
      const port = (alone.address() as AddressInfo).port
      const production = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
        get(`http://127.0.0.1:${port}/`, { headers: { 'Accept-Encoding': 'br' } }, (response) => {
          response.resume()
          response.on('end', () => resolve(response.headers))
        }).on('error', reject)
      })
      expect(withoutBodyHeaders((await request('/')).headers)).toEqual(
        withoutBodyHeaders(production),
      )
    } finally {
      alone.close()
    }
  })

  it('is a plain text document: no stylesheet, font, image or script', () => {
    expect(floorPageHtml).toMatch(/^<!doctype html>\n<html lang="de">/)
    expect(floorPageHtml.match(/<p>/g)?.length).toBeGreaterThanOrEqual(3)
    expect(floorPageHtml).not.toMatch(/<(script|style|img|picture|svg)\b/)
    // Its one link is an empty icon: no request for /favicon.ico.
    expect(floorPageHtml.match(/<link [^>]*>/g)).toEqual(['<link rel="icon" href="data:,">'])
  })

  it('the photo floor is the home page’s hero alone: its preloads and <picture>, no stylesheet or script', () => {
    const html = photoFloorHtml(readFileSync(join(build, 'index.html'), 'utf8'))
    expect(html).toContain(heroPreload)
    expect(html).toContain(heroPicture.replace(' class="absolute inset-0"', ''))
    expect(html.match(/<h1>/g)).toHaveLength(1)
    expect(html).not.toMatch(/<script\b|rel="stylesheet"|class=/)
    // One rule, for the photo's box.
    expect(html.match(/<style>[^<]*<\/style>/g)).toEqual([`<style>${photoFloorRule}</style>`])
  })

  it('refuses a home page without a preloaded hero', () => {
    expect(() => photoFloorHtml('<!doctype html><title>Start</title><p>Text</p>')).toThrow(
      /no preloaded hero/,
    )
  })

  it('a text page’s bare document is its HTML without scripts, styles, stylesheets, preloads or icons', () => {
    const bare = bareDocumentHtml(legalPage)!
    expect(bare).toContain('<title>AGB</title>')
    expect(bare).toContain('<link rel="canonical" href="https://example.org/agb" />')
    expect(bare).toContain('<h1 class="font-display">AGB</h1><p>Text.</p>')
    expect(bare).not.toMatch(/<script|<style|style=|noscript|stylesheet|preload|apple-touch-icon/)
    // Its one icon is the empty one: no request for /favicon.ico.
    expect(bare.match(/rel="icon"[^>]*>/g)).toEqual(['rel="icon" href="data:,">'])
  })

  it('a page that preloads its hero photo has no bare document: its floor is the photo floor', () => {
    expect(bareDocumentHtml(readFileSync(join(build, 'index.html'), 'utf8'))).toBeUndefined()
    expect([...served.bareDocuments]).toEqual([['/agb', '/bench-bare/agb']])
  })

  it('stay out of the build folder and the route table', () => {
    const paths = routes.flatMap((route) => Object.values(route.paths))
    expect(paths).toContain('/en/menu')
    for (const floor of [floorPath, photoFloorPath]) {
      expect(readdirSync(build)).not.toContain(floor.slice(1))
      expect(paths).not.toContain(floor)
    }
    expect(paths.filter((path) => path?.startsWith(floorPath))).toEqual([])
  })

  it('removes its copy of the build', () => {
    const copy = buildWithFloorPages(build)
    expect(existsSync(join(copy.root, floorPath.slice(1), 'index.html.br'))).toBe(true)
    copy.remove()
    expect(existsSync(copy.root)).toBe(false)
  })
})
