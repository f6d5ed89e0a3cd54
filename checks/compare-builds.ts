// `npm run compare-builds -- <before> <after>`: compares two builds' public output file by file —
// pages, structured data, sitemap, robots, manifests, the flyer's files, headers and server
// configs — ignoring only the content hashes in asset names (`/assets/boot-3f2a….js` →
// `/assets/boot.js`). Prints each file that differs with its first differing line, each file only
// one build has, and exits with 1 when there is any. Other files outside assets/ (share images,
// icons) are compared byte for byte. The hashed bundles, images and fonts in assets/ and the
// precompressed twins are left out: a restructured source may bundle differently.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'

/** Text outputs, compared line by line with asset hashes left out. */
const text = /\.(html|xml|txt|json|webmanifest|conf|css)$/
/** Not compared: hashed bundles, images and fonts, and the precompressed twins of other files. */
const skipped = /^assets\/|^admin\/assets\/|\.(br|gz)$/

/** Asset names without their content hash: `name-Ab3_x9.js` → `name.js`. */
export function withoutAssetHashes(text: string): string {
  return text.replace(/(\/assets\/[\w.-]+?)-[\w-]{8}(\.\w+)/g, '$1$2')
}

function files(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(join(root, file)).isFile())
    .map((file) => file.split('\\').join('/'))
    .filter((file) => !skipped.test(file))
    .sort()
}

/** The index of the first character where two lines differ (their length when one starts the other). */
export function firstDifference(a: string, b: string): number {
  let index = 0
  while (index < a.length && index < b.length && a[index] === b[index]) index++
  return index
}

export interface Difference {
  file: string
  problem: string
}

export function compareBuilds(before: string, after: string): Difference[] {
  const left = new Set(files(before))
  const right = new Set(files(after))
  const differences: Difference[] = []
  for (const file of [...new Set([...left, ...right])].sort()) {
    if (!right.has(file)) differences.push({ file, problem: 'only in the build before' })
    else if (!left.has(file)) differences.push({ file, problem: 'only in the build after' })
    else if (!text.test(file)) {
      if (!readFileSync(join(before, file)).equals(readFileSync(join(after, file)))) {
        differences.push({ file, problem: 'the bytes differ' })
      }
    } else {
      const a = withoutAssetHashes(readFileSync(join(before, file), 'utf8')).split('\n')
      const b = withoutAssetHashes(readFileSync(join(after, file), 'utf8')).split('\n')
      const line = a.findIndex((text, index) => text !== b[index])
      const at = line === -1 && a.length !== b.length ? Math.min(a.length, b.length) : line
      if (at !== -1) {
        const column = firstDifference(a[at] ?? '', b[at] ?? '')
        const excerpt = (text = '') =>
          JSON.stringify(text.slice(Math.max(0, column - 60), column + 100))
        differences.push({
          file,
          problem: `line ${at + 1}:\n    before ${excerpt(a[at])}\n    after  ${excerpt(b[at])}`,
        })
      }
    }
  }
  return differences
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [before, after] = process.argv.slice(2)
  if (!before || !after) {
    console.error('Usage: npm run compare-builds -- <build before> <build after>')
    process.exit(2)
  }
  const differences = compareBuilds(before, after)
  for (const { file, problem } of differences) console.log(`${file}: ${problem}`)
  const count = files(after).length
  console.log(
    differences.length === 0
      ? `The same ${count} files in both builds (asset hashes aside).`
      : `${differences.length} of ${count} files differ (${relative('.', before)} → ${relative('.', after)}).`,
  )
  process.exitCode = differences.length === 0 ? 0 : 1
}
