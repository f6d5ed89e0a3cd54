// `npm run build`: the production build into dist/ (or OUT_DIR), in one process: the content is
// read and validated once, one clock (`builtAt`) dates everything, the legal texts' „Stand“ comes
// from their history (builder/legal-dates.ts), then Vite builds the client, the CMS and the SSR
// bundle, and every file of the table of outputs (builder/outputs.ts) is written.
// Prints each step's duration and the total; stops at the first step that fails, exit code 1.
// `--pages`: only what an owner's edit of the data changes (no CMS, no share images, no
// precompressed twins), for the end-to-end tests that build from a copy of content/
// (tests/e2e/pages-from-content.ts).
// `--built-at=<ISO instant>`: the build's one clock reads that instant instead of now, for the
// tests of what is dated (builder/built-at.ts).
import { spawn } from 'node:child_process'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { constants } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build as viteBuild } from 'vite'
import type { Sites } from '#src/schemas/site.ts'
import type { LegalDates } from '#src/features/legal/legal-document.ts'
import { findPhotoProblems } from './content/check-photos.ts'
import { withDemoWeeksCurrent } from './content/demo-lunch-weeks.ts'
import { ContentError, contentDir, findUntranslatedTexts, loadSites } from './content/load-site.ts'
import { untranslatedWarning } from '#src/schemas/untranslated-texts.ts'
import { describeVersions, legalDatesOf, legalVersions } from './legal-dates.ts'
import { wordmarkWarning } from './fonts/wordmark.ts'
import { type OutputContext, type ServerEntry, siteOutputs } from './outputs.ts'
import {
  adminManifestFile,
  adminManifestPath,
  bootScriptEntry,
  clientManifestPath,
  clientModuleSizesPath,
  clientOutDir,
  ssrOutDir,
  stylesheetEntry,
} from './paths.ts'
import { precompress } from './precompress.ts'
import { builtAtArgument } from './built-at.ts'
import { bootLoaderScript } from './vite/boot-loader-script.ts'
import { moduleSizesFile } from './vite/module-sizes.ts'
import { siteViteConfig } from './vite/site-config.ts'
import { fixedContent } from './vite/site-content.ts'

export interface Step {
  name: string
  run: () => Promise<void>
}

export interface StepResult {
  name: string
  ms: number
  /** Why the step failed; undefined when it succeeded. */
  error?: string
}

/** Runs the steps in order until one throws. */
export async function runSteps(
  list: readonly Step[],
  now: () => number = () => performance.now(),
): Promise<StepResult[]> {
  const results: StepResult[] = []
  for (const step of list) {
    const start = now()
    try {
      await step.run()
      results.push({ name: step.name, ms: now() - start })
    } catch (error) {
      const message =
        error instanceof ContentError
          ? error.message
          : error instanceof Error
            ? (error.stack ?? error.message)
            : String(error)
      results.push({ name: step.name, ms: now() - start, error: message })
      break
    }
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
    ...results.map((result) => line(result.name, result.ms, result.error ? '  failed' : '')),
    line('total', totalMs),
  ].join('\n')
}

export interface BuildOptions {
  /** Only the pages and files an owner's edit changes: no CMS, share images or precompression. */
  pagesOnly?: boolean
  contentDir?: string
  builtAt?: Date
}

