// `npm run bench`: Lighthouse 12 (default mobile settings: Moto G Power viewport, simulated slow 4G
// and 4× CPU slowdown) in the system Chromium against the production build, served by the same
// server as `npm start`. Three runs per route, median of each figure; prints a Markdown table and
// exits non-zero when a budget is missed. JSON reports of every run go to .lighthouse/.
// Not part of `npm test`: it takes minutes and its timing figures depend on the machine's load.
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result } from 'lighthouse'
import { restaurant } from '../src/content/restaurant.ts'
import { chromiumFlags, systemChromium } from './chromium.ts'
import { clientOutDir } from './paths.ts'
import { createSiteServer } from './site-server.ts'

// `npm run bench -- /impressum` measures only the routes given.
const paths =
  process.argv.length > 2 ? process.argv.slice(2) : ['/', '/impressum', '/datenschutz', '/agb']
const runsPerRoute = 3
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const KB = 1024
/** On the 2-core development machine Lighthouse's benchmark index is 1,400–2,400 when it is idle. */
const busyMachineIndex = 1000
const budgets = {
  score: 100,
  homeLcpMs: 1200,
  homeTbtMs: 50,
  homeCls: 0.01,
  homeJsBytes: 80 * KB,
  homeTotalBytes: 250 * KB,
}

interface Figures {
  scores: Record<(typeof categories)[number], number>
  lcpMs: number
  tbtMs: number
  cls: number
  /** The page's scripts compressed with gzip, as the budget states them (the server sends brotli). */
  jsBytes: number
  /** Transfer size of everything the page loaded (brotli where the server compresses). */
  totalBytes: number
}

if (!existsSync(join(clientOutDir, 'index.html'))) {
  console.error(`No build in ${clientOutDir}: run "npm run build" first.`)
  process.exit(1)
}

const server = createSiteServer(clientOutDir)
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const origin = `http://localhost:${(server.address() as AddressInfo).port}`

const chrome = await chromeLauncher.launch({
  chromePath: systemChromium(),
  chromeFlags: ['--headless=new', ...chromiumFlags],
})

// The machine may have no internet: requests to the external hosts (the lazy OpenStreetMap and
// ordering frames, which Lighthouse's full-page screenshot can bring into view) are blocked so
// they fail at once instead of hanging. Blocked requests count neither as bytes nor as errors.
const blockedUrlPatterns = [`${new URL(restaurant.orderingUrl).host}`, 'openstreetmap.org'].map(
  (host) => `*${host}*`,
)

/** Every run's figures per route: the table shows their medians, the line under it the spread. */
const runsByRoute = new Map<string, Figures[]>()
/** Lighthouse's CPU score of this machine, once per run. */
const benchmarkIndexes: number[] = []
try {
  await mkdir('.lighthouse', { recursive: true })
  for (const path of paths) {
    const runs: Figures[] = []
    for (let run = 1; run <= runsPerRoute; run++) {
      process.stderr.write(`Lighthouse ${path} run ${run}/${runsPerRoute}…\n`)
      const lhr = await measure(`${origin}${path}`)
      const name = path === '/' ? 'home' : path.slice(1)
      await writeFile(join('.lighthouse', `${name}-${run}.json`), JSON.stringify(lhr))
      runs.push(figures(lhr))
      benchmarkIndexes.push(lhr.environment.benchmarkIndex)
    }
    runsByRoute.set(path, runs)
  }
} finally {
  await chrome.kill()
  server.close()
}

const results = new Map([...runsByRoute].map(([path, runs]) => [path, median(runs)]))
console.log(table(results))
console.log(machineLoadNote(benchmarkIndexes))
console.log(blockingTimeSpread(runsByRoute))
const misses = budgetMisses(results)
if (misses.length > 0) {
  console.error(`\n${misses.length} budget(s) missed:\n${misses.map((m) => `  - ${m}`).join('\n')}`)
  process.exit(1)
}
console.log('\nAll budgets hold.')

/**
 * One Lighthouse run. A run that fails to record (e.g. NO_NAVSTART on a busy machine) is repeated,
 * up to twice, rather than aborting the whole benchmark.
 */
