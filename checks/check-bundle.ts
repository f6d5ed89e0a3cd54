// Bundle budget (part of `npm test`): sums the brotli size (what the server sends, DESIGN.md §6)
// of every JavaScript file the home page loads — its boot script after the first paint, and as
// the visitor comes to them its islands' code (ADR 035) — and fails over 80 KB, naming the biggest
// chunks and modules. Read from Vite's manifest: the entry, its static imports, and the dynamic
// imports it follows by itself (the hydration runtime, the page's islands). Left out: the other
// pages' modules, which the home page never loads, and the modules listed in `onDemandModules`,
// which load only once the visitor scrolls to or clicks what needs them (an e2e test checks that
// they do not load earlier).
// It also fails when one of those files uses `Intl`: the first Intl formatter loads the ICU locale
// data, a 20–60 ms main-thread task (×4 on Lighthouse's phone) that no visitor needs before acting.
// And it fails when the home page's HTML, headers included, no longer fits the connection's first
// round trip (checks/first-round-trip.ts).
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { firstRoundTripBytes, pageTransferSize } from './first-round-trip.ts'
import { brotliCompress } from '../builder/precompress.ts'
import { biggestModules, type ModuleSizes } from '../builder/vite/module-sizes.ts'
import { type PageDocument, siteDocuments } from '#src/lib/routes.ts'
import { loadSite } from '../builder/content/load-site.ts'
import type { Language } from '#src/schemas/fields.ts'
import {
  adminManifestPath,
  clientManifestPath,
  clientModuleSizesPath,
  clientOutDir,
} from '../builder/paths.ts'

export const homeJsBudgetBytes = 80 * 1024

/** The part of a Vite manifest entry this check reads. */
export interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  assets?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export interface ChunkSize {
  file: string
  bytes: number
  brotliBytes: number
}

/** The module of an island: each is named after its binding's file (src/app/runtime/bindings/). */
const islandsDir = 'src/app/runtime/bindings/'
export const islandModule = (island: string) => `${islandsDir}${island}.tsx`

/** Dynamically imported modules that load on the visitor's way, not with the page. */
export const onDemandModules = [
  // The live opening status: loads when the hours card comes near the viewport.
  'src/features/hours/hours-now.ts',
  // The owner's announcements: load on a page that has one, or when the order modal shows them.
  'src/features/announcements/show-current-announcements.ts',
  // The Mittagstisch and the dishes off until a date: load on a page that shows something dated.
  'src/features/lunch/show-current-lunch.ts',
  'src/lib/berlin-time.ts',
]

/**
 * Output files (`assets/x.js`) of every JavaScript chunk a page with these islands loads on its
 * own: the boot script and its imports, the hydration runtime and the islands' chunks, without the
 * other islands and the `onDemand` modules. A page without islands loads none.
 */
export function pageScriptFiles(
  manifest: Manifest,
  islands: readonly string[],
  onDemand: readonly string[] = [],
  language = 'de',
): string[] {
  if (islands.length === 0) return []
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  if (entries.length === 0) throw new Error('The manifest has no entry chunk')
  const wanted = new Set(islands.map(islandModule))
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The manifest refers to ${key} but has no entry for it`)
    if (chunk.file.endsWith('.js')) files.add(chunk.file)
    chunk.imports?.forEach(visit)
    chunk.dynamicImports
      ?.filter((target) => !target.startsWith(islandsDir) || wanted.has(target))
      .filter((target) => !onDemand.includes(target))
      .filter((target) => (islandContextLanguage(target) ?? language) === language)
      .forEach(visit)
  }
  entries.forEach(visit)
  for (const module of wanted) {
    if (!seen.has(module)) throw new Error(`No chunk for ${module} in the manifest`)
  }
  return [...files]
}

/** The language of an island context module (`virtual:island-context/en`), else undefined. */
function islandContextLanguage(module: string): string | undefined {
  return /virtual:island-context\/([a-z]+)$/.exec(module)?.[1]
}

/** The islands a prerendered page holds (`data-island` attributes), in order. */
export function pageIslands(html: string): string[] {
  return [...new Set([...html.matchAll(/data-island="([\w-]+)"/g)].map((match) => match[1]!))]
}

/** Bytes of inline script (no `src`) in a page, the JSON-LD data blocks aside. */
export function inlineScriptBytes(html: string): number {
  return [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>(.*?)<\/script>/gs),
  ]
    .map((match) => Buffer.byteLength(match[1] ?? ''))
    .reduce((sum, bytes) => sum + bytes, 0)
}

/** Every output file a build's manifest names: chunks, their stylesheets and assets. */
export function manifestFiles(manifest: Manifest): Set<string> {
  return new Set(
    Object.values(manifest).flatMap((chunk) => [
      chunk.file,
      ...(chunk.css ?? []),
      ...(chunk.assets ?? []),
    ]),
  )
}

/** The build files (`assets/x.js`) a page refers to in src, href, srcset or url(). */
export function referencedFiles(html: string): string[] {
  return [...new Set([...html.matchAll(/\/(assets\/[\w.-]+)/g)].map((match) => match[1]!))]
}

/**
 * The CMS's own files (its build's, less any file both builds emit alike, such as a font) that a
 * public page refers to or loads, and the CMS's modules inside the site's chunks (every module
 * bundled into each, not only the manifest's entries): both must be none, so no byte of the CMS
 * reaches a visitor.
 */
export function cmsBytesInPages(
  pages: { file: string; html: string; scripts: string[] }[],
  siteManifest: Manifest,
  adminManifest: Manifest,
  siteModules: ModuleSizes,
): string[] {
  const siteFiles = manifestFiles(siteManifest)
  const cmsOnly = [...manifestFiles(adminManifest)].filter((file) => !siteFiles.has(file))
  const problems = pages.flatMap(({ file, html, scripts }) =>
    [...referencedFiles(html), ...scripts]
      .filter((used) => cmsOnly.includes(used))
      .map((used) => `${file} loads the CMS's ${used}`),
  )
  const fromCms = /node_modules\/@sveltia\/|src\/admin\//
  const cmsModules = Object.entries(siteModules).flatMap(([file, modules]) =>
    Object.keys(modules)
      .filter((module) => fromCms.test(module))
      .map((module) => `the site's ${file} contains ${module}`),
  )
  return [...problems, ...cmsModules]
}

