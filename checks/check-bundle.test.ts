import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  chunkSizes,
  cmsBytesInPages,
  filesUsingIntl,
  inlineScriptBytes,
  type Manifest,
  otherLanguageModules,
  pageIslands,
  pageScriptFiles,
} from './check-bundle'
import type { ModuleSizes } from '../builder/vite/module-sizes'

const manifest: Manifest = {
  'src/app/runtime/boot.ts': {
    file: 'assets/boot.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: [
      '_island-root.js',
      'src/app/runtime/bindings/order-modal.tsx',
      'src/app/runtime/bindings/opening-hours.tsx',
    ],
  },
  '_shared.js': { file: 'assets/shared.js' },
  '_style.css': { file: 'assets/style.css' },
  '_island-root.js': { file: 'assets/hydrate.js', imports: ['_shared.js'] },
  'src/app/runtime/bindings/order-modal.tsx': {
    file: 'assets/order-modal.js',
    imports: ['_style.css', '_dialog.js'],
  },
  '_dialog.js': { file: 'assets/dialog.js' },
  'src/app/runtime/bindings/opening-hours.tsx': {
    file: 'assets/opening-hours.js',
    dynamicImports: ['src/features/hours/hours-now.ts'],
  },
  'src/features/hours/hours-now.ts': { file: 'assets/hours-now.js' },
}

