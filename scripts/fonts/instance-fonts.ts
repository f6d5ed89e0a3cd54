// `npm run fonts`: writes the site's fonts to src/fonts/ — the Latin cuts of @fontsource-variable,
// instanced with HarfBuzz (subset-font) to the weights the design uses: Fraunces at 600 only (the
// headings and the logo), Figtree from 400 to 700 (text, semibold, bold; upright and italic).
// Each cut is split by unicode-range, as Google Fonts does: a core file with what the site's German
// text uses (preloaded) and a rest file with the other Latin characters, which the browser fetches
// only when a page shows one of them. It also writes their @font-face rules (src/fonts/fonts.css,
// imported by src/styles.css). Run it again after updating @fontsource-variable or using another
// weight; scripts/fonts/instance-fonts.test.ts fails while the committed files differ from what
// this script makes.
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

export interface FontCut {
  /** The variable font, inside node_modules. */
  source: string
  /** Name of the instanced files in src/fonts/, which end in `-core.woff2` and `-rest.woff2`. */
  base: string
  /** The CSS font-family (the names of src/styles.css's theme) and font-style. */
  family: string
  style: 'normal' | 'italic'
  /** One weight pins the axis; a range keeps it variable between the two. */
  weight: number | { min: number; max: number }
}

export const fontCuts: readonly FontCut[] = [
  {
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    base: 'fraunces-latin-600',
    family: 'Fraunces Variable',
    style: 'normal',
    weight: 600,
  },
  {
    source: '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
    base: 'figtree-latin-400-700',
    family: 'Figtree Variable',
    style: 'normal',
    weight: { min: 400, max: 700 },
  },
  {
    source: '@fontsource-variable/figtree/files/figtree-latin-wght-italic.woff2',
    base: 'figtree-latin-400-700-italic',
    family: 'Figtree Variable',
    style: 'italic',
    weight: { min: 400, max: 700 },
  },
]

export const fontsDir = 'src/fonts'
/** The @font-face rules of every file, written by this script. */
export const fontFaceCssPath = `${fontsDir}/fonts.css`

/** Fontsource's Latin subset: the characters the core and rest files share out between them. */
export const latinUnicodeRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
  'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'

/**
 * German text: ASCII, nbsp, § (legal pages), soft hyphen, ·, umlauts and ß, é and ñ (menu: rosé,
 * Jalapeños), thin spaces, dashes, German and English quotes, •, …, €.
 */
export const coreUnicodeRange =
  'U+0020-007E, U+00A0, U+00A7, U+00AD, U+00B7, U+00C4, U+00D6, U+00DC, U+00DF, U+00E4, U+00E9, ' +
  'U+00F1, U+00F6, U+00FC, U+2009, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+202F, ' +
  'U+20AC'

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

/** The @font-face rules of all font files (font-display: swap; variable cuts as woff2-variations). */
export function fontFaceCss(): string {
  const rules = fontFiles.map(({ cut, name, unicodeRange }) => {
    const { weight } = cut
    const variable = typeof weight !== 'number'
    const cssWeight = variable ? `${weight.min} ${weight.max}` : weight
    return [
      '@font-face {',
      `  font-family: '${cut.family}';`,
      `  font-style: ${cut.style};`,
      '  font-display: swap;',
      `  font-weight: ${cssWeight};`,
      `  src: url('./${name}') format('${variable ? 'woff2-variations' : 'woff2'}');`,
      `  unicode-range: ${unicodeRange};`,
      '}',
    ].join('\n')
  })
  return `/* Written by \`npm run fonts\` (scripts/fonts/instance-fonts.ts): do not edit. */\n\n${rules.join('\n\n')}\n`
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
  await writeFile(repoPath(fontFaceCssPath), fontFaceCss())
  console.log(`${fontFaceCssPath}: @font-face rules`)
}
