// `npm run bench:admin-profile -- menu`: where a repeat visit to a file's form in /admin/ spends the
// phone's time. As `npm run bench:admin` does it (bench/bench-admin.ts): signed in with the folder on
// this computer, the editor's files in the cache, the form opened from its bookmark — here at a
// real 4× slower CPU in a Chrome performance trace, recorded until the page has been quiet for 5 s.
// Prints when the form's fields were there, the main thread's busy time and its long tasks, and
// the JavaScript's time by whose code it is — Sveltia's, ours (src/, the yaml parser, zod, our
// React roots) — by the innermost frame of each sample that is either's. That split needs source
// maps: build the CMS with them into a folder of its own first (ADR 051),
//
//   OUT_DIR=/tmp/profile npm run build
//   OUT_DIR=/tmp/profile npx vite build -c vite.admin.config.ts --sourcemap --minify false
//   rm /tmp/profile/admin/index.html.br /tmp/profile/admin/index.html.gz
//   OUT_DIR=/tmp/profile npm run bench:admin-profile -- menu      (or hours; a trace file to keep)
//
// Without source maps everything is the editor's chunk. Not part of `npm test`; judges nothing.
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import puppeteer from 'puppeteer-core'
import { contentDir } from '../builder/content/load-site.ts'
import { chromiumFlags, systemChromium } from '../builder/chromium.ts'
import { clientOutDir } from '../builder/paths.ts'
import { createSiteServer } from '../server/site-server.ts'
import { editorRoute } from '#src/admin/cms-files.ts'
import type { ContentFileName } from '#src/schemas/index.ts'
import { contentFileNames } from '#src/schemas/site.ts'
import { phonePage, signInWithFolder } from './admin-pages.ts'
import { filesUnder } from './repository-folder.ts'

const fileName = (process.argv[2] ?? 'menu') as ContentFileName
if (!contentFileNames.includes(fileName)) {
  console.error(
    `usage: npm run bench:admin-profile -- <${contentFileNames.join('|')}> [trace.json]`,
  )
  process.exit(1)
}
const tracePath = process.argv[3] ?? join(process.env.TMPDIR ?? '/tmp', `admin-${fileName}.json`)

interface Watched {
  longTaskEnd: number
  fieldsAt?: number
}

/** The repeat visit at 4× CPU, traced; when the first field was there and the last long task. */
async function traceRepeatVisit(origin: string): Promise<Watched> {
  const browser = await puppeteer.launch({
    executablePath: systemChromium(),
    args: ['--headless=new', ...chromiumFlags],
  })
  try {
    await signInWithFolder(browser, origin, filesUnder(contentDir))
    const url = `${origin}/admin/${editorRoute(fileName)}`
    const field = 'section[data-key-path]'
    // A first visit to the form fills the caches; the traced one is the repeat visit.
    const warm = await phonePage(browser)
    await warm.goto(url)
    await warm.waitForSelector(field, { timeout: 120_000 })
    await new Promise((done) => setTimeout(done, 3000))
    await warm.close()
    const page = await phonePage(browser)
    const session = await page.createCDPSession()
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.evaluateOnNewDocument((selector: string) => {
      const watched: Watched = { longTaskEnd: 0 }
      Object.assign(window, { watched })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          watched.longTaskEnd = entry.startTime + entry.duration
        }
      }).observe({ type: 'longtask', buffered: true })
      new MutationObserver((_records, observer) => {
        if (!document.querySelector(selector)) return
        watched.fieldsAt = performance.now()
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    }, field)
    await page.tracing.start({
      path: tracePath,
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
      ],
    })
    await page.goto(url)
    await page.waitForSelector(field, { timeout: 120_000 })
    const watched = () => page.evaluate(() => (window as unknown as { watched: Watched }).watched)
    // Quiet: no long task for 5 s.
    for (;;) {
      await new Promise((done) => setTimeout(done, 1000))
      const now = await page.evaluate(() => performance.now())
      if (now - (await watched()).longTaskEnd > 5000) break
    }
    const result = await watched()
    await page.tracing.stop()
    return result
  } finally {
    await browser.close()
  }
}

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: Record<string, unknown> }
}

interface ProfileNode {
  id: number
  parent?: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
}

const sourceMaps = new Map<string, TraceMap | undefined>()
function sourceMap(file: string): TraceMap | undefined {
  if (!sourceMaps.has(file)) {
    let map: TraceMap | undefined
    try {
      map = new TraceMap(readFileSync(`${file}.map`, 'utf8'))
    } catch {
      map = undefined
    }
    sourceMaps.set(file, map)
  }
  return sourceMaps.get(file)
}

