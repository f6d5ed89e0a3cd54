// The budgets of `npm run bench:admin` (bench/bench-admin.ts), stated as ratios to the home page's
// largest contentful paint measured in the same run (the machine's speed drifts, DESIGN.md §6):
// - the first screen of /admin/ the owner can act on (signing in) interactive within 3 × it;
// - on a repeat visit, the cache kept and the owner signed in, the editor interactive within 2 × it:
//   the menu's form, opened from its bookmark (the editor starts at once), and the list of files.
// Medians over the rounds; the absolute times are printed, not judged. The opening hours' form on a
// repeat visit, a small file, is printed beside the menu's, not judged: what the editor's own start
// costs whatever the form (ADR 051).

export const firstScreenBudget = 3
export const repeatVisitBudget = 2

/** One round's figures, in milliseconds. */
export interface AdminRound {
  /** The home page's largest contentful paint. */
  homeLcpMs: number
  /** /admin/ on a first visit (storage reset): Lighthouse's time to interactive. */
  firstScreenMs: number
  /** /admin/ on a repeat visit, cache kept, signed in: the list of files' time to interactive. */
  repeatVisitMs: number
  /** The menu's form on a repeat visit (its bookmark), cache kept, signed in: time to interactive. */
  menuFormMs: number
  /** The opening hours' form (a small file) on the same repeat visit: time to interactive. */
  hoursFormMs: number
  /** The same repeat visit's bytes over the network (Lighthouse's total byte weight). */
  repeatVisitBytes: number
  /** From navigation to the menu's fields, signed in with the folder on this computer, 4× CPU. */
  menuEditorMs: number
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export function medianRound(rounds: readonly AdminRound[]): AdminRound {
  const of = (key: keyof AdminRound) => median(rounds.map((round) => round[key]))
  return {
    homeLcpMs: of('homeLcpMs'),
    firstScreenMs: of('firstScreenMs'),
    repeatVisitMs: of('repeatVisitMs'),
    menuFormMs: of('menuFormMs'),
    hoursFormMs: of('hoursFormMs'),
    repeatVisitBytes: of('repeatVisitBytes'),
    menuEditorMs: of('menuEditorMs'),
  }
}

/** Each budget the medians miss, in words. */
export function adminBudgetMisses(medians: AdminRound): string[] {
  const ratio = (ms: number) => ms / medians.homeLcpMs
  const misses: string[] = []
  if (ratio(medians.firstScreenMs) > firstScreenBudget) {
    misses.push(
      `/admin/'s first screen interactive in ${seconds(medians.firstScreenMs)} = ${times(ratio(medians.firstScreenMs))} the home page's LCP (budget ${firstScreenBudget} ×)`,
    )
  }
  if (ratio(medians.repeatVisitMs) > repeatVisitBudget) {
    misses.push(
      `/admin/'s list of files on a repeat visit interactive in ${seconds(medians.repeatVisitMs)} = ${times(ratio(medians.repeatVisitMs))} the home page's LCP (budget ${repeatVisitBudget} ×)`,
    )
  }
  if (ratio(medians.menuFormMs) > repeatVisitBudget) {
    misses.push(
      `the menu's form on a repeat visit interactive in ${seconds(medians.menuFormMs)} = ${times(ratio(medians.menuFormMs))} the home page's LCP (budget ${repeatVisitBudget} ×)`,
    )
  }
  return misses
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
export const times = (ratio: number) => `${ratio.toFixed(2)} ×`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The table of the run: each round, then the medians with their ratios. */
export function adminTable(rounds: readonly AdminRound[]): string {
  const row = (label: string, round: AdminRound) =>
    `| ${label} | ${seconds(round.homeLcpMs)} | ${seconds(round.firstScreenMs)} (${times(round.firstScreenMs / round.homeLcpMs)}) | ${seconds(round.repeatVisitMs)} (${times(round.repeatVisitMs / round.homeLcpMs)}) | ${seconds(round.menuFormMs)} (${times(round.menuFormMs / round.homeLcpMs)}) | ${seconds(round.hoursFormMs)} (${times(round.hoursFormMs / round.homeLcpMs)}) | ${kb(round.repeatVisitBytes)} | ${seconds(round.menuEditorMs)} |`
  return [
    '| Round | Home LCP | /admin/ first screen TTI (× home LCP) | Repeat visit: list of files TTI (× home LCP) | Repeat visit: menu form TTI (× home LCP) | Repeat visit: opening hours form TTI (× home LCP) | Repeat visit bytes | Menu editor (local, 4× CPU) |',
    '| ----- | -------: | ------------------------------------: | -------------------------------------------: | ---------------------------------------: | ------------------------------------------------: | -----------------: | --------------------------: |',
    ...rounds.map((round, index) => row(String(index + 1), round)),
    row('**median**', medianRound(rounds)),
  ].join('\n')
}
