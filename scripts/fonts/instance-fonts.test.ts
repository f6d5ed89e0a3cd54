// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { charactersOf, fontCuts, instanceFont, latinUnicodeRange } from './instance-fonts'

describe('the instanced fonts in src/fonts', () => {
  it.each(fontCuts)('$target is what `npm run fonts` makes from $source', async (cut) => {
    const committed = readFileSync(cut.target)
    const fresh = await instanceFont(cut)
    expect(fresh.length).toBeLessThan(readFileSync(`node_modules/${cut.source}`).length)
    expect(committed.equals(fresh), `${cut.target} is stale: run "npm run fonts"`).toBe(true)
  })

  it('covers the unicode-range every @font-face in src/styles.css declares', () => {
    const css = readFileSync('src/styles.css', 'utf8')
    const declared = [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map((match) =>
      (match[1] ?? '').replace(/\s+/g, ' ').trim(),
    )
    expect(declared).toHaveLength(fontCuts.length)
    for (const range of declared) expect(range).toBe(latinUnicodeRange)
  })

  it('reads a unicode-range into its characters', () => {
    expect(charactersOf('U+0041-0043, U+20AC')).toBe('ABC€')
  })
})
