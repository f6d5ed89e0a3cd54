import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiteServer } from './site-server.ts'

/*
 * Files that sit in the build folder but are not part of the site: a deploy that copied a .env or a
 * .git folder along, the nginx configuration. The e2e server contract probes such paths on the real
 * build, where they do not exist; here they do.
 */
let root: string
let origin: string
let server: ReturnType<typeof createSiteServer>

const secret = 'SECRET=do-not-serve'

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-server-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Home</title>')
  writeFileSync(join(root, '404.html'), '<!doctype html><title>Nicht gefunden</title>')
  mkdirSync(join(root, 'en'))
  writeFileSync(join(root, 'en', 'index.html'), '<!doctype html><title>Home (English)</title>')
  writeFileSync(join(root, 'en', '404.html'), '<!doctype html><title>Not found</title>')
  writeFileSync(join(root, 'en', '.env'), secret)
  writeFileSync(join(root, '.env'), secret)
  mkdirSync(join(root, '_nginx'))
  writeFileSync(join(root, '_nginx', 'nginx.conf'), secret)
  mkdirSync(join(root, '.git'))
  writeFileSync(join(root, '.git', 'config'), secret)
  mkdirSync(join(root, 'assets', '.cache'), { recursive: true })
  writeFileSync(join(root, 'assets', '.cache', 'entry.js'), secret)
  mkdirSync(join(root, '.well-known'))
  writeFileSync(join(root, '.well-known', 'security.txt'), 'Contact: mailto:x@example.test')
  server = createSiteServer(root)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  server.close()
  rmSync(root, { recursive: true, force: true })
})

function fetchText(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    }).on('error', reject)
  })
}

describe('createSiteServer with dotfiles and the nginx configuration in the build folder', () => {
  for (const path of [
    '/.env',
    '/.git/config',
    '/%2egit/config',
    '/assets/.cache/entry.js',
    '/_nginx/nginx.conf',
  ]) {
    it(`answers ${path} with the 404 page, never the file`, async () => {
      const { status, body } = await fetchText(path)
      expect(status).toBe(404)
      expect(body).toContain('Nicht gefunden')
      expect(body).not.toContain(secret)
    })
  }

  it('answers an unknown English path with the English 404 page', async () => {
    for (const path of ['/en/x', '/en/menu/y', '/en/.env']) {
      const { status, body } = await fetchText(path)
      expect(status, path).toBe(404)
      expect(body, path).toContain('Not found')
      expect(body, path).not.toContain(secret)
    }
    const english = await fetchText('/en/')
    expect([english.status, english.body]).toEqual([
      200,
      '<!doctype html><title>Home (English)</title>',
    ])
    // Only /en/ is English: /english and /x/en/ are German paths.
    for (const path of ['/english', '/x/en/y']) {
      expect((await fetchText(path)).body, path).toContain('Nicht gefunden')
    }
  })

  it('serves /.well-known/ (security.txt and the like)', async () => {
    const { status, body } = await fetchText('/.well-known/security.txt')
    expect(status).toBe(200)
    expect(body).toContain('Contact:')
  })
})