async function measure(url: string, attempt = 1): Promise<Result> {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
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
  return measure(url, attempt + 1)
}

function figures(lhr: Result): Figures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    scores: Object.fromEntries(
      categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Figures['scores'],
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: scriptGzipBytes(lhr),
    totalBytes: numeric('total-byte-weight'),
  }
}

/** The gzip size of every script the run loaded, read from the build. */
function scriptGzipBytes(lhr: Result): number {
  const requests = (lhr.audits['network-requests']?.details as { items?: RequestRow[] })?.items
  if (!requests) return Number.NaN
  return requests
    .filter((request) => request.resourceType === 'Script')
    .map((request) => join(clientOutDir, new URL(request.url).pathname))
    .reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0)
}

interface RequestRow {
  url: string
  resourceType?: string
}

/** The median of every figure on its own across the runs. */
function median(runs: Figures[]): Figures {
  const mid = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const of = (pick: (figures: Figures) => number) => mid(runs.map(pick))
  return {
    scores: Object.fromEntries(
      categories.map((id) => [id, of((run) => run.scores[id])]),
    ) as Figures['scores'],
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    jsBytes: of((run) => run.jsBytes),
    totalBytes: of((run) => run.totalBytes),
  }
}

function table(rows: Map<string, Figures>): string {
  const header = [
    'Route',
    'Perf',
    'A11y',
    'Best Pr.',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
    'JS gzip',
    'Total',
  ]
  const lines = [...rows].map(([path, f]) => [
    `\`${path}\``,
    ...categories.map((id) => String(f.scores[id])),
    `${(f.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(f.tbtMs)} ms`,
    f.cls.toFixed(3),
    `${(f.jsBytes / KB).toFixed(1)} KB`,
    `${(f.totalBytes / KB).toFixed(1)} KB`,
  ])
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`
  const align = header.map((_, i) => (i === 0 ? '---' : '---:'))
  return [row(header), row(align), ...lines.map(row)].join('\n')
}

/**
 * Total Blocking Time scales with the machine's real main-thread speed, which Lighthouse measures
 * before every run as its benchmark index: the range tells whether two benchmark runs compare.
 */
function machineLoadNote(indexes: number[]): string {
  const format = (value: number) => Math.round(value).toLocaleString('en')
  const range = `${format(Math.min(...indexes))}–${format(Math.max(...indexes))}`
  const note = `\nLighthouse benchmark index during the runs: ${range}.`
  return Math.min(...indexes) < busyMachineIndex
    ? `${note} Below ${format(busyMachineIndex)} the machine was busy: blocking times are inflated.`
    : note
}

/** Total Blocking Time of each run per route: the median of three hides how far they spread. */
function blockingTimeSpread(runsByRoute: Map<string, Figures[]>): string {
  const routes = [...runsByRoute].map(
    ([path, runs]) => `${path} ${runs.map((run) => Math.round(run.tbtMs)).join(', ')} ms`,
  )
  return `Total Blocking Time of each run: ${routes.join(' · ')}.`
}

function budgetMisses(rows: Map<string, Figures>): string[] {
  const misses: string[] = []
  for (const [path, f] of rows) {
    for (const id of categories) {
      if (f.scores[id] < budgets.score) misses.push(`${path}: ${id} ${f.scores[id]} < 100`)
    }
  }
  const home = rows.get('/')
  if (home) {
    const check = (ok: boolean, text: string) => ok || misses.push(`/: ${text}`)
    check(home.lcpMs <= budgets.homeLcpMs, `LCP ${Math.round(home.lcpMs)} ms > 1200 ms`)
    check(home.tbtMs <= budgets.homeTbtMs, `TBT ${Math.round(home.tbtMs)} ms > 50 ms`)
    check(home.cls <= budgets.homeCls, `CLS ${home.cls.toFixed(3)} > 0.01`)
    check(
      home.jsBytes <= budgets.homeJsBytes,
      `JavaScript ${(home.jsBytes / KB).toFixed(1)} KB gzip > 80 KB`,
    )
    check(
      home.totalBytes <= budgets.homeTotalBytes,
      `bytes before interaction ${(home.totalBytes / KB).toFixed(1)} KB > 250 KB`,
    )
  }
  return misses
}
