// The budgets of `npm run bench` (bench/bench.ts) and the arithmetic behind them: medians over the
// rounds, every LCP budget stated against the route's floor measured in the same run — the photo
// floor where the largest paint is the hero photo, the route's own bare document where it is
// text — because this shared machine's speed drifts from one minute to the next
// (docs/benchmarks.md). The main thread is judged by the longest task of the site's own scripts;
// page-wide Total Blocking Time follows the machine's load and is printed, as are absolute times.

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof categories)[number]

export const KB = 1024

/**
 * What a page's largest contentful paint was in a run: a photo (an image element) or text.
 * Each kind has its floor (bench/bench-floor.ts): the photo floor, or the page's bare document.
 */
export type LcpKind = 'photo' | 'text'

/** The floor a route's LCP is held to: the photo floor, or its own bare document. */
export type LcpFloor = 'photo' | 'bare document'

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
  /** The main thread's tasks of 50 ms or more, as Lighthouse times them at 4× CPU; not medians. */
  longTasks: LongTask[]
  /** The document's bytes on the wire (headers and body), as Lighthouse's network record has them. */
  documentBytes: number
}

/**
 * A long task: its duration, and what Lighthouse attributes it to: one of the site's script files
 * (`script`, its file name), or the document itself (`document`: its parse, style and layout).
 */
export interface LongTask {
  ms: number
  source: string
  kind: 'script' | 'document'
}

/** The floors' medians, measured in the same run: the text floor and the photo floor. */
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
  /** The runs of its bare document (bench-floor.ts), when it has one: a page whose paint is text. */
  bare?: { runs: Figures[]; median: Figures }
}

/**
 * The largest contentful paint's budget of a route: which floor, how many times it, and for a page
 * whose document cannot arrive in the first round trip while its bare document can, the round
 * trip it is owed on top (the larger of the two limits holds).
 */
export interface LcpBudget {
  floor: LcpFloor
  ratio: number
  plusRoundTripMs?: number
}

/**
 * What a new connection may send before its first acknowledgement: the initial congestion window,
 * 10 segments of 1,460 bytes (RFC 6928; checks/first-round-trip.ts holds the home page to it).
 */
export const firstRoundTripBytes = 10 * 1460

/** One round trip of Lighthouse's simulated slow 4G. */
export const roundTripMs = 150

export const budgets = {
  /**
   * Accessibility, Best Practices and SEO, every route. Not Performance: Lighthouse scores it from
   * absolute times, which follow the machine's load; it is printed.
   */
  score: 100,
  scored: ['accessibility', 'best-practices', 'seo'] as const satisfies readonly Category[],
  /** Every route; a layout shift costs as much on a text page as on the home page. */
  cls: 0.01,
  /**
   * Every route: the longest main-thread task of one of the site's own scripts, at 4× CPU, median
   * over the rounds (each round's longest; 0 without one). Tasks of the document itself (parse,
   * style, layout around the first paint: the bare documents have them too) count through LCP.
   */
  longestOwnScriptTaskMs: 50,
  /** Largest contentful paint, against the route's floor. */
  lcp: {
    /** A page whose largest paint is the hero photo, against the photo floor. */
    photo: 1.1,
    /** A page whose largest paint is text, against its own bare document. */
    text: 1.1,
  },
  /** Pages that load no script in one run load none in any. */
  withoutJavaScript: { jsBytes: 0 },
  /** The home page's bytes: scripts (brotli), and everything it loads before any interaction. */
  home: { path: '/', jsBytes: 80 * KB, totalBytes: 250 * KB },
} as const

/**
 * The LCP budget a route's runs put it under: the floor of their majority's kind; a text page whose
 * document misses the first round trip while its bare document makes it is owed that round trip.
 */
export function lcpBudget(route: Pick<RouteResult, 'runs' | 'bare'>): LcpBudget {
  const photos = route.runs.filter((run) => run.lcpKind === 'photo').length
  if (photos * 2 > route.runs.length) return { floor: 'photo', ratio: budgets.lcp.photo }
  const fits = (runs: readonly Figures[]) =>
    median(runs.map((run) => run.documentBytes)) <= firstRoundTripBytes
  const owedRoundTrip = route.bare !== undefined && !fits(route.runs) && fits(route.bare.runs)
  return {
    floor: 'bare document',
    ratio: budgets.lcp.text,
    ...(owedRoundTrip && { plusRoundTripMs: roundTripMs }),
  }
}

/** The LCP of a route's floor, in the same run: undefined for a text page without a bare document. */
export function floorLcpMs(route: RouteResult, floors: Floors): number | undefined {
  return lcpBudget(route).floor === 'photo' ? floors.photo.lcpMs : route.bare?.median.lcpMs
}

/** The LCP a route may take in this run: its floor's times the ratio, or plus its round trip. */
export function lcpLimitMs(route: RouteResult, floors: Floors): number | undefined {
  const floorMs = floorLcpMs(route, floors)
  if (floorMs === undefined) return undefined
  const { ratio, plusRoundTripMs = 0 } = lcpBudget(route)
  return Math.max(floorMs * ratio, floorMs + plusRoundTripMs)
}

/** A run's longest task of one of the site's own scripts, 0 without one. */
export const longestOwnScriptTaskMs = (run: Figures): number =>
  Math.max(0, ...run.longTasks.filter((task) => task.kind === 'script').map((task) => task.ms))

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
    longTasks: [],
    documentBytes: of((run) => run.documentBytes),
  }
}

function mostFrequent<T>(values: readonly T[]): T {
  const counts = new Map<T, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0]
}

/** A route's result: it loads JavaScript when any of its runs loaded a script. */
export function routeResult(
  path: string,
  runs: Figures[],
  noindex = false,
  bareRuns?: Figures[],
): RouteResult {
  return {
    path,
    runs,
    median: medianFigures(runs),
    loadsJavaScript: runs.some((run) => run.scripts > 0),
    noindex,
    ...(bareRuns && { bare: { runs: bareRuns, median: medianFigures(bareRuns) } }),
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
    for (const id of budgets.scored) {
      if (id === 'seo' && noindex) continue
      if (!(f.scores[id] >= budgets.score)) {
        misses.push(`${path}: ${id} score ${f.scores[id]} < ${budgets.score}`)
      }
    }
    if (!(f.cls <= budgets.cls)) miss('CLS', f.cls.toFixed(3), String(budgets.cls))
    const lcp = lcpBudget(route)
    const floorMs = floorLcpMs(route, floors)
    const limitMs = lcpLimitMs(route, floors)
    if (floorMs === undefined || limitMs === undefined) {
      misses.push(`${path}: its largest paint is text, but it has no bare document to compare with`)
    } else if (!(f.lcpMs <= limitMs)) {
      const floor = lcp.floor === 'photo' ? 'the photo floor' : 'its bare document'
      const limit = lcp.plusRoundTripMs
        ? `${ms(limitMs)} (the larger of ${lcp.ratio} × and + ${lcp.plusRoundTripMs} ms)`
        : `${lcp.ratio} ×`
      const figure = `${(f.lcpMs / floorMs).toFixed(2)} × ${floor}`
      miss('LCP', lcp.plusRoundTripMs ? `${figure} (${ms(f.lcpMs)})` : figure, limit)
    }
    const longestTask = median(runs.map(longestOwnScriptTaskMs))
    if (!(longestTask <= budgets.longestOwnScriptTaskMs)) {
      miss('longest task of our scripts', ms(longestTask), ms(budgets.longestOwnScriptTaskMs))
    }
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
