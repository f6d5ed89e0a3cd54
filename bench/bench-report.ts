// What `npm run bench` (bench/bench.ts) prints: the Markdown table of medians with the floor page
// as its last row, which budgets apply to which route, the machine's load and each run's blocking
// time.
import { type Figures, KB, type RouteResult, budgets, categories } from './bench-budgets.ts'

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const score = (value: number) => String(Math.round(value * 10) / 10)

/** The medians of every route and of the floor; JS is brotli, Total Lighthouse's byte weight. */
export function table(results: readonly RouteResult[], floor: Figures, floorPath: string): string {
  const header = [
    'Route',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'LCP',
    'LCP/floor',
    'TBT',
    'CLS',
    'JS KB (br)',
    'Total KB',
  ]
  const cells = (label: string, f: Figures) => [
    label,
    ...categories.map((id) => score(f.scores[id])),
    seconds(f.lcpMs),
    `${(f.lcpMs / floor.lcpMs).toFixed(2)}`,
    `${Math.round(f.tbtMs)} ms`,
    f.cls.toFixed(3),
    (f.jsBytes / KB).toFixed(1),
    (f.totalBytes / KB).toFixed(1),
  ]
  const rows = [
    ...results.map((result) => cells(`\`${result.path}\``, result.median)),
    cells(`floor \`${floorPath}\``, floor),
  ]
  const row = (line: string[]) => `| ${line.join(' | ')} |`
  const align = header.map((_, i) => (i === 0 ? '---' : '---:'))
  return [row(header), row(align), ...rows.map(row)].join('\n')
}

/** Which routes the run saw loading JavaScript, and so which budgets each is held to. */
export function javascriptClasses(results: readonly RouteResult[]): string {
  const list = (loads: boolean) =>
    results
      .filter((result) => result.loadsJavaScript === loads)
      .map((result) => result.path)
      .join(', ') || '—'
  const withJs = budgets.withJavaScript
  const withoutJs = budgets.withoutJavaScript
  return (
    `Loaded JavaScript (LCP ≤ ${withJs.lcpRatio} × floor, TBT ≤ ${withJs.tbtMs} ms): ${list(true)}.\n` +
    `Loaded none (LCP ≤ ${withoutJs.lcpRatio} × floor, TBT ≤ floor + ${withoutJs.tbtOverFloorMs} ms, ` +
    `0 bytes of JavaScript): ${list(false)}.`
  )
}

/** The floor's medians and each of its runs: the base every ratio divides by. */
export function floorLine(floorPath: string, runs: readonly Figures[], floor: Figures): string {
  const each = (pick: (run: Figures) => number, format: (value: number) => string) =>
    runs.map((run) => format(pick(run))).join(', ')
  return (
    `Floor page ${floorPath}: LCP ${seconds(floor.lcpMs)} (runs ${each((run) => run.lcpMs, seconds)}), ` +
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
