// `npm run bench:menu-open`: how long a phone takes to open the home page's menu dialog, the
// heaviest thing a visitor's tap starts (143 dishes come on screen). System Chromium against the
// production build, served as `npm start` serves it; a 412 px phone viewport with touch, Lighthouse's
// 4× CPU slowdown, the dialog's island hydrated; Chromium's Event Timing API reports the click:
// its handler time and the time until the next paint (what Interaction to Next Paint counts).
// Every opening is in a fresh page; the languages alternate. Prints each opening and the medians,
// and exits non-zero when a median interaction exceeds 500 ms, where web.dev's INP scale says
// "poor". Not part of `npm test`: timings follow the machine's load.
//
//   npm run bench:menu-open                six openings per home page
//   npm run bench:menu-open -- --opens 10
import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright'
import { documents } from '../src/lib/routes.ts'
import { median } from './bench-budgets.ts'
import { chromiumFlags, systemChromium } from '../build/chromium.ts'
import { clientOutDir } from '../build/paths.ts'
import { createSiteServer } from '../server/site-server.ts'

const budgetMs = 500
const cpuSlowdown = 4

const { values } = parseArgs({ options: { opens: { type: 'string', default: '6' } } })
const opens = Number(values.opens)
if (!Number.isInteger(opens) || opens < 3) {
  console.error(`--opens must be a whole number of at least 3 (got ${values.opens})`)
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

const server = createSiteServer(clientOutDir).listen(0, '127.0.0.1')
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
    await page.locator('[data-island="menu-dialog"][data-hydrated]').waitFor({ state: 'attached' })
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

const openings = new Map<string, Opening[]>(homePaths.map((path) => [path, []]))
for (let round = 1; round <= opens; round++) {
  for (const path of homePaths) {
    const opening = await openMenu(path)
    openings.get(path)!.push(opening)
    console.log(
      `Opening ${round}/${opens} on ${path}: handler ${opening.handlerMs} ms, to next paint ${opening.interactionMs} ms`,
    )
  }
}
await browser.close()
server.close()

console.log(`\n| Home page | Click handler (median, range) | Click to next paint (median, range) |`)
console.log('| --- | ---: | ---: |')
const misses: string[] = []
for (const [path, list] of openings) {
  const handler = list.map((opening) => opening.handlerMs)
  const interaction = list.map((opening) => opening.interactionMs)
  const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)} ms`
  console.log(
    `| \`${path}\` | ${Math.round(median(handler))} ms (${range(handler)}) | ${Math.round(median(interaction))} ms (${range(interaction)}) |`,
  )
  if (median(interaction) > budgetMs) {
    misses.push(
      `${path}: opening the menu took ${Math.round(median(interaction))} ms to the next paint (budget ${budgetMs} ms)`,
    )
  }
}
console.log(`\n${cpuSlowdown}× CPU slowdown, 412 px phone viewport, ${opens} openings per page.`)
if (misses.length > 0) {
  console.error(
    `\n${misses.length} budget(s) missed:\n${misses.map((miss) => `  - ${miss}`).join('\n')}`,
  )
  process.exit(1)
}