/** The source file of a frame, through the build's source map and Sveltia's own. */
function sourceOf({ url, lineNumber, columnNumber, functionName }: ProfileNode['callFrame']) {
  if (!url) return functionName
  const file = join(clientOutDir, new URL(url).pathname)
  const map = sourceMap(file)
  const position = map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber })
  if (!position?.source) return new URL(url).pathname
  const source = resolve(dirname(file), position.source)
  const inner = source.includes('/@sveltia/cms/') ? sourceMap(source) : undefined
  if (!inner || position.line === null || position.column === null) return source
  const deeper = originalPositionFor(inner, { line: position.line, column: position.column })
  return deeper.source ? `@sveltia/cms:${deeper.source}` : source
}

/** Whose code a source file is. */
function ownerOf(source: string): string | undefined {
  if (source.startsWith('@sveltia/cms:') || source.includes('/@sveltia/cms/')) return 'Sveltia CMS'
  if (source.includes('/node_modules/yaml/')) return 'ours: the yaml parser reading the data files'
  if (source.includes('/node_modules/zod/')) return 'ours: zod (the schemas, the checks)'
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(source)) return 'ours: our React roots'
  if (source.startsWith(resolve('src'))) return 'ours: src/ (config, glue, tools, previews)'
  if (source === '(program)') return 'the browser outside JavaScript (style, layout, paint, …)'
  if (source === '(garbage collector)') return 'garbage collection'
  return undefined
}

const server = createSiteServer(clientOutDir)
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
const origin = `http://localhost:${(server.address() as AddressInfo).port}`
const watched = await traceRepeatVisit(origin).finally(() => server.close())

const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] }
const events = trace.traceEvents
const busyByThread = new Map<string, number>()
for (const event of events) {
  if (event.name !== 'RunTask' || !event.dur) continue
  const thread = `${event.pid}/${event.tid}`
  busyByThread.set(thread, (busyByThread.get(thread) ?? 0) + event.dur)
}
const [mainThread] = [...busyByThread].sort((a, b) => b[1] - a[1])[0]!
const onMain = (event: TraceEvent) => `${event.pid}/${event.tid}` === mainThread
const tasks = events.filter((event) => onMain(event) && event.name === 'RunTask' && event.dur)
const start = Math.min(...tasks.map((task) => task.ts))
const longTasks = tasks.filter((task) => task.dur! >= 50_000)
const s = (microseconds: number) => `${(microseconds / 1e6).toFixed(2)} s`

console.log(
  `${fileName}'s form, repeat visit, 4× CPU: fields at ${s((watched.fieldsAt ?? NaN) * 1000)}, ` +
    `last long task ends at ${s(watched.longTaskEnd * 1000)}; main thread busy ` +
    `${s(tasks.reduce((sum, task) => sum + task.dur!, 0))}, ${s(longTasks.reduce((sum, task) => sum + task.dur!, 0))} of it in ` +
    `${longTasks.length} long tasks:`,
)
for (const task of longTasks.filter((task) => task.dur! >= 100_000)) {
  console.log(`  at ${s(task.ts - start)}: ${(task.dur! / 1000).toFixed(0)} ms`)
}

const nodes = new Map<number, ProfileNode>()
const samples: number[] = []
const deltas: number[] = []
for (const event of events) {
  // The samples of the main thread's process (its profiler runs on a thread of its own).
  if (event.name !== 'ProfileChunk' || `${event.pid}` !== mainThread.split('/')[0]) continue
  const data = event.args?.data as
    | { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
    | undefined
  for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
  samples.push(...(data?.cpuProfile?.samples ?? []))
  deltas.push(...(data?.timeDeltas ?? []))
}
const byOwner = new Map<string, number>()
const owners = new Map<number, string>()
for (const [index, sample] of samples.entries()) {
  let owner = owners.get(sample)
  if (!owner) {
    for (let at = nodes.get(sample); at && !owner; at = nodes.get(at.parent ?? -1)) {
      owner = ownerOf(sourceOf(at.callFrame))
    }
    owner ??= at(sample)
    owners.set(sample, owner)
  }
  byOwner.set(owner, (byOwner.get(owner) ?? 0) + (deltas[index + 1] ?? 0))
}
function at(sample: number) {
  return nodes.get(sample)?.callFrame.functionName === '(idle)' ? 'idle' : 'other'
}
console.log('CPU time by whose code it is (the innermost frame that is either):')
for (const [owner, microseconds] of [...byOwner].sort((a, b) => b[1] - a[1])) {
  if (owner !== 'idle') console.log(`  ${s(microseconds).padStart(8)}  ${owner}`)
}
console.log(`The trace: ${tracePath} (open it in Chrome's DevTools, Performance).`)
