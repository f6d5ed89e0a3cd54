// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  charactersOf,
  coreUnicodeRange,
  fontFaceCss,
  fontFaceCssPath,
  fontFiles,
  fontsDir,
  instanceFont,
  latinUnicodeRange,
  restUnicodeRange,
  unicodeRangeOf,
} from './instance-fonts'

const codePoints = (unicodeRange: string) =>
  [...charactersOf(unicodeRange)].map((character) => character.codePointAt(0) ?? 0)

describe('the instanced fonts in src/fonts', () => {
  it.each(fontFiles)('$name is what `npm run fonts` makes from $cut.source', async (file) => {
    const committed = readFileSync(`${fontsDir}/${file.name}`)
    const fresh = await instanceFont(file)
    expect(fresh.length).toBeLessThan(readFileSync(`node_modules/${file.cut.source}`).length)
    expect(committed.equals(fresh), `${file.name} is stale: run "npm run fonts"`).toBe(true)
  })

  it('share out the Latin range between core and rest, each character once', () => {
    const core = codePoints(coreUnicodeRange)
    const rest = codePoints(restUnicodeRange)
    expect(core.filter((codePoint) => rest.includes(codePoint))).toEqual([])
    expect([...core, ...rest].sort((a, b) => a - b)).toEqual(codePoints(latinUnicodeRange))
  })

  it('are declared in src/fonts/fonts.css, each with its unicode-range', async () => {
    const css = readFileSync(fontFaceCssPath, 'utf8')
    expect(css, `${fontFaceCssPath} is stale: run "npm run fonts"`).toBe(await fontFaceCss())
    const files = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].filter(([, rule]) =>
      rule?.includes('url('),
    )
    const declared = files.map(([, rule = '']) => ({
      file: /src:\s*url\('\.\/([^']+)'\)/.exec(rule)?.[1] ?? '',
      unicodeRange: (/unicode-range:\s*([^;]+);/.exec(rule)?.[1] ?? '').trim(),
    }))
    const expected = fontFiles.map((file) => ({ file: file.name, unicodeRange: file.unicodeRange }))
    expect(declared).toEqual(expected)
    expect(readFileSync('src/styles.css', 'utf8')).toContain("@import './fonts/fonts.css';")
  })

  it('are followed by fallback faces from the devices’ own serifs, sized to take the same room', () => {
    const css = readFileSync(fontFaceCssPath, 'utf8')
    const fallbacks = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
      .map(([, rule = '']) => rule)
      .filter((rule) => rule.includes('local('))
    expect(fallbacks.map((rule) => /local\('([^']+)'\)/.exec(rule)?.[1])).toEqual([
      'Georgia Bold',
      'Noto Serif Bold',
      'DejaVu Serif Bold',
      'Times New Roman Bold',
    ])
    for (const rule of fallbacks) {
      expect(rule).toMatch(/size-adjust: \d+(\.\d+)?%;/)
      expect(rule).toMatch(/ascent-override: \d+(\.\d+)?%;/)
      expect(rule).toMatch(/font-weight: 600;/)
    }
    expect(css).toMatch(
      /--font-display-fallback: 'Fraunces Variable fallback: Georgia', .*, serif;/,
    )
  })

  it('reads a unicode-range into its characters and writes characters as one', () => {
    expect(charactersOf('U+0041-0043, U+20AC')).toBe('ABC€')
    expect(unicodeRangeOf(['€', 'C', 'A', 'B', 'A'])).toBe('U+0041-0043, U+20AC')
  })
})