/** The build's steps, sharing its one load of the content and its one clock. */
export function buildSteps({
  pagesOnly = false,
  contentDir: dir = contentDir,
  builtAt = new Date(),
}: BuildOptions = {}): Step[] {
  let sites: Sites | undefined
  let legalDates: LegalDates | undefined
  const content = () => fixedContent(sites!, builtAt, dir)
  const steps: (Step | false)[] = [
    {
      name: 'content check',
      run: async () => {
        const loaded = loadSites(dir)
        const problems = await findPhotoProblems(loaded.de, dir)
        if (problems.length > 0) {
          throw new ContentError(
            `Invalid content:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
          )
        }
        // The demo's Mittagstisch runs on the build's day (builder/content/demo-lunch-weeks.ts).
        sites = withDemoWeeksCurrent(loaded, builtAt)
        // A text without its English builds: the English pages show the German one (ADR 027);
        // a name the logo cannot draw builds too: the logo shows it as text (ADR 046).
        const warnings = [
          untranslatedWarning(findUntranslatedTexts(dir)),
          await wordmarkWarning(sites.de.restaurant.name, dir),
        ]
        for (const warning of warnings) if (warning) console.warn(warning)
      },
    },
    {
      name: 'dates of the legal texts',
      run: async () => {
        const versions = legalVersions({ restaurant: sites!.de.restaurant, builtAt })
        console.log(
          `„Stand“ of the legal texts (their last change):\n${describeVersions(versions)}`,
        )
        legalDates = legalDatesOf(versions)
      },
    },
    {
      name: 'client build (and images)',
      run: () => vite(siteViteConfig({ command: 'build', isSsrBuild: false }, content())),
    },
    !pagesOnly && {
      name: 'CMS build (/admin/)',
      run: () => vite({ configFile: 'vite.admin.config.ts' }),
    },
    {
      name: 'SSR build',
      run: () => vite(siteViteConfig({ command: 'build', isSsrBuild: true }, content())),
    },
    {
      name: 'pages and files',
      run: () => writeOutputs(sites!, dir, builtAt, legalDates!, pagesOnly),
    },
    // The tests that build from a copy read pages, not transfer sizes: no twins to compress.
    !pagesOnly && {
      name: 'precompress',
      run: async () => {
        const files = precompress(clientOutDir)
        const total = (key: 'size' | 'gzip' | 'brotli') =>
          files.reduce((sum, file) => sum + (file[key] ?? file.size), 0)
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
        console.log(
          `precompressed ${files.length} files: ${kb(total('size'))} → gzip ` +
            `${kb(total('gzip'))}, brotli ${kb(total('brotli'))}`,
        )
      },
    },
  ]
  return steps.filter((step) => step !== false)
}

async function vite(config: Parameters<typeof viteBuild>[0]) {
  await viteBuild({ configFile: false, ...config })
}

/** Writes every output of the table; moves Vite's manifests out of the site. */
async function writeOutputs(
  sites: Sites,
  dir: string,
  builtAt: Date,
  legalDates: LegalDates,
  pagesOnly: boolean,
) {
  const manifestPath = join(clientOutDir, '.vite/manifest.json')
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<
    string,
    { file?: string }
  >
  const builtFile = (entry: string) => {
    const file = manifest[entry]?.file
    if (!file) throw new Error(`The client manifest has no entry for ${entry}`)
    return file
  }
  const entry = (await import(
    pathToFileURL(join(ssrOutDir, 'entry-server.mjs')).href
  )) as ServerEntry
  const context: OutputContext = {
    entry,
    sites,
    contentDir: dir,
    builtAt,
    legalDates,
    assets: {
      stylesheet: `/${builtFile(stylesheetEntry)}`,
      bootScript: `/${builtFile(bootScriptEntry)}`,
      bootLoader: await bootLoaderScript(),
    },
    stylesheet: await readFile(join(clientOutDir, builtFile(stylesheetEntry)), 'utf8'),
  }
  const outputs = siteOutputs(sites.de.restaurant).filter(
    (output) => !pagesOnly || !output.file.endsWith('.png'),
  )
  for (const output of outputs) {
    const target = join(clientOutDir, output.file)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, await output.render(context))
  }
  console.log(`wrote ${outputs.length} files of the table of outputs to ${clientOutDir}`)

  await rename(manifestPath, clientManifestPath)
  // The CMS build's manifest too (absent when only the pages were built).
  await rename(join(clientOutDir, adminManifestFile), adminManifestPath).catch(() => undefined)
  await rename(join(clientOutDir, moduleSizesFile), clientModuleSizesPath)
  await rm(join(clientOutDir, '.vite'), { recursive: true, force: true })
}

/**
 * librsvg allocates and frees canvas-sized scratch surfaces for each of the artwork's ~150 blurred
 * shapes. glibc gives such blocks back to the kernel when they are freed (mmap threshold, heap
 * trimming), and the kernel zeroes fresh pages for the next one: rendering spent half its time in
 * the kernel, and two renders in parallel took as long as one after the other. Serving blocks up to
 * 32 MB from the heap and keeping up to 256 MB of freed memory halves the client build
 * (docs/decisions/013-fast-cold-build.md). glibc reads them when the process starts, so the build
 * starts itself again with them; other C libraries ignore them; values set in the environment win.
 */
const mallocTuning = { MALLOC_MMAP_THRESHOLD_: '33554432', MALLOC_TRIM_THRESHOLD_: '268435456' }

function restartWithMallocTuning(): Promise<number> {
  return new Promise((resolveCode) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...mallocTuning, ...process.env },
    })
    child.on('exit', (code, signal) =>
      resolveCode(code ?? 128 + (signal ? constants.signals[signal] : 0)),
    )
  })
}

async function main() {
  if (process.platform === 'linux' && !process.env.MALLOC_MMAP_THRESHOLD_) {
    process.exitCode = await restartWithMallocTuning()
    return
  }
  const start = performance.now()
  const steps = buildSteps({
    pagesOnly: process.argv.includes('--pages'),
    builtAt: builtAtArgument() ?? new Date(),
  })
  const results = await runSteps(
    steps.map((step) => ({
      name: step.name,
      run: () => {
        console.log(`\n▶ ${step.name}`)
        return step.run()
      },
    })),
  )
  const failed = results.find((result) => result.error)
  if (failed) console.error(`\n${failed.name} failed:\n${failed.error}`)
  console.log(`\n${formatTimings(results, performance.now() - start)}`)
  process.exitCode = failed ? 1 : 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main()
}
