// The last step of `npm run test:mutation`: reads StrykerJS's JSON report
// (reports/mutation/mutation.json, written by the run that stryker.config.mjs configures) and
// prints the mutation score per folder — mutants killed, survived, not reached by any test, timed
// out, and the static ones left out — then every mutant that survived or no test reached, as
// file:line:column, the mutator and the code it put there, and every mutant a disable comment in
// the source marks equivalent, with its reason. `tsx checks/mutation-report.ts
// [report] [--baseline <earlier report>]` prints it again for any report; with a baseline each
// folder's earlier score stands beside today's, and the command fails when one has fallen.
import { readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { pathToFileURL } from 'node:url'

/** The part of the mutation-testing-elements report schema read here. */
export interface MutationReport {
  files: Record<string, { mutants: Mutant[] }>
}

export interface Mutant {
  mutatorName: string
  replacement?: string
  status: string
  /** Why an Ignored mutant was left out: a static one, or the reason of a disable comment. */
  statusReason?: string
  /** The tests that reach it (ids), and how many of them ran on it. */
  coveredBy?: string[]
  testsCompleted?: number
  location: { start: { line: number; column: number } }
}

export interface FolderScore {
  folder: string
  killed: number
  survived: number
  noCoverage: number
  timeout: number
  /** Static mutants Stryker left out (`ignoreStatic`), and any other ignored ones. */
  ignored: number
  /** Killed and timed out among the mutants that count, in percent; undefined when none count. */
  score: number | undefined
}

export interface Undetected {
  file: string
  line: number
  column: number
  status: 'Survived' | 'NoCoverage'
  mutatorName: string
  replacement: string
  /**
   * A survivor that tests reach but none of them ran on (`testsCompleted: 0`), which StrykerJS's
   * Vitest runner now and then reports: not a gap in the tests until a run of its lines confirms it.
   */
  noTestRan: boolean
}

function score(counts: Omit<FolderScore, 'folder' | 'score' | 'ignored'>): number | undefined {
  const detected = counts.killed + counts.timeout
  const valid = detected + counts.survived + counts.noCoverage
  return valid === 0 ? undefined : (100 * detected) / valid
}

/** Counts per folder (a file's directory), sorted by name, with a last row for all of them. */
export function folderScores(report: MutationReport): FolderScore[] {
  const folders = new Map<string, Omit<FolderScore, 'score'>>()
  const none = () => ({ killed: 0, survived: 0, noCoverage: 0, timeout: 0, ignored: 0 })
  const all = { folder: 'all', ...none() }
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const folder = dirname(file)
    const row = folders.get(folder) ?? { folder, ...none() }
    folders.set(folder, row)
    for (const { status } of mutants) {
      const key = (
        {
          Killed: 'killed',
          Survived: 'survived',
          NoCoverage: 'noCoverage',
          Timeout: 'timeout',
          Ignored: 'ignored',
        } as const
      )[status]
      if (!key) continue
      row[key]++
      all[key]++
    }
  }
  return [...[...folders.values()].sort((a, b) => a.folder.localeCompare(b.folder)), all].map(
    (row) => ({ ...row, score: score(row) }),
  )
}

/** Every mutant no test failed on, in file and line order, its replacement on one line. */
export function undetectedMutants(report: MutationReport): Undetected[] {
  return Object.entries(report.files)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([file, { mutants }]) =>
      mutants
        .filter(({ status }) => status === 'Survived' || status === 'NoCoverage')
        .map((mutant) => ({
          file,
          line: mutant.location.start.line,
          column: mutant.location.start.column,
          status: mutant.status as Undetected['status'],
          mutatorName: mutant.mutatorName,
          replacement: (mutant.replacement ?? '').replace(/\s+/g, ' ').trim(),
          noTestRan:
            mutant.status === 'Survived' &&
            mutant.testsCompleted === 0 &&
            (mutant.coveredBy?.length ?? 0) > 0,
        }))
        .sort((a, b) => a.line - b.line || a.column - b.column),
    )
}

export interface MarkedMutant {
  file: string
  line: number
  column: number
  mutatorName: string
  reason: string
}

/** Stryker's reason for a static mutant left out by `ignoreStatic`. */
const staticReason = /^Static mutant/

/**
 * The mutants a `// Stryker disable … : <reason>` comment in the source left out (equivalent ones,
 * each with the reason no test can tell it apart), in file and line order; not the static ones.
 */
