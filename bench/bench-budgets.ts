// The budgets of `npm run bench` (bench/bench.ts) and the arithmetic behind them: medians over the
// rounds, and every budget stated against the floor page measured in the same run, because this
// shared machine's speed drifts from one minute to the next (docs/benchmarks.md).

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof categories)[number]

export const KB = 1024

/** One Lighthouse run of one page. */
export interface Figures {
  scores: Record<Category, number>
  lcpMs: number
  tbtMs: number
  cls: number
  /** Scripts the page loaded in the run (its network requests of type Script). */
  scripts: number
  /** Those scripts' response bodies as the server sends them (brotli), in bytes. */
  jsBytes: number
  /** Lighthouse's total byte weight: transfer sizes of everything the page loaded. */
  totalBytes: number
}

/** A route's runs, their medians, and whether the runs show it loading JavaScript. */
export interface RouteResult {
  path: string
  runs: Figures[]
  median: Figures
  loadsJavaScript: boolean
  /**
   * A route kept out of search engines on purpose (the table tent): Lighthouse's SEO score fails
   * its "page is blocked from indexing" audit by design, so that score is no budget there.
   */
  noindex: boolean
}

export const budgets = {
  /** Every Lighthouse category, every route. */
  score: 100,
  /** Every route; a layout shift costs as much on a text page as on the home page. */
  cls: 0.01,
  /** Pages that load JavaScript: LCP against the floor's, and Total Blocking Time. */
  withJavaScript: { lcpRatio: 1.35, tbtMs: 50 },
  /** Pages that load none: nearly the floor's LCP, its TBT plus a little, and no script at all. */
  withoutJavaScript: { lcpRatio: 1.15, tbtOverFloorMs: 20, jsBytes: 0 },
  /** The home page's bytes: scripts (brotli), and everything it loads before any interaction. */
  home: { path: '/', jsBytes: 80 * KB, totalBytes: 250 * KB },
} as const

/** The median; of an even count, the mean of the middle two. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The median of every figure on its own across the runs. */
export function medianFigures(runs: readonly Figures[]): Figures {
  const of = (pick: (figures: Figures) => number) => median(runs.map(pick))
  return {
    scores: Object.fromEntries(
      categories.map((id) => [id, of((run) => run.scores[id])]),
    ) as Figures['scores'],
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    scripts: of((run) => run.scripts),
    jsBytes: of((run) => run.jsBytes),
    totalBytes: of((run) => run.totalBytes),
  }
}

/** A route's result: it loads JavaScript when any of its runs loaded a script. */
export function routeResult(path: string, runs: Figures[], noindex = false): RouteResult {
  return {
    path,
    runs,
    median: medianFigures(runs),
    loadsJavaScript: runs.some((run) => run.scripts > 0),
    noindex,
  }
}

const ms = (value: number) => `${Math.round(value)} ms`
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

/** Every budget a route misses, each named with its figure and its limit; empty when all hold. */
export function budgetMisses(routes: readonly RouteResult[], floor: Figures): string[] {
  const misses: string[] = []
  for (const { path, median: f, runs, loadsJavaScript, noindex } of routes) {
    const miss = (budget: string, figure: string, limit: string) =>
      misses.push(`${path}: ${budget} ${figure} > ${limit}`)
    for (const id of categories) {
      if (id === 'seo' && noindex) continue
      if (!(f.scores[id] >= budgets.score)) {
        misses.push(`${path}: ${id} score ${f.scores[id]} < ${budgets.score}`)
      }
    }
    if (!(f.cls <= budgets.cls)) miss('CLS', f.cls.toFixed(3), String(budgets.cls))
    const lcpRatio = f.lcpMs / floor.lcpMs
    if (loadsJavaScript) {
      const limit = budgets.withJavaScript
      if (!(lcpRatio <= limit.lcpRatio)) {
        miss('LCP (page with JavaScript)', `${lcpRatio.toFixed(2)} × floor`, `${limit.lcpRatio} ×`)
      }
      if (!(f.tbtMs <= limit.tbtMs))
        miss('TBT (page with JavaScript)', ms(f.tbtMs), ms(limit.tbtMs))
    } else {
      const limit = budgets.withoutJavaScript
      if (!(lcpRatio <= limit.lcpRatio)) {
        miss(
          'LCP (page without JavaScript)',
          `${lcpRatio.toFixed(2)} × floor`,
          `${limit.lcpRatio} ×`,
        )
      }
      const tbtLimit = floor.tbtMs + limit.tbtOverFloorMs
      if (!(f.tbtMs <= tbtLimit)) {
        miss(
          'TBT (page without JavaScript)',
          ms(f.tbtMs),
          `floor ${ms(floor.tbtMs)} + ${limit.tbtOverFloorMs} ms`,
        )
      }
      // Every run, not only the median: a script loaded in one round of three is still shipped.
      const jsBytes = Math.max(...runs.map((run) => run.jsBytes))
      if (!(jsBytes <= limit.jsBytes)) {
        miss('JavaScript (page without JavaScript)', `${jsBytes} bytes brotli`, '0 bytes')
      }
    }
    if (path === budgets.home.path) {
      if (!(f.jsBytes <= budgets.home.jsBytes)) {
        miss('home JavaScript', `${kb(f.jsBytes)} brotli`, kb(budgets.home.jsBytes))
      }
      if (!(f.totalBytes <= budgets.home.totalBytes)) {
        miss('home bytes before interaction', kb(f.totalBytes), kb(budgets.home.totalBytes))
      }
    }
  }
  return misses
}
