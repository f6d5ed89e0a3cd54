// `npm run fonts`: writes the site's fonts to src/fonts/ — the Latin cuts of @fontsource-variable,
// instanced with HarfBuzz (subset-font) to the weights the design uses: Fraunces at 600 only (the
// headings and the logo), Figtree from 400 to 700 (text, semibold, bold; upright and italic).
// Each cut is split by unicode-range, as Google Fonts does: a core file with what the site's German
// text uses (preloaded) and a rest file with the other Latin characters, which the browser fetches
// only when a page shows one of them. Run it again after updating @fontsource-variable or using
// another weight; scripts/fonts/instance-fonts.test.ts fails while the committed files differ from
// what this script makes.
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

export interface FontCut {
  /** The variable font, inside node_modules. */
  source: string
  /** Path and name of the instanced files, which end in `-core.woff2` and `-rest.woff2`. */
  base: string
  /** One weight pins the axis; a range keeps it variable between the two. */
  weight: number | { min: number; max: number }
}

export const fontCuts: readonly FontCut[] = [
  {
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    base: 'src/fonts/fraunces-latin-600',
    weight: 600,
  },
  {
    source: '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
    base: 'src/fonts/figtree-latin-400-700',
    weight: { min: 400, max: 700 },
  },
  {
    source: '@fontsource-variable/figtree/files/figtree-latin-wght-italic.woff2',
    base: 'src/fonts/figtree-latin-400-700-italic',
    weight: { min: 400, max: 700 },
  },
]

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

/** The Latin range without the core. */
export const restUnicodeRange =
  'U+0000-001F, U+007F-009F, U+00A1-00A6, U+00A8-00AC, U+00AE-00B6, U+00B8-00C3, U+00C5-00D5, ' +
  'U+00D7-00DB, U+00DD-00DE, U+00E0-00E3, U+00E5-00E8, U+00EA-00F0, U+00F2-00F5, U+00F7-00FB, ' +
  'U+00FD-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
  'U+2000-2008, U+200A-2012, U+2015-2017, U+201B, U+201F-2021, U+2023-2025, U+2027-202E, ' +
  'U+2030-206F, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'

export interface FontFile {
  cut: FontCut
  /** Referenced by src/styles.css, with the same unicode-range. */
  target: string
  unicodeRange: string
}

export const fontFiles: readonly FontFile[] = fontCuts.flatMap((cut) => [
  { cut, target: `${cut.base}-core.woff2`, unicodeRange: coreUnicodeRange },
  { cut, target: `${cut.base}-rest.woff2`, unicodeRange: restUnicodeRange },
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
    await writeFile(repoPath(file.target), font)
    console.log(`${file.target}: ${(font.length / 1024).toFixed(1)} KB`)
  }
}
