// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compareBuilds, firstDifference, withoutAssetHashes } from './compare-builds'

const root = mkdtempSync(join(tmpdir(), 'compare-builds-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function build(name: string, files: Record<string, string>): string {
  const dir = join(root, name)
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), content)
  }
  return dir
}

describe('compareBuilds', () => {
  it('ignores asset hashes and the hashed files, and names every other difference', () => {
    const before = build('before', {
      'index.html': '<script src="/assets/boot-3f2aB_x9.js"></script>\n<p>14,90 €</p>',
      'sitemap.xml': '<urlset/>',
      'old.txt': 'gone',
      'assets/boot-3f2aB_x9.js': 'one',
      'index.html.br': 'x',
    })
    const after = build('after', {
      'index.html': '<script src="/assets/boot-Zz91aQ0c.js"></script>\n<p>15,90 €</p>',
      'sitemap.xml': '<urlset/>',
      'new.txt': 'here',
      'assets/boot-Zz91aQ0c.js': 'two',
      'index.html.br': 'y',
    })
    const differences = compareBuilds(before, after)
    expect(differences.map(({ file }) => file)).toEqual(['index.html', 'new.txt', 'old.txt'])
    expect(differences[0]?.problem).toContain('line 2')
    expect(differences[0]?.problem).toContain('"<p>14,90 €</p>"')
    expect(differences[0]?.problem).toContain('"<p>15,90 €</p>"')
  })

  it('compares a page minified onto one long line without slowing down', () => {
    const line = '<p>Butter Chicken</p>'.repeat(50_000)
    const before = build('long-before', { 'index.html': `${line}A` })
    const after = build('long-after', { 'index.html': `${line}B` })
    const [difference] = compareBuilds(before, after)
    expect(difference?.problem).toContain('line 1')
    expect(difference?.problem).toMatch(/Chicken<\/p>A"/)
  })
})

describe('helpers', () => {
  it('drops the content hash of asset names only', () => {
    expect(withoutAssetHashes('/assets/menu-dialog-Ab3_x9Yz.js /media/hero-Ab3_x9Yz.jpg')).toBe(
      '/assets/menu-dialog.js /media/hero-Ab3_x9Yz.jpg',
    )
  })

  it('finds where two lines part', () => {
    expect(firstDifference('abc', 'abd')).toBe(2)
    expect(firstDifference('ab', 'abc')).toBe(2)
    expect(firstDifference('', '')).toBe(0)
  })
})
