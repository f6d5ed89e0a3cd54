// @vitest-environment node
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  charactersOf,
  coreUnicodeRange,
  fontFiles,
  instanceFont,
  latinUnicodeRange,
  restUnicodeRange,
} from './instance-fonts'

const codePoints = (unicodeRange: string) =>
  [...charactersOf(unicodeRange)].map((character) => character.codePointAt(0) ?? 0)

describe('the instanced fonts in src/fonts', () => {
  it.each(fontFiles)('$target is what `npm run fonts` makes from $cut.source', async (file) => {
    const committed = readFileSync(file.target)
    const fresh = await instanceFont(file)
    expect(fresh.length).toBeLessThan(readFileSync(`node_modules/${file.cut.source}`).length)
    expect(committed.equals(fresh), `${file.target} is stale: run "npm run fonts"`).toBe(true)
  })

  it('share out the Latin range between core and rest, each character once', () => {
    const core = codePoints(coreUnicodeRange)
    const rest = codePoints(restUnicodeRange)
    expect(core.filter((codePoint) => rest.includes(codePoint))).toEqual([])
    expect([...core, ...rest].sort((a, b) => a - b)).toEqual(codePoints(latinUnicodeRange))
  })

  it('are declared in src/styles.css, each with its unicode-range', () => {
    const css = readFileSync('src/styles.css', 'utf8')
    const declared = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, rule = '']) => ({
      file: basename(/src:\s*url\('([^']+)'\)/.exec(rule)?.[1] ?? ''),
      unicodeRange: (/unicode-range:\s*([^;]+);/.exec(rule)?.[1] ?? '').replace(/\s+/g, ' ').trim(),
    }))
    const expected = fontFiles.map((file) => ({
      file: basename(file.target),
      unicodeRange: file.unicodeRange,
    }))
    expect(declared).toEqual(expected)
  })

  it('reads a unicode-range into its characters', () => {
    expect(charactersOf('U+0041-0043, U+20AC')).toBe('ABC€')
  })
})
