// `npm run bench`: Lighthouse 12 (default mobile settings: Moto G Power viewport, simulated slow 4G
// and 4× CPU slowdown) in the system Chromium against the production build, served by the same
// server as `npm start`, with floor pages added (bench/bench-floor.ts): a text page, the home page's
// hero photo alone, and each text page's own bare document. Every route with a path in the route
// table, each route's bare document beside it, and the floors are measured interleaved, round
// after round (A, bare A, B, bare B, …, floors, A, …), so that each budget compares a route with
// its floor measured minutes apart on the same machine (bench/bench-budgets.ts): its LCP with the
// photo floor's where the run's largest paint is the photo, with its bare document's where it is
// text; and the longest task of the site's own scripts. Prints a Markdown table of the medians,
// each floor's runs and each run's long tasks, and exits non-zero naming each budget missed. JSON
// reports of every run go to .lighthouse/.
// Not part of `npm test`: it takes minutes and its timing figures depend on the machine's load.
//
//   npm run bench                          every route, 5 rounds
//   npm run bench -- /impressum /agb       only these routes (and the floors)
//   npm run bench -- --rounds 7            more rounds (at least 5)
import { existsSync, statSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result } from 'lighthouse'
import { loadSite } from '../builder/content/load-site.ts'
import { siteDocuments } from '#src/lib/routes.ts'
import {
  type Figures,
  type LcpKind,
  budgetMisses,
  categories,
  medianFigures,
  routeResult,
} from './bench-budgets.ts'
import {
  bareDocumentPath,
  buildWithFloorPages,
  floorFolders,
  floorPath,
  photoFloorPath,
} from './bench-floor.ts'
import {
  blockingTimeSpread,
  budgetClasses,
  floorLine,
  longTaskList,
  machineLoadNote,
  ownScriptTasks,
  table,
} from './bench-report.ts'
import { chromiumFlags, systemChromium } from '../builder/chromium.ts'
import { clientOutDir } from '../builder/paths.ts'
import { createSiteServer } from '../server/site-server.ts'

const minimumRounds = 5
/** The pages of the build: the site of the data it is built from (CONTENT_DIR or content/). */
const documents = siteDocuments(loadSite().restaurant)
const routePaths = documents.flatMap((document) => (document.path === null ? [] : [document.path]))

const { values: options, positionals } = parseArgs({
  options: { rounds: { type: 'string', default: String(minimumRounds) } },
  allowPositionals: true,
})
const rounds = Number(options.rounds)
const paths = positionals.length > 0 ? positionals : routePaths

const problems = [
  ...paths
    .filter((path) => !routePaths.includes(path))
    .map((path) => `${path} is not a route (routes: ${routePaths.join(', ')})`),
  ...(Number.isInteger(rounds) && rounds >= minimumRounds
    ? []
    : [`--rounds must be a whole number of at least ${minimumRounds} (got ${options.rounds})`]),
  ...[floorPath, photoFloorPath, bareDocumentPath('')]
    .filter((path) => routePaths.some((route) => route.startsWith(path)))
    .map((path) => `a route takes the path of a floor page, ${path}`),
  ...(existsSync(join(clientOutDir, 'index.html'))
    ? []
    : [`no build in ${clientOutDir}: run "npm run build" first`]),
]
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}

const served = buildWithFloorPages(
  clientOutDir,
  documents
    .filter((document) => paths.includes(document.path!))
    .map(({ path, file }) => ({ path: path!, file })),
)
const server = createSiteServer(served.root, { guests: floorFolders })
let origin = ''
let chrome: chromeLauncher.LaunchedChrome | undefined

// The machine may have no internet: requests to the external hosts (the lazy OpenStreetMap and
// ordering frames, which Lighthouse's full-page screenshot can bring into view) are blocked so
// they fail at once instead of hanging. Blocked requests count neither as bytes nor as errors.
const blockedUrlPatterns = [
  `${new URL(loadSite().restaurant.orderingUrl).host}`,
  'openstreetmap.org',
].map((host) => `*${host}*`)

/** Each route with its bare document beside it (a page whose largest paint is text), then the floors. */
const pages = [
  ...paths.flatMap((path) => [
    path,
    ...(served.bareDocuments.has(path) ? [bareDocumentPath(path)] : []),
  ]),
  floorPath,
  photoFloorPath,
]
/** Every run's figures per page, in round order: medians, the floor's ratios and the spread. */
const runsByPage = new Map<string, Figures[]>(pages.map((path) => [path, []]))
/** Lighthouse's CPU score of this machine, once per run. */
const benchmarkIndexes: number[] = []
try {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://localhost:${(server.address() as AddressInfo).port}`
  chrome = await chromeLauncher.launch({
    chromePath: systemChromium(),
    chromeFlags: ['--headless=new', ...chromiumFlags],
  })
  await mkdir('.lighthouse', { recursive: true })
  for (let round = 1; round <= rounds; round++) {
    for (const path of pages) {
      process.stderr.write(`Round ${round}/${rounds}: Lighthouse ${path}…\n`)
      const lhr = await measure(chrome.port, `${origin}${path}`)
      await writeFile(join('.lighthouse', `${reportName(path)}-${round}.json`), JSON.stringify(lhr))
      runsByPage.get(path)!.push(figures(lhr))
      benchmarkIndexes.push(lhr.environment.benchmarkIndex)
    }
  }
} finally {
  await chrome?.kill()
  server.close()
  served.remove()
}

