import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { entryScripts, homePageChunks, staticImports } from './check-bundle'

describe('home page bundle measurement', () => {
  it('finds the module script and modulepreloads, not other scripts or styles', () => {
    const html = `<link rel="modulepreload" crossorigin href="/assets/home.js" />
      <script type="application/ld+json">{}</script>
      <script type="module" crossorigin src="/assets/index.js"></script>
      <link rel="stylesheet" href="/assets/index.css">`
    expect(entryScripts(html)).toEqual(['/assets/home.js', '/assets/index.js'])
  })

  it('follows static imports and re-exports but not dynamic imports', () => {
    const code =
      'import{t as e}from"./a.js";import"./b.js";export{x}from"./c.js";' +
      'const p=()=>import(`./lazy.js`);import("./lazy2.js")'
    expect(staticImports(code)).toEqual(['./a.js', './b.js', './c.js'])
  })

  it('sums every reachable chunk once and sorts the biggest first', () => {
    const root = mkdtempSync(join(tmpdir(), 'bundle-'))
    mkdirSync(join(root, 'assets'))
    const big = Array.from({ length: 2000 }, (_, i) => `v${i * 7919}`).join(',')
    writeFileSync(join(root, 'assets/index.js'), `import"./shared.js";const a=[${big}]`)
    writeFileSync(join(root, 'assets/page.js'), 'import{s}from"./shared.js";import(`./other.js`)')
    writeFileSync(join(root, 'assets/shared.js'), 'export const s=1')
    writeFileSync(join(root, 'assets/other.js'), 'export const o=2')
    const html =
      '<script type="module" src="/assets/index.js"></script>' +
      '<link rel="modulepreload" href="/assets/page.js">'
    const chunks = homePageChunks(root, html)
    expect(chunks.map((chunk) => chunk.file)).toEqual([
      '/assets/index.js',
      expect.any(String),
      expect.any(String),
    ])
    expect(chunks.map((chunk) => chunk.file).sort()).toEqual([
      '/assets/index.js',
      '/assets/page.js',
      '/assets/shared.js',
    ])
    expect(chunks[0]!.gzipBytes).toBeGreaterThan(1000)
    expect(chunks[0]!.gzipBytes).toBeLessThan(chunks[0]!.bytes)
  })

  it('fails loudly when the page loads a file the build lacks', () => {
    const root = mkdtempSync(join(tmpdir(), 'bundle-'))
    expect(() => homePageChunks(root, '<script type="module" src="/assets/gone.js">')).toThrow(
      /gone\.js/,
    )
  })
})
