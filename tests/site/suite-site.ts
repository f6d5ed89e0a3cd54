// The site the browser suites test (tests/e2e, tests/engines), the same on any day (issue 51): the
// owner's data of content/ with its dated parts made for the tests (tests/site/suite-content.ts:
// the Mittagstisch's weeks, a closure, announcements, dishes off until a date), built at one fixed
// instant, `suiteInstant`, into dist-tests/. The suites' browsers read the same instant from their
// clock (tests/e2e/fixtures.ts). Both Playwright configs point CONTENT_DIR and OUT_DIR here
// (tests/site/suite-env.ts), so every test that reads the content or the build reads this site.
// A state that depends on the day (another weekday, a holiday, a closure, no current week) is
// tested on purpose, under its own clock.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { addDays, berlinMoment } from '#src/lib/berlin-time.ts'
import { writeSuiteContent } from './suite-content.ts'

/** The repository. */
const projectRoot = fileURLToPath(new URL('../..', import.meta.url))

/**
 * The suites' "now": Thursday, 3 December 2026, 11:30 in Berlin — a lunch day of the tests' running
 * Mittagstisch week (30 November – 6 December), the restaurant open.
 */
export const suiteInstant = new Date('2026-12-03T11:30:00+01:00')

/** The repository the CMS of the suite's site saves to (answered by tests/e2e/fake-github.ts). */
export const suiteCmsRepository = 'namaste-otterbach/website'

/** The Berlin calendar date `days` after the suite's day, as YYYY-MM-DD. */
export const suiteDate = (days = 0): string => addDays(berlinMoment(suiteInstant).date, days)

/** Where the suites' site lives: its data files and its build (ignored by git, like dist/). */
export const suiteRoot = join(projectRoot, 'dist-tests')
export const suiteContentDir = join(suiteRoot, 'content')
export const suiteOutDir = join(suiteRoot, 'site')

/** What the suite's build depends on: every file of the repository but the browser tests and docs. */
const notBuildInput = /^(tests\/(e2e|engines)\/|docs\/)/

/**
 * A fingerprint of the sources the suite's site is built from (tracked and new files, not ignored
 * ones), so that the second suite of `npm test` and a rerun of one spec reuse the build. Undefined
 * without git: then the site is always built.
 */
function sourceFingerprint(): string | undefined {
  const listed = spawnSync(
    'git',
    ['-C', projectRoot, 'ls-files', '-co', '--exclude-standard', '-z'],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  if (listed.status !== 0) return undefined
  const hash = createHash('sha256').update(suiteInstant.toISOString())
  for (const file of listed.stdout.split('\0').filter(Boolean).sort()) {
    if (notBuildInput.test(file)) continue
    const path = join(projectRoot, file)
    // A worktree's node_modules linked to another checkout's is listed as a new file: no source.
    if (existsSync(path) && statSync(path).isDirectory()) continue
    // A file deleted but not yet staged is still listed.
    hash.update(file).update(existsSync(path) ? readFileSync(path) : '(deleted)')
  }
  return hash.digest('hex')
}

const fingerprintFile = join(suiteRoot, 'fingerprint')

/**
 * Builds the suites' site (the whole production build: pages, CMS, share images, precompressed
 * files) at `suiteInstant`, unless a build of the same sources is there; throws when it fails.
 */
export function prepareSuiteSite(): void {
  const fingerprint = sourceFingerprint()
  if (
    fingerprint !== undefined &&
    existsSync(join(suiteOutDir, 'index.html')) &&
    existsSync(fingerprintFile) &&
    readFileSync(fingerprintFile, 'utf8') === fingerprint
  ) {
    console.log(`The suites' site in ${suiteOutDir} is up to date.`)
    return
  }
  mkdirSync(suiteRoot, { recursive: true })
  rmSync(fingerprintFile, { force: true })
  rmSync(suiteContentDir, { recursive: true, force: true })
  writeSuiteContent(join(projectRoot, 'content'), suiteContentDir)
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'builder/build.ts', `--built-at=${suiteInstant.toISOString()}`],
    {
      cwd: projectRoot,
      // The CMS of the suite's site saves to a repository on GitHub, as in production: its
      // end-to-end tests answer GitHub's API from a stub (tests/e2e/fake-github.ts).
      env: {
        ...process.env,
        CONTENT_DIR: suiteContentDir,
        OUT_DIR: suiteOutDir,
        CMS_REPO: suiteCmsRepository,
      },
      stdio: 'inherit',
    },
  )
  if (build.status !== 0) {
    throw new Error(`The build of the suites' site failed (exit code ${build.status})`)
  }
  if (fingerprint !== undefined) writeFileSync(fingerprintFile, fingerprint)
}
