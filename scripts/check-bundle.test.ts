import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { chunkSizes, filesUsingIntl, type Manifest, pageScriptFiles } from './check-bundle'

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/hydrate.tsx', 'src/pages/home-page.tsx', 'src/pages/agb-page.tsx'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  '_style.css': { file: 'assets/style.css' },
  'src/hydrate.tsx': { file: 'assets/hydrate.js', imports: ['_shared.js'] },
  'src/pages/home-page.tsx': {
    file: 'assets/home-page.js',
    imports: ['_style.css'],
    dynamicImports: ['src/lib/hours-now.ts'],
  },
  'src/lib/hours-now.ts': { file: 'assets/hours-now.js' },
  'src/pages/agb-page.tsx': { file: 'assets/agb-page.js', imports: ['_legal.js'] },
  '_legal.js': { file: 'assets/legal.js' },
}

describe('page bundle measurement', () => {
  it('counts the entry, its imports and the dynamic imports the page follows by itself', () => {
    expect(pageScriptFiles(manifest, 'home-page').sort()).toEqual([
      'assets/home-page.js',
      'assets/hours-now.js',
      'assets/hydrate.js',
      'assets/index.js',
      'assets/shared.js',
    ])
  })

  it('leaves out the other pages and what only they import', () => {
    expect(pageScriptFiles(manifest, 'agb-page')).toContain('assets/legal.js')
    expect(pageScriptFiles(manifest, 'home-page')).not.toContain('assets/legal.js')
    expect(pageScriptFiles(manifest, 'agb-page')).not.toContain('assets/hours-now.js')
  })

  it('leaves out the modules that load on demand, but not what the page needs anyway', () => {
    const files = pageScriptFiles(manifest, 'home-page', ['src/lib/hours-now.ts'])
    expect(files).not.toContain('assets/hours-now.js')
    expect(files).toContain('assets/home-page.js')
  })

  it('fails loudly on a page the manifest lacks or a dangling reference', () => {
    expect(() => pageScriptFiles(manifest, 'menu-page')).toThrow(/src\/pages\/menu-page\.tsx/)
    const broken: Manifest = { 'index.html': { file: 'a.js', isEntry: true, imports: ['_x.js'] } }
    expect(() => pageScriptFiles(broken, 'home-page')).toThrow(/_x\.js/)
  })

  it('measures gzip sizes, biggest first, and names a missing file', () => {
    const root = mkdtempSync(join(tmpdir(), 'bundle-'))
    mkdirSync(join(root, 'assets'))
    const big = Array.from({ length: 2000 }, (_, i) => `v${i * 7919}`).join(',')
    writeFileSync(join(root, 'assets/small.js'), 'export const s=1')
    writeFileSync(join(root, 'assets/big.js'), `const a=[${big}]`)
    const sizes = chunkSizes(root, ['assets/small.js', 'assets/big.js'])
    expect(sizes.map((chunk) => chunk.file)).toEqual(['assets/big.js', 'assets/small.js'])
    expect(sizes[0]!.gzipBytes).toBeGreaterThan(1000)
    expect(sizes[0]!.gzipBytes).toBeLessThan(sizes[0]!.bytes)
    expect(() => chunkSizes(root, ['assets/gone.js'])).toThrow(/gone\.js/)
  })

  it('finds the files that create an Intl formatter', () => {
    const root = mkdtempSync(join(tmpdir(), 'bundle-'))
    mkdirSync(join(root, 'assets'))
    writeFileSync(join(root, 'assets/price.js'), 'var e=new Intl.NumberFormat(`de-DE`);')
    writeFileSync(join(root, 'assets/plain.js'), 'var Intlx=1,i={Intl:2};export{i}')
    expect(filesUsingIntl(root, ['assets/price.js', 'assets/plain.js'])).toEqual([
      'assets/price.js',
    ])
  })
})
