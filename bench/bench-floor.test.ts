import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { type IncomingHttpHeaders, get } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documents } from '../src/lib/routes.ts'
import { buildWithFloorPage, floorPageHtml, floorPath } from './bench-floor.ts'
import { precompress } from '../build/precompress.ts'
import { createSiteServer } from '../server/site-server.ts'

let build: string
let served: ReturnType<typeof buildWithFloorPage>
let server: ReturnType<typeof createSiteServer>
let origin: string

beforeAll(async () => {
  build = mkdtempSync(join(tmpdir(), 'bench-floor-'))
  const page = `<!doctype html><html lang="de"><title>Start</title><p>${'Text. '.repeat(200)}</p>`
  writeFileSync(join(build, 'index.html'), page)
  writeFileSync(join(build, '404.html'), '<!doctype html><title>Nicht gefunden</title>')
  mkdirSync(join(build, 'en'))
  writeFileSync(join(build, 'en', '404.html'), '<!doctype html><title>Not found</title>')
  precompress(build)
  served = buildWithFloorPage(build)
  server = createSiteServer(served.root)
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

describe('the bench’s floor page', () => {
  it('is served brotli-compressed with the same headers as a route', async () => {
    const floor = await request(floorPath)
    const home = await request('/')
    expect(floor.status).toBe(200)
    expect(floor.headers['content-encoding']).toBe('br')
    expect(floor.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(withoutBodyHeaders(floor.headers)).toEqual(withoutBodyHeaders(home.headers))
  })

  it('is a plain text document: no stylesheet, font, image or script', () => {
    expect(floorPageHtml).toMatch(/^<!doctype html>\n<html lang="de">/)
    expect(floorPageHtml.match(/<p>/g)?.length).toBeGreaterThanOrEqual(3)
    expect(floorPageHtml).not.toMatch(/<(script|link|style|img|picture|svg)\b/)
  })

  it('stays out of the build folder and the route table', () => {
    expect(readdirSync(build)).not.toContain(floorPath.slice(1))
    const paths = documents.map((document) => document.path)
    expect(paths).toContain('/en/menu')
    expect(paths).not.toContain(floorPath)
    expect(paths.filter((path) => path?.startsWith(floorPath))).toEqual([])
  })

  it('removes its copy of the build', () => {
    const copy = buildWithFloorPage(build)
    expect(existsSync(join(copy.root, floorPath.slice(1), 'index.html.br'))).toBe(true)
    copy.remove()
    expect(existsSync(copy.root)).toBe(false)
  })
})
