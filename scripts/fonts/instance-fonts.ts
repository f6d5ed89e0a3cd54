// `npm run fonts`: writes the site's fonts to src/fonts/ — the Latin cuts of @fontsource-variable,
// instanced with HarfBuzz (subset-font) to the weights the design uses: Fraunces at 600 only (the
// headings and the logo), Figtree from 400 to 700 (text, semibold, bold; upright and italic).
// Same glyphs as the source files, less than half of Fraunces' bytes. Run it again after updating
// @fontsource-variable or using another weight; scripts/fonts/instance-fonts.test.ts fails while
// the committed files differ from what this script makes.
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

export interface FontCut {
  /** The variable font, inside node_modules. */
  source: string
  /** Where the instanced font goes (referenced by src/styles.css). */
  target: string
  /** One weight pins the axis; a range keeps it variable between the two. */
  weight: number | { min: number; max: number }
}

export const fontCuts: readonly FontCut[] = [
  {
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    target: 'src/fonts/fraunces-latin-600.woff2',
    weight: 600,
  },
  {
    source: '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
    target: 'src/fonts/figtree-latin-400-700.woff2',
    weight: { min: 400, max: 700 },
  },
  {
    source: '@fontsource-variable/figtree/files/figtree-latin-wght-italic.woff2',
    target: 'src/fonts/figtree-latin-400-700-italic.woff2',
    weight: { min: 400, max: 700 },
  },
]

/** Fontsource's Latin subset; src/styles.css declares the same `unicode-range`. */
export const latinUnicodeRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
  'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'

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

export async function instanceFont(cut: FontCut): Promise<Buffer> {
  const source = await readFile(repoPath(`node_modules/${cut.source}`))
  return subsetFont(source, charactersOf(latinUnicodeRange), {
    targetFormat: 'woff2',
    variationAxes: { wght: cut.weight },
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const cut of fontCuts) {
    const font = await instanceFont(cut)
    await writeFile(repoPath(cut.target), font)
    console.log(`${cut.target}: ${(font.length / 1024).toFixed(1)} KB`)
  }
}
