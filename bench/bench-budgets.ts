// The budgets of `npm run bench` (bench/bench.ts) and the arithmetic behind them: medians over the
// rounds, and every LCP budget stated against the floor page of the route's kind (text or photo)
// measured in the same run, because this shared machine's speed drifts from one minute to the next
// (docs/benchmarks.md).

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof categories)[number]

export const KB = 1024

/**
 * What a page's largest contentful paint was in a run: a photo (an image element) or text.
 * Each kind has its floor page (bench/bench-floor.ts).
 */
export type LcpKind = 'photo' | 'text'

/** One Lighthouse run of one page. */
export interface Figures {
  scores: Record<Category, number>
  lcpMs: number
  /** The element of the largest contentful paint: a photo or text. */
  lcpKind: LcpKind
  tbtMs: number
  cls: number
  /** Scripts the page loaded in the run (its network requests of type Script). */
  scripts: number
  /** Those scripts' response bodies as the server sends them (brotli), in bytes. */
  jsBytes: number
  /** Lighthouse's total byte weight: transfer sizes of everything the page loaded. */
  totalBytes: number
}

/** The floors' medians: the text floor and the photo floor, measured in the same run. */
export interface Floors {
  text: Figures
  photo: Figures
}

/** A route's runs, their medians, and what the runs show of it. */
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

/** The largest contentful paint's budget of a route: which floor, and how many times it. */
export interface LcpBudget {
  floor: LcpKind
  ratio: number
  /** Why this budget: the class of page it holds. */
  label: string
}

export const budgets = {
  /** Every Lighthouse category, every route. */
  score: 100,
  /** Every route; a layout shift costs as much on a text page as on the home page. */
  cls: 0.01,
  /** Every route. */
  tbtMs: 50,
  /** Largest contentful paint, against the floor of the page's kind. */
  lcp: {
    /** A page whose largest paint is the hero photo, against the photo floor. */
    photo: 1.1,
    /** A page whose largest paint is text and that has islands, against the text floor. */
    textWithIslands: 1.15,
    /** A page whose largest paint is text and that loads no script, against the text floor. */
    text: 1.1,
  },
  /** Pages that load no script in one run load none in any. */
  withoutJavaScript: { jsBytes: 0 },
  /** The home page's bytes: scripts (brotli), and everything it loads before any interaction. */
  home: { path: '/', jsBytes: 80 * KB, totalBytes: 250 * KB },
} as const

/** The LCP budget a route's runs put it under: its kind (the runs' majority) and its scripts. */
export function lcpBudget(route: Pick<RouteResult, 'runs' | 'loadsJavaScript'>): LcpBudget {
  const photos = route.runs.filter((run) => run.lcpKind === 'photo').length
  if (photos * 2 > route.runs.length) {
    return { floor: 'photo', ratio: budgets.lcp.photo, label: 'photo' }
  }
  return route.loadsJavaScript
    ? { floor: 'text', ratio: budgets.lcp.textWithIslands, label: 'text, with islands' }
    : { floor: 'text', ratio: budgets.lcp.text, label: 'text, no script' }
}

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
    lcpKind: mostFrequent(runs.map((run) => run.lcpKind)),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    scripts: of((run) => run.scripts),
    jsBytes: of((run) => run.jsBytes),
    totalBytes: of((run) => run.totalBytes),
  }
}

function mostFrequent<T>(values: readonly T[]): T {
  const counts = new Map<T, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0]
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
export function budgetMisses(routes: readonly RouteResult[], floors: Floors): string[] {
  const misses: string[] = []
  for (const route of routes) {
    const { path, median: f, runs, loadsJavaScript, noindex } = route
    const miss = (budget: string, figure: string, limit: string) =>
      misses.push(`${path}: ${budget} ${figure} > ${limit}`)
    for (const id of categories) {
      if (id === 'seo' && noindex) continue
      if (!(f.scores[id] >= budgets.score)) {
        misses.push(`${path}: ${id} score ${f.scores[id]} < ${budgets.score}`)
      }
    }
    if (!(f.cls <= budgets.cls)) miss('CLS', f.cls.toFixed(3), String(budgets.cls))
    const lcp = lcpBudget(route)
    const lcpRatio = f.lcpMs / floors[lcp.floor].lcpMs
    if (!(lcpRatio <= lcp.ratio)) {
      miss(`LCP (${lcp.label})`, `${lcpRatio.toFixed(2)} × ${lcp.floor} floor`, `${lcp.ratio} ×`)
    }
    if (!(f.tbtMs <= budgets.tbtMs)) miss('TBT', ms(f.tbtMs), ms(budgets.tbtMs))
    if (!loadsJavaScript) {
      // Every run, not only the median: a script loaded in one round of five is still shipped.
      const jsBytes = Math.max(...runs.map((run) => run.jsBytes))
      if (!(jsBytes <= budgets.withoutJavaScript.jsBytes)) {
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
