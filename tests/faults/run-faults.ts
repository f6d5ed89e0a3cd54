// `npm run test:faults [-- <fault> …]`: what the browser suites catch (issue 51). Each file
// tests/faults/<name>.patch is one deliberate fault a visitor or the owner would notice, written
// as a patch with its description above the diff (tests/faults/README.md). For each fault: a
// clean copy of the last commit (a git worktree beside the repository, sharing its node_modules),
// the patch applied, then the browser suites against it as `npm test` runs them, each stopping at
// its first failure — the spec files the patch names as `Hint:` first, then the whole e2e suite,
// then the engine suite — and the first failing test is the catch. A fault no suite catches is
// the suite's gap. Prints a table (and writes it, with the run's details, to
// dist-tests/faults/<commit>.md and .json). Takes minutes per fault: not part of `npm test`.
import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const projectRoot = fileURLToPath(new URL('../..', import.meta.url))
const faultsDir = join(projectRoot, 'tests/faults')
const resultsDir = join(projectRoot, 'dist-tests/faults')
/** Ports of the copy's servers, apart from those of a suite running in the repository itself. */
const ports = {
  E2E_PORT: process.env.FAULTS_E2E_PORT ?? '4673',
  ENGINES_PORT: process.env.FAULTS_ENGINES_PORT ?? '4783',
}

export interface Fault {
  name: string
  /** What a visitor or the owner would notice: the patch's `Fault:` line. */
  description: string
  /** The spec files to run first (`Hint:` lines); a hint that no longer exists is skipped. */
  hints: string[]
  patch: string
}

/** The fault of one patch file: its header lines above the first `diff --git`. */
export function readFault(file: string): Fault {
  const patch = readFileSync(file, 'utf8')
  const header = patch.slice(0, Math.max(0, patch.indexOf('diff --git')))
  const field = (name: string) =>
    header
      .split('\n')
      .filter((line) => line.startsWith(`${name}:`))
      .map((line) => line.slice(name.length + 1).trim())
  const description = field('Fault').join(' ')
  if (!description) throw new Error(`${file}: no "Fault:" line above the diff`)
  return { name: basename(file, '.patch'), description, hints: field('Hint'), patch }
}

export interface Catch {
  suite: 'e2e' | 'engines'
  /** The first failing test: its file, title path and project. */
  test: string
}

export interface FaultResult {
  fault: string
  description: string
  outcome: 'caught' | 'missed' | 'does not apply' | 'broken build'
  caughtBy?: Catch
  seconds: number
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  return spawnSync(command, args, {
    cwd,
    env: { ...process.env, CI: '1', ...ports, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
}

interface JsonSpec {
  title: string
  file: string
  line?: number
  tests: { projectName: string; results: { status: string }[] }[]
}

/** A failing test: what the table prints, and where to run it again. */
export interface Failure {
  label: string
  /** `file:line` as Playwright takes it on the command line, relative to the suite's test folder. */
  location: string
  project: string
}
interface JsonSuite {
  title: string
  specs?: JsonSpec[]
  suites?: JsonSuite[]
}

/** The first test of Playwright's JSON report that failed or timed out (not one interrupted). */
export function firstFailure(report: { suites?: JsonSuite[] }): Failure | undefined {
  const walk = (suite: JsonSuite, path: string[], specFile: string): Failure | undefined => {
    // A describe block's title is part of its tests' path; a file's is not.
    const here = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.results.some((result) => ['failed', 'timedOut'].includes(result.status))) {
          const titles = [...here, spec.title]
          return {
            label: `${spec.file} › ${titles.join(' › ')} [${test.projectName}]`,
            // A test a shared module declares (server-contract.ts) runs from the spec that calls
            // it: run that spec again, by the test's title.
            location:
              spec.file === specFile
                ? `${spec.file}:${spec.line ?? 0}`
                : `${specFile} --grep ${titleGrep(titles)}`,
            project: test.projectName,
          }
        }
      }
    }
    for (const child of suite.suites ?? []) {
      const found = walk(child, here, specFile)
      if (found) return found
    }
    return undefined
  }
  for (const suite of report.suites ?? []) {
    const found = walk(suite, [], suite.title)
    if (found) return found
  }
  return undefined
}

/** A `--grep` pattern for the test with these titles (the end of the title path Playwright greps). */
const titleGrep = (titles: string[]) =>
  `${titles.join(' ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`

/**
 * Runs one suite in the copy until its first failure: the first failing test, 'build' when the
 * site could not be built (the web server never came up), or undefined when all passed.
 */
