// `npm run bench:admin`: the CMS at /admin/ on Lighthouse 12's mobile profile (Moto G Power,
// simulated slow 4G, 4× CPU) beside the home page, in the same runs and on the same server as
// `npm start`, round after round (bench/admin-budgets.ts):
// - the home page: its largest contentful paint, the floor of the budgets;
// - /admin/ on a first visit (storage reset): when the first screen, where the owner signs in, is
//   interactive — at most 3 × the home page's LCP;
// - /admin/ on a repeat visit, the cache kept (Lighthouse's --disable-storage-reset) and the owner
//   signed in with the folder on this computer (bench/repository-folder.ts): when the list of
//   files is interactive, and when the menu's form is, opened from its bookmark (the editor starts
//   at once, its code from the cache) — each at most 2 × the home page's LCP — and what the list
//   downloaded; the opening hours' form the same way, a small file, printed: the editor's own start;
// - the time from opening /admin/ to the menu's fields, signed in, its list entry tapped, at 4×
//   CPU (printed): the editor's own weight, which starts with the tap;
// - the bytes of the first screen and of the editor, brotli as the server sends them (printed).
// Exits non-zero naming each budget missed. Needs `npm run build` first; not part of `npm test`.
//
//   npm run bench:admin                  5 rounds
//   npm run bench:admin -- --rounds 7
import { existsSync, readFileSync, statSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result } from 'lighthouse'
import puppeteer, { type Browser } from 'puppeteer-core'
import { contentDir } from '../builder/content/load-site.ts'
import { chromiumFlags, systemChromium } from '../builder/chromium.ts'
import { adminManifestPath, clientOutDir } from '../builder/paths.ts'
import { createSiteServer } from '../server/site-server.ts'
import { editorRoute } from '#src/admin/cms-files.ts'
import {
  type AdminRound,
  adminBudgetMisses,
  adminTable,
  medianRound,
  seconds,
} from './admin-budgets.ts'
import { phonePage, signInWithFolder } from './admin-pages.ts'
import { filesUnder } from './repository-folder.ts'

const minimumRounds = 5
const { values: options } = parseArgs({
  options: { rounds: { type: 'string', default: String(minimumRounds) } },
})
const rounds = Number(options.rounds)
if (!Number.isInteger(rounds) || rounds < minimumRounds) {
  console.error(`--rounds must be a whole number of at least ${minimumRounds}`)
  process.exit(1)
}
if (!existsSync(join(clientOutDir, 'admin/index.html')) || !existsSync(adminManifestPath)) {
  console.error(`no build with the CMS in ${clientOutDir}: run "npm run build" first`)
  process.exit(1)
}

interface ManifestChunk {
  file: string
  css?: string[]
  assets?: string[]
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}

/** The brotli size of a build file as the server sends it (its .br twin, or itself). */
const servedBytes = (file: string) => {
  const path = join(clientOutDir, file)
  return statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size
}

/**
 * The first screen's files and the editor's (its chunk and everything it imports at once, and the
 * fonts it loads: its interface's, its icons' and the site's in the previews). The image codecs'
 * WebAssembly loads only when the owner adds a photo, and is not counted.
 */
function cmsBytes() {
  const manifest = JSON.parse(readFileSync(adminManifestPath, 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const staticGraph = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) staticGraph(imported, seen)
    return seen
  }
  const fonts = (key: string) =>
    (manifest[key]!.assets ?? []).filter((file) => file.endsWith('.woff2'))
  const files = (keys: Set<string>) =>
    [...keys].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? []), ...fonts(key)])
  const shell = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!
  const editor = manifest[shell]!.dynamicImports!.find((key) => /editor\.ts$/.test(key))!
  const shellFiles = files(staticGraph(shell))
  const editorFiles = files(staticGraph(editor)).filter((file) => !shellFiles.includes(file))
  const sum = (list: string[]) => list.reduce((total, file) => total + servedBytes(file), 0)
  return {
    firstScreen: servedBytes('admin/index.html') + sum(shellFiles),
    editor: sum(editorFiles),
    editorFiles: editorFiles.length,
    editorFonts: sum(editorFiles.filter((file) => file.endsWith('.woff2'))),
  }
}

/**
 * One Lighthouse run; one that fails to record (NO_NAVSTART on a busy machine) is repeated, up to
 * twice, as `npm run bench` does (bench/bench.ts).
 */
