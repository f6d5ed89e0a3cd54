// `npm run fonts`: writes the site's one web font to src/fonts/ — the Latin cut of
// @fontsource-variable/fraunces, instanced with HarfBuzz (subset-font) to the weight the design
// uses: 600, for the headings and the logo's wordmark (drawn from these files' outlines at build
// time: builder/fonts/wordmark.ts). The text is set in the phone's own UI font (ADR 009).
// The cut is split by unicode-range, as Google Fonts does: a core file with what German headings
// use (preloaded) and a rest file with the other Latin characters, which the browser fetches only
// when a page shows one of them in a heading. It also writes their @font-face rules
// (src/fonts/fonts.css, imported by src/styles.css), with the metric-matched fallback faces the
// headings are set in until the web font is in (fallback-faces.ts). Run it again after updating
// @fontsource-variable or using another weight; builder/fonts/instance-fonts.test.ts fails while
// the committed files differ from what this script makes.
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { fromFile } from '@capsizecss/unpack/fs'
import subsetFont from 'subset-font'
import { fallbackFaces } from './fallback-faces.ts'

export interface FontCut {
  /** The variable font, inside node_modules. */
  source: string
  /** Name of the instanced files in src/fonts/, which end in `-core.woff2` and `-rest.woff2`. */
  base: string
  /** The CSS font-family (the name src/styles.css's theme uses). */
  family: string
  /** The weight the variable font's axis is pinned to. */
  weight: number
}

export const fontCuts: readonly FontCut[] = [
  {
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    base: 'fraunces-latin-600',
    family: 'Fraunces Variable',
    weight: 600,
  },
]

export const fontsDir = 'src/fonts'
/** The @font-face rules of every file, written by this script. */
export const fontFaceCssPath = `${fontsDir}/fonts.css`

/** Fontsource's Latin subset: the characters the core and rest files share out between them. */
export const latinUnicodeRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, ' +
  'U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'

/**
 * German headings: letters and digits, space and nbsp, ! " & ' ( ) , - . / : ; ?, § (legal
 * pages), umlauts and ß, é, dashes, German and English quotes, … and €. 10.7 KB instead of 12.5 KB
 * for the printable ASCII range: the preloaded core and the hero image must each fit the first
 * round trips of a slow phone connection (ADR 009). tests/e2e/page-contract.spec.ts fails when a
 * page's headings need the rest file.
 */
export const coreUnicodeRange =
  'U+0020-0022, U+0026-0029, U+002C-003B, U+003F, U+0041-005A, U+0061-007A, U+00A0, U+00A7, ' +
  'U+00C4, U+00D6, U+00DC, U+00DF, U+00E4, U+00E9, U+00F6, U+00FC, U+2013-2014, U+2018-201A, ' +
  'U+201C-201E, U+2026, U+20AC'

const coreCharacters = new Set(charactersOf(coreUnicodeRange))

/** The Latin range without the core. */
export const restUnicodeRange = unicodeRangeOf(
  [...charactersOf(latinUnicodeRange)].filter((character) => !coreCharacters.has(character)),
)

export interface FontFile {
  cut: FontCut
  /** File name in src/fonts/, declared in fonts.css with the same unicode-range. */
  name: string
  unicodeRange: string
}

export const fontFiles: readonly FontFile[] = fontCuts.flatMap((cut) => [
  { cut, name: `${cut.base}-core.woff2`, unicodeRange: coreUnicodeRange },
  { cut, name: `${cut.base}-rest.woff2`, unicodeRange: restUnicodeRange },
])

/** Every character of a CSS unicode-range list. */
export function charactersOf(unicodeRange: string): string {
  return unicodeRange
    .split(/,\s*/)
    .flatMap((part) => {
      const [first = '', last = first] = part.replace(/^U\+/i, '').split('-')
      const from = Number.parseInt(first, 16)
      const to = Number.parseInt(last, 16)
      return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))
    })
    .join('')
}

/** The shortest unicode-range list of the given characters ("U+0041-0043, U+20AC"). */
export function unicodeRangeOf(characters: readonly string[]): string {
  const codePoints = characters.map((character) => character.codePointAt(0) ?? 0)
  const runs: [number, number][] = []
  for (const codePoint of [...new Set(codePoints)].sort((a, b) => a - b)) {
    const last = runs.at(-1)
    if (last && codePoint === last[1] + 1) last[1] = codePoint
    else runs.push([codePoint, codePoint])
  }
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0')
  return runs
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ')
}

const generatedNote =
  '/* Written by `npm run fonts` (builder/fonts/instance-fonts.ts): do not edit. */'

/** The custom property with the headings' fallback families, after the web font (src/styles.css). */
export const fallbackFamiliesProperty = '--font-display-fallback'

/**
 * The @font-face rules of all font files (font-display: swap), the fallback faces matched to the
 * first cut's core file, and the fallback families as a custom property.
 */
export async function fontFaceCss(): Promise<string> {
  const rules = fontFiles.map(({ cut, name, unicodeRange }) =>
    [
      '@font-face {',
      `  font-family: '${cut.family}';`,
      '  font-style: normal;',
      '  font-display: swap;',
      `  font-weight: ${cut.weight};`,
      `  src: url('./${name}') format('woff2');`,
      `  unicode-range: ${unicodeRange};`,
      '}',
    ].join('\n'),
  )
  const [core] = fontFiles
  const metrics = await fromFile(repoPath(`${fontsDir}/${core!.name}`))
  const fallbacks = await fallbackFaces(
    { ...metrics, familyName: core!.cut.family },
    core!.cut.weight,
  )
  return (
    [
      generatedNote,
      ...rules,
      fallbacks.css,
      `:root {\n  ${fallbackFamiliesProperty}: ${fallbacks.families};\n}`,
    ].join('\n\n') + '\n'
  )
}

const repoPath = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url))

export async function instanceFont({ cut, unicodeRange }: FontFile): Promise<Buffer> {
  const source = await readFile(repoPath(`node_modules/${cut.source}`))
  return subsetFont(source, charactersOf(unicodeRange), {
    targetFormat: 'woff2',
    variationAxes: { wght: cut.weight },
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of fontFiles) {
    const font = await instanceFont(file)
    await writeFile(repoPath(`${fontsDir}/${file.name}`), font)
    console.log(`${fontsDir}/${file.name}: ${(font.length / 1024).toFixed(1)} KB`)
  }
  await writeFile(repoPath(fontFaceCssPath), await fontFaceCss())
  console.log(`${fontFaceCssPath}: @font-face rules and fallback faces`)
}
