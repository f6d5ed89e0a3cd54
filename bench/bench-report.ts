// What `npm run bench` (bench/bench.ts) prints: the Markdown table of medians with each route's
// floor (the photo floor or its own bare document) and the floors as its last rows, which budget
// holds which route, the machine's load, each run's blocking time and Lighthouse's long tasks.
import {
  type Figures,
  type Floors,
  KB,
  type RouteResult,
  budgets,
  categories,
  floorLcpMs,
  lcpBudget,
  longestOwnScriptTaskMs,
} from './bench-budgets.ts'

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const score = (value: number) => String(Math.round(value * 10) / 10)

/** Where the floors are served, for their rows. */
export interface FloorPaths {
  text: string
  photo: string
}

/**
 * The medians of every route, of its bare document and of the floors. A route's LCP/floor is
 * against its floor in the same run: the photo floor, or its bare document; JS is brotli, Total
 * Lighthouse's byte weight.
 */
export function table(results: readonly RouteResult[], floors: Floors, paths: FloorPaths): string {
  const header = [
    'Route',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'LCP',
    'LCP element',
    'LCP/floor',
    'TBT',
    'CLS',
    'JS KB (br)',
    'Total KB',
  ]
  const cells = (label: string, f: Figures, ratio: string) => [
    label,
    ...categories.map((id) => score(f.scores[id])),
    seconds(f.lcpMs),
    f.lcpKind,
    ratio,
    `${Math.round(f.tbtMs)} ms`,
    f.cls.toFixed(3),
    (f.jsBytes / KB).toFixed(1),
    (f.totalBytes / KB).toFixed(1),
  ]
  const ratio = (result: RouteResult) => {
    const floorMs = floorLcpMs(result, floors)
    if (floorMs === undefined) return 'no floor'
    const floor = lcpBudget(result).floor === 'photo' ? 'photo' : 'bare'
    return `${(result.median.lcpMs / floorMs).toFixed(2)} × ${floor}`
  }
  const rows = [
    ...results.map((result) => cells(`\`${result.path}\``, result.median, ratio(result))),
    ...results.flatMap((result) =>
      result.bare ? [cells(`bare \`${result.path}\``, result.bare.median, '1.00 × bare')] : [],
    ),
    cells(`text floor \`${paths.text}\``, floors.text, '—'),
    cells(`photo floor \`${paths.photo}\``, floors.photo, '1.00 × photo'),
  ]
  const row = (line: string[]) => `| ${line.join(' | ')} |`
  const align = header.map((_, i) => (i === 0 ? '---' : '---:'))
  return [row(header), row(align), ...rows.map(row)].join('\n')
}

/** Which budgets hold which route, as the run classed it. */
export function budgetClasses(results: readonly RouteResult[]): string {
  const classes = new Map<string, string[]>()
  for (const result of results) {
    const budget = lcpBudget(result)
    const floor = budget.floor === 'photo' ? 'the photo floor' : 'its own bare document'
    const key = budget.plusRoundTripMs
      ? `LCP ≤ ${budget.ratio} × ${floor} or ${floor} + one round trip (${budget.plusRoundTripMs} ms), whichever is larger (its document misses the first round trip, its bare document makes it)`
      : `LCP ≤ ${budget.ratio} × ${floor}`
    classes.set(key, [...(classes.get(key) ?? []), result.path])
  }
  return [
    ...[...classes].map(([key, paths]) => `${key}: ${paths.join(', ')}.`),
    `Every route: the longest task of the site's own scripts ≤ ${budgets.longestOwnScriptTaskMs} ms ` +
      `at 4× CPU (median of each round's longest), CLS ≤ ${budgets.cls}, ` +
      `Accessibility, Best Practices and SEO ${budgets.score}; a route that loaded no script in ` +
      'one run loads none in any. Performance, Total Blocking Time and the absolute times are ' +
      'printed, not judged.',
  ].join('\n')
}

/** Each route's longest task of its own scripts per round, and the median the budget judges. */
export function ownScriptTasks(results: readonly RouteResult[]): string {
  const lines = results.map(({ path, runs }) => {
    const each = runs.map(longestOwnScriptTaskMs)
    const median = [...each].sort((a, b) => a - b)[Math.floor(each.length / 2)] ?? 0
    return `${path} ${each.map((ms) => Math.round(ms)).join(', ')} ms (median ${Math.round(median)})`
  })
  return `Longest task of our own scripts in each run: ${lines.join(' · ')}.`
}

/** A floor's medians and each of its runs: the base its ratios divide by. */
export function floorLine(label: string, runs: readonly Figures[], floor: Figures): string {
  const each = (pick: (run: Figures) => number, format: (value: number) => string) =>
    runs.map((run) => format(pick(run))).join(', ')
  return (
    `${label}: LCP ${seconds(floor.lcpMs)} (runs ${each((run) => run.lcpMs, seconds)}), ` +
    `TBT ${Math.round(floor.tbtMs)} ms (runs ${each(
      (run) => run.tbtMs,
      (ms) => `${Math.round(ms)} ms`,
    )}).`
  )
}

/** On the 2-core development machine Lighthouse's benchmark index is 1,400–2,900 when it is idle. */
export const busyMachineIndex = 1000

/**
 * Total Blocking Time scales with the machine's real main-thread speed, which Lighthouse measures
 * before every run as its benchmark index: the range tells whether two benchmark runs compare.
 */
export function machineLoadNote(indexes: readonly number[]): string {
  const format = (value: number) => Math.round(value).toLocaleString('en')
  const low = Math.min(...indexes)
  const note = `Lighthouse benchmark index during the runs: ${format(low)}–${format(Math.max(...indexes))}.`
  return low < busyMachineIndex
    ? `${note} Below ${format(busyMachineIndex)} the machine was busy: blocking times are inflated.`
    : note
}

/** Total Blocking Time of each run per page, in round order: the median hides how far they spread. */
export function blockingTimeSpread(runsByPage: ReadonlyMap<string, readonly Figures[]>): string {
  const pages = [...runsByPage].map(
    ([path, runs]) => `${path} ${runs.map((run) => Math.round(run.tbtMs)).join(', ')} ms`,
  )
  return `Total Blocking Time of each run: ${pages.join(' · ')}.`
}

/**
 * The main thread's long tasks of each run per page as Lighthouse's simulation of a 4× slower
 * phone times them (its long-tasks audit: 50 ms or more), each with the script it ran or
 * "document" for the document's own work (parsing, style, layout): what the blocking time is made
 * of.
 */
export function longTaskList(runsByPage: ReadonlyMap<string, readonly Figures[]>): string {
  const pages = [...runsByPage].map(([path, runs]) => {
    const each = runs.map((run) =>
      run.longTasks.length === 0
        ? 'none'
        : run.longTasks
            .map(
              (task) =>
                `${task.kind === 'script' ? task.source : 'document'} ${Math.round(task.ms)}`,
            )
            .join(' + '),
    )
    return `${path}: ${each.join(' | ')}`
  })
  return `Long tasks of each run (ms at 4× CPU):\n  ${pages.join('\n  ')}`
}