async function measure(port: number, url: string, repeat: boolean, attempt = 1): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: repeat,
  })
  const error = result ? result.lhr.runtimeError : { message: 'no result' }
  if (!error) return result!.lhr
  if (attempt >= 3) throw new Error(`${url}: ${error.message}`)
  process.stderr.write(`  ${error.message}; trying again\n`)
  return measure(port, url, repeat, attempt + 1)
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN

/** Whether a run's page loaded the editor's chunk (a first visit must not: only the first screen). */
function loadsTheEditor(lhr: Result): boolean {
  const items = (lhr.audits['network-requests']?.details as { items?: { url: string }[] })?.items
  return (items ?? []).some((item) => /\/assets\/editor-[\w-]+\.js$/.test(item.url))
}

/**
 * Forgets everything the origin kept — the signed-in owner (localStorage), the folder (IndexedDB,
 * the private file system), the HTTP cache — as for a phone that never opened /admin/: Lighthouse's
 * own reset leaves localStorage.
 */
async function forgetOrigin(browser: Browser, origin: string) {
  const page = await browser.newPage()
  const session = await page.createCDPSession()
  await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
  await session.send('Network.clearBrowserCache')
  await page.close()
}

/** From opening /admin/, signed in, to the menu's fields, at a phone's 4× slower CPU. */
async function timeToMenuEditor(browser: Browser, origin: string): Promise<number> {
  const page = await phonePage(browser)
  const session = await page.createCDPSession()
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(`${origin}/admin/`)
  await page.locator('::-p-aria([name="Speisekarte"][role="link"])').setTimeout(60_000).click()
  await page.waitForSelector('section[data-key-path="categories"]', { timeout: 60_000 })
  const ms = await page.evaluate(() => performance.now())
  await page.close()
  return ms
}

const files = filesUnder(contentDir)
const server = createSiteServer(clientOutDir)
const results: AdminRound[] = []
let chrome: chromeLauncher.LaunchedChrome | undefined
try {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`
  chrome = await chromeLauncher.launch({
    chromePath: systemChromium(),
    chromeFlags: ['--headless=new', ...chromiumFlags],
  })
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  for (let round = 1; round <= rounds; round++) {
    process.stderr.write(`Round ${round}/${rounds}: the home page, /admin/ first, /admin/ again…\n`)
    const home = await measure(chrome.port, `${origin}/`, false)
    await forgetOrigin(browser, origin)
    const firstVisit = await measure(chrome.port, `${origin}/admin/`, false)
    if (loadsTheEditor(firstVisit)) {
      throw new Error('the first visit to /admin/ loaded the editor: its storage was not reset')
    }
    await signInWithFolder(browser, origin, files)
    const repeatVisit = await measure(chrome.port, `${origin}/admin/`, true)
    const menuForm = await measure(chrome.port, `${origin}/admin/${editorRoute('menu')}`, true)
    if (!loadsTheEditor(menuForm)) throw new Error("the menu's form did not load the editor")
    const hoursForm = await measure(chrome.port, `${origin}/admin/${editorRoute('hours')}`, true)
    results.push({
      homeLcpMs: numeric(home, 'largest-contentful-paint'),
      firstScreenMs: numeric(firstVisit, 'interactive'),
      repeatVisitMs: numeric(repeatVisit, 'interactive'),
      menuFormMs: numeric(menuForm, 'interactive'),
      hoursFormMs: numeric(hoursForm, 'interactive'),
      repeatVisitBytes: numeric(repeatVisit, 'total-byte-weight'),
      menuEditorMs: await timeToMenuEditor(browser, origin),
    })
  }
  await browser.disconnect()
} finally {
  await chrome?.kill()
  server.close()
}

const bytes = cmsBytes()
console.log(adminTable(results))
console.log(
  `\nBytes, brotli as served: the first screen ${(bytes.firstScreen / 1024).toFixed(1)} KB ` +
    `(its HTML, script and styles); the editor ${(bytes.editor / 1024).toFixed(1)} KB in ` +
    `${bytes.editorFiles} files, ${(bytes.editorFonts / 1024).toFixed(1)} KB of them fonts, ` +
    'loaded when the owner signs in or is signed in.',
)
const medians = medianRound(results)
console.log(
  `Medians: home LCP ${seconds(medians.homeLcpMs)}; the menu's editor ` +
    `${seconds(medians.menuEditorMs)} after opening /admin/ (folder on this computer, 4× CPU).`,
)
const misses = adminBudgetMisses(medians)
if (misses.length > 0) {
  console.error(`\n${misses.length} budget(s) missed:\n${misses.map((m) => `  - ${m}`).join('\n')}`)
  process.exit(1)
}
console.log('\nAll budgets hold.')
