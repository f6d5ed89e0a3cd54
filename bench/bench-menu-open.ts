// `npm run bench:menu-open`: how long a phone takes to open the home page's menu dialog, the
// heaviest thing a visitor's tap starts (143 dishes come on screen), against a floor: the same
// prerendered menu markup in a bare native <dialog> with the same stylesheet, shown by one line of
// script (bench/menu-open-floor.ts), the least showing this menu costs. System Chromium against the
// production build, served as `npm start` serves it; a 412 px phone viewport with touch, Lighthouse's
// 4× CPU slowdown, the dialog's island hydrated; Chromium's Event Timing API reports the click:
// its handler time and its duration until the next paint (the figure Interaction to Next Paint
// reports). Every opening is in a fresh page; each home page and its floor alternate, round after
// round. Prints each opening and the medians, and exits non-zero when a home page's median exceeds
// 1.25 × its floor's or 200 ms. Not part of `npm test`: timings follow the machine's load.
//
//   npm run bench:menu-open                five rounds
//   npm run bench:menu-open -- --rounds 9
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright'
import { documents } from '#src/lib/routes.ts'
import { median } from './bench-budgets.ts'
import { chromiumFlags, systemChromium } from '../builder/chromium.ts'
import { clientOutDir } from '../builder/paths.ts'
import { createSiteServer } from '../server/site-server.ts'
import { addMenuFloors, menuFloorPath } from './menu-open-floor.ts'

/** A home page's median against its floor's, and at most. */
const menuOpenBudget = { floorRatio: 1.25, ms: 200 }
const cpuSlowdown = 4
const minimumRounds = 5

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: String(minimumRounds) } },
})
const rounds = Number(values.rounds)
if (!Number.isInteger(rounds) || rounds < minimumRounds) {
  console.error(
    `--rounds must be a whole number of at least ${minimumRounds} (got ${values.rounds})`,
  )
  process.exit(1)
}
if (!existsSync(join(clientOutDir, 'index.html'))) {
  console.error(`No build in ${clientOutDir}: run "npm run build" first.`)
  process.exit(1)
}
const homePaths = documents.filter((document) => document.page === 'home-page').map((d) => d.path!)

interface Opening {
  /** The click's event handlers. */
  handlerMs: number
  /** From the click to the next frame on screen. */
  interactionMs: number
}

const root = mkdtempSync(join(tmpdir(), 'bench-menu-'))
cpSync(clientOutDir, root, { recursive: true })
addMenuFloors(root, homePaths)
const server = createSiteServer(root).listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const browser = await chromium.launch({ executablePath: systemChromium(), args: chromiumFlags })

async function openMenu(path: string): Promise<Opening> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    await page.goto(origin + path, { waitUntil: 'load' })
    if (!path.startsWith(menuFloorPath('/'))) {
      await page
        .locator('[data-island="menu-dialog"][data-hydrated]')
        .waitFor({ state: 'attached' })
    }
    const opener = page.locator('[data-opens="menu-dialog"]').first()
    await opener.scrollIntoViewIfNeeded()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await page.evaluate(() => {
      const clicks: PerformanceEventTiming[] = []
      Object.assign(window, { clicks })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          if (entry.name === 'click') clicks.push(entry)
        }
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit)
    })
    await opener.click()
    await page.locator('dialog[open]').waitFor()
    return await page.evaluate(async () => {
      const { clicks } = window as unknown as { clicks: PerformanceEventTiming[] }
      while (clicks.length === 0) await new Promise((resolve) => setTimeout(resolve, 50))
      const [click] = clicks
      return {
        handlerMs: Math.round(click!.processingEnd - click!.processingStart),
        interactionMs: Math.round(click!.duration),
      }
    })
  } finally {
    await context.close()
  }
}

const pages = homePaths.flatMap((path) => [path, menuFloorPath(path)])
const openings = new Map<string, Opening[]>(pages.map((path) => [path, []]))
for (let round = 1; round <= rounds; round++) {
  for (const path of pages) {
    const opening = await openMenu(path)
    openings.get(path)!.push(opening)
    console.log(
      `Round ${round}/${rounds}, ${path}: handler ${opening.handlerMs} ms, to next paint ${opening.interactionMs} ms`,
    )
  }
}
await browser.close()
server.close()
rmSync(root, { recursive: true, force: true })

const medianOf = (path: string, pick: (opening: Opening) => number) =>
  median(openings.get(path)!.map(pick))
const range = (path: string, pick: (opening: Opening) => number) => {
  const values = openings.get(path)!.map(pick)
  return `${Math.min(...values)}–${Math.max(...values)} ms`
}
console.log(
  `\n| Page | Click handler (median, range) | Click to next paint (median, range) | Against the floor |`,
)
console.log('| --- | ---: | ---: | ---: |')
const misses: string[] = []
for (const path of homePaths) {
  const floor = menuFloorPath(path)
  const handler = (opening: Opening) => opening.handlerMs
  const interaction = (opening: Opening) => opening.interactionMs
  const ratio = medianOf(path, interaction) / medianOf(floor, interaction)
  for (const [page, against] of [
    [path, `${ratio.toFixed(2)} ×`],
    [`floor ${floor}`, '1.00 ×'],
  ] as const) {
    const at = page.replace(/^floor /, '')
    console.log(
      `| \`${page}\` | ${Math.round(medianOf(at, handler))} ms (${range(at, handler)}) | ${Math.round(medianOf(at, interaction))} ms (${range(at, interaction)}) | ${against} |`,
    )
  }
  const ms = Math.round(medianOf(path, interaction))
  if (!(ratio <= menuOpenBudget.floorRatio)) {
    misses.push(
      `${path}: opening the menu took ${ratio.toFixed(2)} × its floor (${ms} ms against ${Math.round(medianOf(floor, interaction))} ms; budget ${menuOpenBudget.floorRatio} ×)`,
    )
  }
  if (!(ms <= menuOpenBudget.ms)) {
    misses.push(
      `${path}: opening the menu took ${ms} ms to the next paint (budget ${menuOpenBudget.ms} ms)`,
    )
  }
}
console.log(`\n${cpuSlowdown}× CPU slowdown, 412 px phone viewport, ${rounds} rounds.`)
if (misses.length > 0) {
  console.error(
    `\n${misses.length} budget(s) missed:\n${misses.map((miss) => `  - ${miss}`).join('\n')}`,
  )
  process.exit(1)
}
console.log('\nAll budgets hold.')