export function markedMutants(report: MutationReport): MarkedMutant[] {
  return Object.entries(report.files)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([file, { mutants }]) =>
      mutants
        .filter(
          ({ status, statusReason = '' }) =>
            status === 'Ignored' && !staticReason.test(statusReason),
        )
        .map((mutant) => ({
          file,
          line: mutant.location.start.line,
          column: mutant.location.start.column,
          mutatorName: mutant.mutatorName,
          reason: mutant.statusReason ?? '',
        }))
        .sort((a, b) => a.line - b.line || a.column - b.column),
    )
}

export function markedList(mutants: MarkedMutant[]): string {
  return mutants
    .map(
      ({ file, line, column, mutatorName, reason }) =>
        `${file}:${line}:${column}  ${mutatorName}  ${reason}`,
    )
    .join('\n')
}

const percent = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(2))

/** The per-folder table, one line per folder; with a baseline, its score and the change. */
export function scoreTable(scores: FolderScore[], baseline?: FolderScore[]): string {
  const before = new Map(baseline?.map((row) => [row.folder, row.score]))
  const head = ['folder', 'killed', 'survived', 'no cov.', 'timeout', 'ignored', 'score']
  if (baseline) head.push('before', 'change')
  const rows = scores.map((row) => {
    const cells = [
      row.folder,
      ...[row.killed, row.survived, row.noCoverage, row.timeout, row.ignored].map(String),
      percent(row.score),
    ]
    if (baseline) {
      const earlier = before.get(row.folder)
      const change =
        earlier === undefined || row.score === undefined ? undefined : row.score - earlier
      cells.push(percent(earlier), change === undefined ? '–' : signed(change))
    }
    return cells
  })
  const widths = head.map((_, column) =>
    Math.max(...[head, ...rows].map((cells) => cells[column]!.length)),
  )
  return [head, ...rows]
    .map((cells) =>
      cells
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

function signed(value: number): string {
  const fixed = value.toFixed(2)
  return value > 0 && fixed !== '0.00' ? `+${fixed}` : fixed === '-0.00' ? '0.00' : fixed
}

/** Folders whose score is lower than in the baseline (only those both reports mutated). */
export function fallenFolders(scores: FolderScore[], baseline: FolderScore[]): string[] {
  const before = new Map(baseline.map((row) => [row.folder, row.score]))
  return scores
    .filter(({ folder, score }) => {
      const earlier = before.get(folder)
      return score !== undefined && earlier !== undefined && score < earlier - 0.005
    })
    .map(({ folder }) => folder)
}

export function undetectedList(mutants: Undetected[]): string {
  return mutants
    .map(
      ({ file, line, column, status, mutatorName, replacement, noTestRan }) =>
        `${file}:${line}:${column}  ${status === 'NoCoverage' ? 'no coverage' : noTestRan ? 'survived, no test ran' : 'survived'}  ${mutatorName}  ${replacement}`,
    )
    .join('\n')
}

const readReport = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as MutationReport

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2)
  const baselineAt = args.indexOf('--baseline')
  const baselineFile = baselineAt === -1 ? undefined : args.splice(baselineAt, 2)[1]
  const report = readReport(args[0] ?? 'reports/mutation/mutation.json')
  const scores = folderScores(report)
  const baseline = baselineFile ? folderScores(readReport(baselineFile)) : undefined
  const undetected = undetectedMutants(report)
  console.log(`\nMutation score per folder (killed and timed out of the mutants that count):\n`)
  console.log(scoreTable(scores, baseline))
  console.log(`\n${undetected.length} mutants survived or were reached by no test:\n`)
  if (undetected.length) console.log(undetectedList(undetected))
  if (undetected.some(({ noTestRan }) => noTestRan)) {
    console.log(
      '\n"No test ran": tests reach the mutant, but StrykerJS ran none of them on it. Run its lines again (npx stryker run --mutate <file>:<line>-<line> --incrementalFile <another file>) before counting it as a gap.',
    )
  }
  const marked = markedMutants(report)
  const perFolder = folderScores(report)
    .filter(({ folder }) => folder !== 'all')
    .map(({ folder }) => {
      const count = marked.filter(({ file }) => dirname(file) === folder).length
      return `${folder} ${count}`
    })
  console.log(
    `\n${marked.length} of the ignored mutants are marked equivalent in the source, with the reason (${perFolder.join(', ')}); the rest are static${marked.length ? ':\n' : '.'}`,
  )
  if (marked.length) console.log(markedList(marked))
  const fallen = baseline ? fallenFolders(scores, baseline) : []
  if (fallen.length) {
    console.error(`\nThe score fell since the baseline in ${fallen.join(', ')}.`)
    process.exit(1)
  }
}