/** A page without islands may carry this much inline script (the 404 page's log line). */
export const inlineScriptBudgetBytes = 2 * 1024

/** Raw and brotli sizes of build files, biggest first. */
export function chunkSizes(root: string, files: string[]): ChunkSize[] {
  return files
    .map((file) => {
      const path = join(root, file)
      if (!existsSync(path)) throw new Error(`${file} is loaded by the page but missing in ${root}`)
      const code = readFileSync(path)
      return { file, bytes: code.length, brotliBytes: brotliCompress(code).length }
    })
    .sort((a, b) => b.brotliBytes - a.brotliBytes)
}

/**
 * Text modules of another language than `language` with code in the given files: a page's scripts
 * carry its own language only (ADR 019). One import of a module that reaches the texts of every
 * language (the page frame's) pulls the other language's island texts into a shared chunk.
 */
export function otherLanguageModules(
  moduleSizes: ModuleSizes,
  files: readonly string[],
  language: Language,
): string[] {
  const other = new RegExp(`^src/i18n/(?!${language}/)[a-z]+/`)
  return files.flatMap((file) =>
    Object.entries(moduleSizes[file] ?? {})
      .filter(([module, length]) => length > 0 && other.test(module))
      .map(([module]) => module),
  )
}

/** The files among `files` that use Intl (a formatter, `toLocaleString` with a locale aside). */
export function filesUsingIntl(root: string, files: string[]): string[] {
  return files.filter((file) => /\bIntl\./.test(readFileSync(join(root, file), 'utf8')))
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(clientManifestPath)) {
    console.error(`No build manifest at ${clientManifestPath}: run "npm run build" first.`)
    process.exit(1)
  }
  const manifest = JSON.parse(readFileSync(clientManifestPath, 'utf8')) as Manifest
  checkPagesWithoutIslands()
  checkNoCmsInPages(manifest)
  for (const home of builtDocuments().filter((document) => document.page === 'home-page')) {
    await checkHomePage(manifest, home)
  }
}

/**
 * The home page of one language: its JavaScript within the budget and free of Intl, its HTML
 * within the first round trip.
 */
