// `npm run build`: the production build into dist/ (or OUT_DIR), one step after another, each in its
// own process. Prints each step's duration and the total; stops at the first step that fails and
// exits with its exit code.
import { spawn } from 'node:child_process'
import { constants } from 'node:os'
import { delimiter, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

export interface Step {
  name: string
  /** A command run in the project's root, with node_modules/.bin on the PATH. */
  command: string[]
  /** One of the steps that make the pages from the data files (the CMS test rebuilds with these). */
  makesPages?: true
}

/** A TypeScript script, run by Node with tsx's loader (one process; the tsx command starts two). */
const script = (path: string) => ['node', '--import', 'tsx', path]

/** The build, in order. */
export const steps: Step[] = [
  { name: 'content check', command: script('build/content/check-content.ts'), makesPages: true },
  { name: 'client build (and images)', command: ['vite', 'build'], makesPages: true },
  { name: 'share images (stale ones)', command: script('build/og/build-og-images.ts') },
  { name: 'CMS build (/admin/)', command: ['vite', 'build', '--config', 'vite.admin.config.ts'] },
  {
    name: 'SSR build',
    command: ['vite', 'build', '--ssr', 'src/app/entry-server.tsx'],
    makesPages: true,
  },
  { name: 'prerender', command: script('build/prerender.ts'), makesPages: true },
  { name: 'SEO files', command: script('build/generate-seo-files.ts') },
  { name: 'server config', command: script('build/generate-server-config.ts') },
]

export interface StepResult {
  name: string
  ms: number
  exitCode: number
}

/** Runs the steps in order until one exits with a code other than 0. */
export async function runSteps(
  list: readonly Step[],
  run: (step: Step) => Promise<number>,
  now: () => number = () => performance.now(),
): Promise<StepResult[]> {
  const results: StepResult[] = []
  for (const step of list) {
    const start = now()
    const exitCode = await run(step)
    results.push({ name: step.name, ms: now() - start, exitCode })
    if (exitCode !== 0) break
  }
  return results
}

/** The timing table printed at the end: one line per step that ran, then the total. */
export function formatTimings(results: readonly StepResult[], totalMs: number): string {
  const width = Math.max(5, ...results.map((result) => result.name.length))
  const line = (name: string, ms: number, note = '') =>
    `  ${name.padEnd(width)}  ${(ms / 1000).toFixed(1).padStart(6)} s${note}`
  return [
    'Build steps:',
    ...results.map((result) =>
      line(
        result.name,
        result.ms,
        result.exitCode === 0 ? '' : `  failed (exit code ${result.exitCode})`,
      ),
    ),
    line('total', totalMs),
  ].join('\n')
}

/**
 * librsvg allocates and frees canvas-sized scratch surfaces for each of the artwork's ~150 blurred
 * shapes. glibc gives such blocks back to the kernel when they are freed (mmap threshold, heap
 * trimming), and the kernel zeroes fresh pages for the next one: rendering spent half its time in
 * the kernel, and two renders in parallel took as long as one after the other. Serving blocks up to
 * 32 MB from the heap and keeping up to 256 MB of freed memory halves the client build
 * (docs/decisions/013-fast-cold-build.md). Other C libraries ignore these variables; values set
 * in the environment win.
 */
const mallocTuning = { MALLOC_MMAP_THRESHOLD_: '33554432', MALLOC_TRIM_THRESHOLD_: '268435456' }

/** Runs one step in its own process; `environment` (default: this process's) e.g. sets OUT_DIR. */
export function runStep(step: Step, environment = process.env): Promise<number> {
  const [command = '', ...args] = step.command
  const env = {
    ...mallocTuning,
    ...environment,
    PATH: [resolve('node_modules/.bin'), process.env.PATH].join(delimiter),
  }
  return new Promise((resolveCode) => {
    // Windows finds vite.cmd only through a shell.
    const child = spawn(command, args, {
      stdio: 'inherit',
      env,
      shell: process.platform === 'win32',
    })
    child.on('error', (error) => {
      console.error(`${step.name}: ${error.message}`)
      resolveCode(1)
    })
    // Killed by a signal: the shell's convention, 128 + its number.
    child.on('exit', (code, signal) =>
      resolveCode(code ?? 128 + (signal ? constants.signals[signal] : 0)),
    )
  })
}

async function main() {
  const start = performance.now()
  const results = await runSteps(steps, (step) => {
    console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`)
    return runStep(step)
  })
  console.log(`\n${formatTimings(results, performance.now() - start)}`)
  process.exitCode = results.find((result) => result.exitCode !== 0)?.exitCode ?? 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main()
}
