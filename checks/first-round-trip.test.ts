// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { pageTransferSize } from './first-round-trip'

const root = mkdtempSync(join(tmpdir(), 'first-round-trip-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('pageTransferSize', () => {
  it('counts the compressed body the server sends and every byte of its header block', async () => {
    const html = `<!doctype html><title>Test</title>${'<p>Butter Chicken 14,90 €</p>'.repeat(400)}`
    const brotli = brotliCompressSync(html)
    writeFileSync(join(root, 'index.html'), html)
    writeFileSync(join(root, 'index.html.br'), brotli)
    writeFileSync(join(root, '404.html'), '<!doctype html><title>404</title>')
    mkdirSync(join(root, 'en'))
    writeFileSync(join(root, 'en', '404.html'), '<!doctype html><title>404</title>')

    const size = await pageTransferSize(root, '/')
    expect(size.bodyBytes).toBe(brotli.length)
    // The security headers alone (CSP, Permissions-Policy…) take more than a kilobyte.
    expect(size.headerBytes).toBeGreaterThan(1000)
    expect(size.headerBytes).toBeLessThan(2000)
  })
})