async function checkHomePage(manifest: Manifest, home: PageDocument) {
  const homeHtml = readFileSync(join(clientOutDir, home.file), 'utf8')
  const files = pageScriptFiles(manifest, pageIslands(homeHtml), onDemandModules, home.language)
  const chunks = chunkSizes(clientOutDir, files)
  const total = chunks.reduce((sum, chunk) => sum + chunk.brotliBytes, 0)
  const verdict =
    total <= homeJsBudgetBytes
      ? `within the ${kb(homeJsBudgetBytes)} budget, ${homeJsBudgetBytes - total} bytes left`
      : `OVER the ${kb(homeJsBudgetBytes)} budget`
  console.log(`Home page ${home.path} JavaScript: ${kb(total)} brotli (${verdict})`)
  for (const chunk of chunks) {
    console.log(
      `  ${kb(chunk.brotliBytes).padStart(9)} brotli  ${kb(chunk.bytes).padStart(9)} raw  ${chunk.file}`,
    )
  }
  const moduleSizes = JSON.parse(readFileSync(clientModuleSizesPath, 'utf8')) as ModuleSizes
  const modules = biggestModules(moduleSizes, chunks).slice(0, 6)
  console.log("  biggest modules (share of their file's brotli size, estimated):")
  for (const module of modules) {
    console.log(`  ${kb(module.brotliBytes).padStart(9)} brotli  ${module.module}`)
  }
  const onDemand = chunkSizes(
    clientOutDir,
    onDemandModules.map((module) => manifest[module]?.file ?? module),
  )
  for (const chunk of onDemand) {
    console.log(
      `  not counted, loads on the visitor's way: ${chunk.file} (${kb(chunk.brotliBytes)})`,
    )
  }
  if (total > homeJsBudgetBytes) {
    const biggest = modules
      .slice(0, 3)
      .map((module) => `${module.module} (${kb(module.brotliBytes)})`)
    console.error(
      `Bundle budget missed by ${kb(total - homeJsBudgetBytes)}. Biggest modules: ` +
        `${biggest.join(', ')}. ` +
        'Keep display-only content out of islands (or in a slot) and libraries out of the client.',
    )
    process.exit(1)
  }
  const foreign = otherLanguageModules(moduleSizes, files, home.language)
  if (foreign.length > 0) {
    console.error(
      `The home page ${home.path} loads another language's texts: ${foreign.join(', ')}. ` +
        'Islands read their texts from the island context (useIslandText), not from the texts ' +
        'of every language.',
    )
    process.exit(1)
  }
  const intlFiles = filesUsingIntl(clientOutDir, files)
  if (intlFiles.length > 0) {
    console.error(
      `The home page's scripts use Intl: ${intlFiles.join(', ')}. Its first formatter costs a ` +
        '20–60 ms task before the visitor can act. Format at build time (outside islands), ' +
        'move the code into an on-demand module, or mark an unused module-level formatter ' +
        '/* @__PURE__ */ so that the bundler drops it.',
    )
    process.exit(1)
  }
  console.log('  no Intl in these files')

  const html = await pageTransferSize(clientOutDir, home.path!)
  const htmlBytes = html.headerBytes + html.bodyBytes
  console.log(
    `Home page ${home.path} HTML: ${htmlBytes} bytes with headers (${html.bodyBytes} brotli + ` +
      `${html.headerBytes}), ${firstRoundTripBytes - htmlBytes} left in the first round trip`,
  )
  if (htmlBytes > firstRoundTripBytes) {
    console.error(
      `The home page ${home.path}'s HTML takes ${htmlBytes} bytes, more than the ${firstRoundTripBytes} a new ` +
        'connection sends in its first round trip: the hero image and the stylesheet now start ' +
        '150 ms later on a slow phone connection. Shorten the markup that repeats (menu rows), ' +
        'or move long text off the home page.',
    )
    process.exit(1)
  }
}

/** The pages of the build: the site of the data it is built from (CONTENT_DIR or content/). */
function builtDocuments(): PageDocument[] {
  return siteDocuments(loadSite().restaurant)
}

/**
 * Pages without islands ship no JavaScript: no script file, no module preload; inline script only
 * within its small budget (the 404 page logs the unknown path).
 */
function checkPagesWithoutIslands() {
  for (const route of builtDocuments()) {
    const html = readFileSync(join(clientOutDir, route.file), 'utf8')
    if (pageIslands(html).length > 0) continue
    const inline = inlineScriptBytes(html)
    const problems = [
      /<script[^>]*\bsrc=/.test(html) && 'loads a script file',
      /modulepreload/.test(html) && 'preloads a module',
      inline > inlineScriptBudgetBytes && `has ${inline} bytes of inline script`,
    ].filter(Boolean)
    if (problems.length > 0) {
      console.error(`${route.file} has no islands but ${problems.join(', ')}.`)
      process.exit(1)
    }
    console.log(`${route.file}: no islands, no script file, ${inline} bytes of inline script`)
  }
}

/** The CMS at /admin/ is its own build: no public page refers to or loads any file of it. */
function checkNoCmsInPages(manifest: Manifest) {
  const adminManifest = JSON.parse(readFileSync(adminManifestPath, 'utf8')) as Manifest
  const pages = builtDocuments().map((route) => {
    const html = readFileSync(join(clientOutDir, route.file), 'utf8')
    const scripts = pageScriptFiles(manifest, pageIslands(html), [], route.language)
    return { file: route.file, html, scripts }
  })
  const siteModules = JSON.parse(readFileSync(clientModuleSizesPath, 'utf8')) as ModuleSizes
  const problems = cmsBytesInPages(pages, manifest, adminManifest, siteModules)
  if (problems.length > 0) {
    console.error(`The CMS reaches the public pages:\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  const cmsFiles = [...manifestFiles(adminManifest)].filter((file) => file.endsWith('.js'))
  const cmsBytes = cmsFiles.reduce((sum, file) => sum + statSync(join(clientOutDir, file)).size, 0)
  console.log(
    `CMS (/admin/): ${cmsFiles.length} script files, ${kb(cmsBytes)}; no public page refers to any`,
  )
}
