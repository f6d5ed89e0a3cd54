import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { brotliQuality, precompress } from './precompress'

let root = ''
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('precompress', () => {
  it('writes brotli and gzip twins of text files that decompress to the original', () => {
    root = mkdtempSync(join(tmpdir(), 'precompress-'))
    const html = '<!doctype html><p>Butter Chicken</p>'.repeat(50)
    writeFileSync(join(root, 'index.html'), html)
    writeFileSync(join(root, 'photo.png'), Buffer.alloc(2048))
    const [result] = precompress(root)
    expect(result?.file).toBe('index.html')
    expect(brotliDecompressSync(readFileSync(join(root, 'index.html.br'))).toString()).toBe(html)
    expect(gunzipSync(readFileSync(join(root, 'index.html.gz'))).toString()).toBe(html)
    expect(existsSync(join(root, 'photo.png.gz'))).toBe(false)
  })

  it('writes no twin that is not smaller, and removes a stale one', () => {
    root = mkdtempSync(join(tmpdir(), 'precompress-'))
    writeFileSync(join(root, 'tiny.txt'), 'a')
    writeFileSync(join(root, 'tiny.txt.gz'), 'stale')
    precompress(root)
    expect(existsSync(join(root, 'tiny.txt.gz'))).toBe(false)
    expect(existsSync(join(root, 'tiny.txt.br'))).toBe(false)
  })
})

describe('brotli level', () => {
  it('is the highest for what visitors load, 9 only for files over 1 MB', () => {
    expect(brotliQuality(300 * 1024)).toBe(constants.BROTLI_MAX_QUALITY)
    expect(brotliQuality(6 * 1024 * 1024)).toBe(9)
  })
})