function firstCaught(
  copy: string,
  config: string[],
  files: string[],
): Failure | 'build' | undefined {
  const report = join(copy, 'dist-tests/report.json')
  rmSync(report, { force: true })
  const result = run(
    'npx',
    ['playwright', 'test', ...config, '--max-failures=1', '--reporter=json', ...files],
    copy,
    { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  )
  // Another server on the copy's port is no broken build of the fault: nothing ran.
  if (/is already used, make sure that nothing is running/.test(result.stderr + result.stdout)) {
    throw new Error(
      `the port of ${config.length ? 'ENGINES' : 'E2E'} is taken: set FAULTS_E2E_PORT and FAULTS_ENGINES_PORT to free ports`,
    )
  }
  if (!existsSync(report)) {
    if (/webServer|Process from config\.webServer/.test(result.stderr + result.stdout))
      return 'build'
    throw new Error(`no report from playwright in ${copy}:\n${result.stderr.slice(-2000)}`)
  }
  const found = firstFailure(JSON.parse(readFileSync(report, 'utf8')))
  if (found) return found
  if (result.status !== 0) {
    const errors = (JSON.parse(readFileSync(report, 'utf8')) as { errors?: { message?: string }[] })
      .errors
    if (errors?.some((error) => /webServer/.test(error.message ?? ''))) return 'build'
  }
  return undefined
}

const engines = ['-c', 'tests/engines/playwright.config.ts']

function tryFault(copy: string, fault: Fault): Omit<FaultResult, 'seconds'> {
  const base = { fault: fault.name, description: fault.description }
  run('git', ['checkout', '--force', '--quiet', 'HEAD'], copy)
  run('git', ['clean', '-fdq', '-e', 'node_modules', '-e', 'dist-tests'], copy)
  const patchFile = join(copy, 'dist-tests/fault.patch')
  mkdirSync(join(copy, 'dist-tests'), { recursive: true })
  writeFileSync(patchFile, fault.patch)
  if (run('git', ['apply', patchFile], copy).status !== 0)
    return { ...base, outcome: 'does not apply' }

  const hinted = fault.hints.filter((file) => existsSync(join(copy, file)))
  const e2eHints = hinted.filter((file) => file.startsWith('tests/e2e/'))
  const engineHints = hinted.filter((file) => file.startsWith('tests/engines/'))
  const attempts: [Catch['suite'], string[], string[]][] = [
    ...(e2eHints.length ? [['e2e', [], e2eHints] as [Catch['suite'], string[], string[]]] : []),
    ...(engineHints.length
      ? [['engines', engines, engineHints] as [Catch['suite'], string[], string[]]]
      : []),
    ['e2e', [], []],
    ['engines', engines, []],
  ]
  for (const [suite, config, files] of attempts) {
    // A failure counts when the test fails again on its own: on a busy machine a test can time
    // out once for no fault of the page (then the attempt runs once more).
    for (let tries = 0; tries < 2; tries++) {
      const caught = firstCaught(copy, config, files)
      if (caught === 'build') return { ...base, outcome: 'broken build' }
      if (!caught) break
      const again = firstCaught(copy, config, [
        ...caught.location.split(/ (--grep) /),
        `--project=${caught.project}`,
      ])
      if (again && again !== 'build') {
        return { ...base, outcome: 'caught', caughtBy: { suite, test: caught.label } }
      }
      console.log(
        `  ${fault.name}: ${caught.label} failed once and passed again: a flake, not a catch`,
      )
    }
  }
  return { ...base, outcome: 'missed' }
}

/** A worktree of HEAD beside the repository, with the repository's node_modules. */
function makeCopy(): string {
  const copy = join(tmpdir(), `faults-${basename(projectRoot)}`)
  if (!existsSync(join(copy, '.git'))) {
    run('git', ['worktree', 'prune'], projectRoot)
    const added = run('git', ['worktree', 'add', '--detach', '--force', copy, 'HEAD'], projectRoot)
    if (added.status !== 0) throw new Error(`git worktree add failed:\n${added.stderr}`)
  }
  run(
    'git',
    [
      'checkout',
      '--force',
      '--quiet',
      '--detach',
      run('git', ['rev-parse', 'HEAD'], projectRoot).stdout.trim(),
    ],
    copy,
  )
  if (!existsSync(join(copy, 'node_modules')))
    symlinkSync(join(projectRoot, 'node_modules'), join(copy, 'node_modules'))
  return copy
}

export function formatTable(results: readonly FaultResult[]): string {
  const rows = results.map((result) =>
    [
      result.fault,
      result.outcome === 'caught'
        ? `${result.caughtBy!.suite}: ${result.caughtBy!.test}`
        : `**${result.outcome}**`,
      `${Math.round(result.seconds)} s`,
    ].join(' | '),
  )
  const caught = results.filter((result) => result.outcome === 'caught').length
  return [
    '| Fault | Caught by | Time |',
    '| --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
    '',
    `${caught} of ${results.length} faults caught.`,
  ].join('\n')
}

async function main() {
  const wanted = process.argv.slice(2)
  const faults = readdirSync(faultsDir)
    .filter((file) => file.endsWith('.patch'))
    .sort()
    .map((file) => readFault(join(faultsDir, file)))
    .filter((fault) => wanted.length === 0 || wanted.some((name) => fault.name.startsWith(name)))
  if (faults.length === 0) throw new Error(`no fault matches ${wanted.join(', ')} in ${faultsDir}`)
  const commit = run('git', ['rev-parse', '--short', 'HEAD'], projectRoot).stdout.trim()
  const copy = makeCopy()
  console.log(`${faults.length} faults against ${commit}, in ${copy}`)
  const results: FaultResult[] = []
  for (const fault of faults) {
    const start = performance.now()
    const result = { ...tryFault(copy, fault), seconds: (performance.now() - start) / 1000 }
    results.push(result)
    console.log(
      `${result.fault}: ${result.outcome}${result.caughtBy ? ` by ${result.caughtBy.suite}: ${result.caughtBy.test}` : ''} (${Math.round(result.seconds)} s)`,
    )
  }
  run('git', ['checkout', '--force', '--quiet', 'HEAD'], copy)
  const table = formatTable(results)
  console.log(`\n${table}`)
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(join(resultsDir, `${commit}.md`), `# Faults against ${commit}\n\n${table}\n`)
  writeFileSync(join(resultsDir, `${commit}.json`), `${JSON.stringify(results, null, 2)}\n`)
  if (
    results.some(
      (result) => result.outcome === 'does not apply' || result.outcome === 'broken build',
    )
  ) {
    process.exitCode = 1
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
