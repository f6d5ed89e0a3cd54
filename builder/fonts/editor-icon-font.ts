// `npm run fonts` (second step): the CMS's icon font, Material Symbols Outlined as Sveltia CMS
// ships it — a variable font of 736 KB with a weight axis from 100 to 700 — instanced to the one
// weight Sveltia declares and draws its icons in, 400, every icon (ligature) kept: 269 KB. The
// owner's phone downloads it with the editor on a first visit (ADR 045). The instanced file and
// the checksum of the file it was made from are committed (src/admin/icon-font/); the build
// serves it in the original's place (builder/vite/editor-icon-font-plugin.ts), and
// editor-icon-font.test.ts fails when an update of @sveltia/cms brings another font: run
// `npm run fonts` again then.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

const repoPath = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url))

/** The font as Sveltia CMS's package ships it. */
export const iconFontSource =
  'node_modules/@sveltia/cms/npm/assets/material-symbols-outlined-latin-wght-normal-_Z1IJPLg.woff2'
/** What the build emits for it: `assets/material-symbols-outlined-latin-wght-normal-….woff2`. */
export const iconFontAsset = /(^|\/)material-symbols-outlined-latin-wght-normal-[\w-]+\.woff2$/
export const instancedIconFont = 'src/admin/icon-font/material-symbols-outlined-400.woff2'
/** The SHA-256 of the source the instanced file was made from. */
export const instancedFromPath = 'src/admin/icon-font/made-from.sha256'

/** The weight Sveltia CMS declares for the icon font and draws its icons in. */
const iconWeight = 400

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

/** The checksum of the installed source, and of the one the committed file was made from. */
export function iconFontChecksums(): { installed: string; instancedFrom: string } {
  return {
    installed: sha256(readFileSync(repoPath(iconFontSource))),
    instancedFrom: readFileSync(repoPath(instancedFromPath), 'utf8').trim(),
  }
}

/**
 * Every character of the Basic Multilingual Plane and the private use planes, so the subset keeps
 * every one the font maps: the letters of the icons' names, which its ligatures draw, and the
 * icons' own code points.
 */
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index)
const everyCharacter = [
  ...range(0x20, 0xd7ff),
  ...range(0xe000, 0xffff),
  ...range(0xf0000, 0x10fffd),
]
  .map((codePoint) => String.fromCodePoint(codePoint))
  .join('')

export async function instanceIconFont(source: Buffer): Promise<Buffer> {
  return subsetFont(source, everyCharacter, {
    targetFormat: 'woff2',
    variationAxes: { wght: iconWeight },
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const source = readFileSync(repoPath(iconFontSource))
  const font = await instanceIconFont(source)
  await writeFile(repoPath(instancedIconFont), font)
  await writeFile(repoPath(instancedFromPath), `${sha256(source)}\n`)
  console.log(
    `${instancedIconFont}: ${(font.length / 1024).toFixed(0)} KB (from ${(source.length / 1024).toFixed(0)} KB)`,
  )
}
