// `npm run bench:menu-open`: how long a phone takes to open the home page's menu dialog, the
// heaviest thing a visitor's tap starts (143 dishes come on screen), against a floor: the platform's
// own cheapest way to show the same prerendered dish list in a dialog — a bare native <dialog>,
// each category laid out only as it comes near, the site's stylesheet, one line of script
// (bench/menu-open-floor.ts). System Chromium against the production build, served as `npm start`
// serves it; a 412 px phone viewport with touch, Lighthouse's 4× CPU slowdown. On the home page the
// pointer first comes over the opener, as a visitor's does, which hydrates the dialog (its intent
// mode, ADR 035); then the click. Chromium's Event Timing API reports the click: its handler time
// and its duration until the next paint (the figure Interaction to Next Paint reports). Every
// opening is in a fresh page; each home page and its floor alternate, round after round. Prints
// each opening and the medians, and exits non-zero when a home page's median exceeds 1.20 × its
// floor's in the same run; the times themselves are printed, not judged. Not part of `npm test`.
//
//   npm run bench:menu-open                five rounds
//   npm run bench:menu-open -- --rounds 9
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright'
import { documentOf } from '#src/lib/routes.ts'
import { languages } from '#src/schemas/fields.ts'
import { median } from './bench-budgets.ts'
import { chromiumFlags, systemChromium } from '../builder/chromium.ts'
import { clientOutDir } from '../builder/paths.ts'
import { createSiteServer } from '../server/site-server.ts'
import { addMenuFloors, menuFloorFolder, menuFloorPath } from './menu-open-floor.ts'

/** A home page's median against its floor's in the same run. */
const menuOpenBudget = { floorRatio: 1.2 }
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
const homePaths = languages.map((language) => documentOf('home-page', language).path!)

interface Opening {
  /** The click's event handlers. */
  handlerMs: number
  /** From the click to the next frame on screen. */
  interactionMs: number
}

const root = mkdtempSync(join(tmpdir(), 'bench-menu-'))
cpSync(clientOutDir, root, { recursive: true })
addMenuFloors(root, homePaths)
const server = createSiteServer(root, { guests: [menuFloorFolder] }).listen(0, '127.0.0.1')
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
    const opener = page.locator('[data-opens="menu-dialog"]').first()
    await opener.scrollIntoViewIfNeeded()
    // The pointer comes over the opener, as a visitor's does before a tap: on the home page that
    // hydrates the dialog (once the boot script has armed it), on the floor it changes nothing.
    if (!path.startsWith(menuFloorPath('/'))) {
      await page.locator('[data-island="menu-dialog"][data-armed]').waitFor({ state: 'attached' })
    }
    await opener.hover()
    if (!path.startsWith(menuFloorPath('/'))) {
      await page
        .locator('[data-island="menu-dialog"][data-hydrated]')
        .waitFor({ state: 'attached' })
    }
    // Whatever the page does when idle is done before the click: both pages start from rest.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
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
    // One script after the click, that waits in the page: no polling from here lands between the
    // click and its next paint.
    const opening = await page.evaluate(async () => {
      const { clicks } = window as unknown as { clicks: PerformanceEventTiming[] }
      while (clicks.length === 0) await new Promise((resolve) => setTimeout(resolve, 50))
      const [click] = clicks
      return {
        handlerMs: Math.round(click!.processingEnd - click!.processingStart),
        interactionMs: Math.round(click!.duration),
        open: document.querySelector('dialog[open]') !== null,
      }
    })
    if (!opening.open) throw new Error(`${path}: the click did not open the menu`)
    return { handlerMs: opening.handlerMs, interactionMs: opening.interactionMs }
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
  if (!(ratio <= menuOpenBudget.floorRatio)) {
    misses.push(
      `${path}: opening the menu took ${ratio.toFixed(2)} × its floor (${Math.round(medianOf(path, interaction))} ms against ${Math.round(medianOf(floor, interaction))} ms; budget ${menuOpenBudget.floorRatio} ×)`,
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