const floors = {
  text: medianFigures(runsByPage.get(floorPath)!),
  photo: medianFigures(runsByPage.get(photoFloorPath)!),
}
const noindexPaths = new Set(
  documents.flatMap((document) => (document.route.noindex ? [document.path] : [])),
)
const results = paths.map((path) =>
  routeResult(
    path,
    runsByPage.get(path)!,
    noindexPaths.has(path),
    served.bareDocuments.has(path) ? runsByPage.get(bareDocumentPath(path)) : undefined,
  ),
)
console.log(table(results, floors, { text: floorPath, photo: photoFloorPath }))
console.log(
  '\nMedians of each figure. JS: response bodies of the scripts the page loaded, brotli as served, ' +
    'in KB (1,024 bytes). Total: Lighthouse’s total byte weight (transfer sizes).',
)
console.log(`\n${budgetClasses(results)}`)
console.log(floorLine(`Text floor ${floorPath}`, runsByPage.get(floorPath)!, floors.text))
console.log(
  floorLine(`Photo floor ${photoFloorPath}`, runsByPage.get(photoFloorPath)!, floors.photo),
)
for (const { path, bare } of results) {
  if (bare) console.log(floorLine(`Bare document of ${path}`, bare.runs, bare.median))
}
const floorKinds = [
  [floorPath, 'text'],
  [photoFloorPath, 'photo'],
] as const
for (const [path, kind] of floorKinds) {
  const other = runsByPage.get(path)!.filter((run) => run.lcpKind !== kind).length
  if (other > 0)
    console.error(`The ${kind} floor ${path} painted something else largest in ${other} run(s).`)
}
console.log(machineLoadNote(benchmarkIndexes))
console.log(blockingTimeSpread(runsByPage))
console.log(longTaskList(runsByPage))
console.log(ownScriptTasks(results))
const misses = budgetMisses(results, floors)
if (misses.length > 0) {
  console.error(`\n${misses.length} budget(s) missed:\n${misses.map((m) => `  - ${m}`).join('\n')}`)
  process.exit(1)
}
console.log('\nAll budgets hold.')

/** `/` → home, `/impressum` → impressum, `/en/speisekarte/` → en-speisekarte. */
function reportName(path: string): string {
  return path.split('/').filter(Boolean).join('-') || 'home'
}

/**
 * One Lighthouse run. A run that fails to record (e.g. NO_NAVSTART on a busy machine) is repeated,
 * up to twice, rather than aborting the whole benchmark.
 */
async function measure(port: number, url: string, attempt = 1): Promise<Result> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      blockedUrlPatterns,
    },
    undefined,
  )
  const error = result ? result.lhr.runtimeError : { message: 'no result' }
  if (!error) return result!.lhr
  if (attempt >= 3) throw new Error(`${url}: ${error.message}`)
  process.stderr.write(`  ${error.message}; trying again\n`)
  return measure(port, url, attempt + 1)
}

function figures(lhr: Result): Figures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests = (lhr.audits['network-requests']?.details as { items?: RequestRow[] })?.items
  if (!requests) throw new Error(`${lhr.finalDisplayedUrl}: no network-requests audit`)
  const scripts = requests.filter((request) => request.resourceType === 'Script')
  return {
    scores: Object.fromEntries(
      categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Figures['scores'],
    lcpMs: numeric('largest-contentful-paint'),
    lcpKind: lcpKind(lhr),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scripts: scripts.length,
    jsBytes: scripts.reduce((sum, request) => sum + servedBodyBytes(request), 0),
    totalBytes: numeric('total-byte-weight'),
    longTasks: longTasks(lhr),
    documentBytes:
      requests.find((request) => request.resourceType === 'Document')?.transferSize ?? 0,
  }
}

/**
 * Lighthouse's long tasks (its simulation's durations), each with what it attributes them to: a
 * script file of the page (its file name), or the document's own parse, style and layout.
 */
function longTasks(lhr: Result): Figures['longTasks'] {
  const items = (lhr.audits['long-tasks']?.details as { items?: LongTaskRow[] })?.items ?? []
  return items.map((item) => {
    const path = item.url?.startsWith('http') ? new URL(item.url).pathname : ''
    return path.endsWith('.js')
      ? { ms: item.duration, source: path.split('/').pop()!, kind: 'script' }
      : { ms: item.duration, source: 'document', kind: 'document' }
  })
}

interface LongTaskRow {
  url?: string
  duration: number
}

/**
 * A photo when the largest contentful paint's element is an image (Lighthouse's
 * largest-contentful-paint-element audit names its HTML), else text.
 */
function lcpKind(lhr: Result): LcpKind {
  const snippet = JSON.stringify(
    lhr.audits['largest-contentful-paint-element']?.details ?? {},
  ).match(/"snippet":"(<[a-z]+)/)?.[1]
  if (!snippet) throw new Error(`${lhr.finalDisplayedUrl}: no largest contentful paint element`)
  return snippet === '<img' || snippet === '<picture' ? 'photo' : 'text'
}

interface RequestRow {
  url: string
  resourceType?: string
  transferSize?: number
}

/**
 * The response body our server sends for the request: the file's brotli twin (Lighthouse's Chrome
 * accepts br), or the file itself where it has none. Lighthouse's own transfer size would add each
 * response’s headers, about 1.3 KB (the security headers) per script. A script from elsewhere counts
 * with its transfer size.
 */
function servedBodyBytes(request: RequestRow): number {
  const url = new URL(request.url)
  const file = join(served.root, decodeURIComponent(url.pathname))
  if (url.origin !== origin || !existsSync(file)) return request.transferSize ?? 0
  return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size
}