describe('page bundle measurement', () => {
  it('counts the boot script, its imports, the runtime and the islands of the page', () => {
    expect(pageScriptFiles(manifest, ['order-modal', 'opening-hours']).sort()).toEqual([
      'assets/boot.js',
      'assets/dialog.js',
      'assets/hours-now.js',
      'assets/hydrate.js',
      'assets/opening-hours.js',
      'assets/order-modal.js',
      'assets/shared.js',
    ])
  })

  it('leaves out the islands the page does not have, and counts nothing for a page without', () => {
    const files = pageScriptFiles(manifest, ['opening-hours'])
    expect(files).not.toContain('assets/order-modal.js')
    expect(files).not.toContain('assets/dialog.js')
    expect(pageScriptFiles(manifest, [])).toEqual([])
  })

  it('leaves out the modules that load on demand, but not what the page needs anyway', () => {
    const files = pageScriptFiles(manifest, ['opening-hours'], ['src/features/hours/hours-now.ts'])
    expect(files).not.toContain('assets/hours-now.js')
    expect(files).toContain('assets/opening-hours.js')
  })

  it("counts the island context of the page's language only", () => {
    const boot = manifest['src/app/runtime/boot.ts']!
    const withLanguages: Manifest = {
      ...manifest,
      'src/app/runtime/boot.ts': {
        ...boot,
        dynamicImports: [
          ...(boot.dynamicImports ?? []),
          'virtual:island-context/de',
          'virtual:island-context/en',
        ],
      },
      'virtual:island-context/de': { file: 'assets/de.js' },
      'virtual:island-context/en': { file: 'assets/en.js' },
    }
    const german = pageScriptFiles(withLanguages, ['opening-hours'])
    expect(german).toContain('assets/de.js')
    expect(german).not.toContain('assets/en.js')
    const english = pageScriptFiles(withLanguages, ['opening-hours'], [], 'en')
    expect(english).toContain('assets/en.js')
    expect(english).not.toContain('assets/de.js')
    expect(english).toContain('assets/opening-hours.js')
    expect(pageScriptFiles(withLanguages, [], [], 'en')).toEqual([])
  })

  it('fails loudly on an island the manifest lacks or a dangling reference', () => {
    expect(() => pageScriptFiles(manifest, ['share-button'])).toThrow(
      /src\/app\/runtime\/bindings\/share-button\.tsx/,
    )
    const broken: Manifest = { 'index.html': { file: 'a.js', isEntry: true, imports: ['_x.js'] } }
    expect(() => pageScriptFiles(broken, ['order-modal'])).toThrow(/_x\.js/)
  })

  it('reads the islands and the inline script of a prerendered page', () => {
    const html =
      '<div data-island="order-modal" data-when="idle"></div><div data-island="osm-map"></div>' +
      '<script type="application/ld+json">{"a":1}</script><script>console.error(1)</script>' +
      '<script type="module" src="/assets/boot.js"></script>'
    expect(pageIslands(html)).toEqual(['order-modal', 'osm-map'])
    expect(inlineScriptBytes(html)).toBe('console.error(1)'.length)
    expect(pageIslands('<p>Impressum</p>')).toEqual([])
  })

  it('measures brotli sizes, biggest first, and names a missing file', () => {
    const root = mkdtempSync(join(tmpdir(), 'bundle-'))
    mkdirSync(join(root, 'assets'))
    const big = Array.from({ length: 2000 }, (_, i) => `v${i * 7919}`).join(',')
    writeFileSync(join(root, 'assets/small.js'), 'export const s=1')
    writeFileSync(join(root, 'assets/big.js'), `const a=[${big}]`)
    const sizes = chunkSizes(root, ['assets/small.js', 'assets/big.js'])
    expect(sizes.map((chunk) => chunk.file)).toEqual(['assets/big.js', 'assets/small.js'])
    expect(sizes[0]!.brotliBytes).toBeGreaterThan(1000)
    expect(sizes[0]!.brotliBytes).toBeLessThan(sizes[0]!.bytes)
    expect(() => chunkSizes(root, ['assets/gone.js'])).toThrow(/gone\.js/)
  })

  it("names the other language's text modules in a page's files, not its own or dropped ones", () => {
    const sizes = {
      'assets/island-text.js': {
        'src/i18n/de/island-text.ts': 2892,
        'src/i18n/en/index.ts': 0,
      },
      'assets/en.js': { 'src/i18n/en/island-text.ts': 2907 },
      'assets/elsewhere.js': { 'src/i18n/de/pages.ts': 4000 },
    }
    const files = ['assets/island-text.js', 'assets/en.js']
    expect(otherLanguageModules(sizes, files, 'en')).toEqual(['src/i18n/de/island-text.ts'])
    expect(otherLanguageModules(sizes, files, 'de')).toEqual(['src/i18n/en/island-text.ts'])
    expect(otherLanguageModules(sizes, ['assets/en.js'], 'en')).toEqual([])
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

describe('the CMS stays out of the public pages', () => {
  const site: Manifest = {
    'src/app/runtime/boot.ts': { file: 'assets/boot-1.js', isEntry: true },
    'src/fonts/core.woff2': { file: 'assets/core-1.woff2' },
  }
  const admin: Manifest = {
    'src/admin/index.html': {
      file: 'assets/index-2.js',
      isEntry: true,
      css: ['assets/index-2.css'],
      assets: ['assets/core-1.woff2'],
    },
  }
  const siteModules: ModuleSizes = {
    'assets/boot-1.js': { 'src/app/runtime/boot.ts': 1800, 'src/lib/anchors.ts': 90 },
  }
  const page = (html: string, scripts: string[] = []) => ({ file: 'index.html', html, scripts })

  it('accepts pages that use only the site’s files, a font both builds emit included', () => {
    const html = '<link rel="preload" href="/assets/core-1.woff2"><script src="/assets/boot-1.js">'
    expect(cmsBytesInPages([page(html, ['assets/boot-1.js'])], site, admin, siteModules)).toEqual(
      [],
    )
  })

  it('names a page that refers to or loads a file of the CMS, and CMS modules in the site', () => {
    const html = '<link rel="stylesheet" href="/assets/index-2.css">'
    expect(
      cmsBytesInPages([page(html, ['assets/index-2.js'])], site, admin, {
        ...siteModules,
        // Bundled into an island's chunk by a static import: no manifest entry of its own.
        'assets/opening-hours-1.js': {
          'src/app/runtime/bindings/opening-hours.tsx': 900,
          'src/admin/cms-fields.ts': 2400,
        },
        'assets/x.js': { 'node_modules/@sveltia/cms/npm/index.js': 5000 },
      }),
    ).toEqual([
      "index.html loads the CMS's assets/index-2.css",
      "index.html loads the CMS's assets/index-2.js",
      "the site's assets/opening-hours-1.js contains src/admin/cms-fields.ts",
      "the site's assets/x.js contains node_modules/@sveltia/cms/npm/index.js",
    ])
  })
})
