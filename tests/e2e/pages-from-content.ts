// Builds the site's pages from a copy of content/ into a temporary folder and serves them, for
// end-to-end tests that need data other than the suites' (tests/site/suite-content.ts): what an
// owner's edit does to the site, the launch-ready fixture. The build with `--pages` (no CMS, no
// share images), with CONTENT_DIR and OUT_DIR pointing at the copy, so the suites' site in
// dist-tests/ that the other tests use stays as it is. Each copy build costs 10–30 s: a dated state
// (a lunch week, an announcement, a dish off) is in the suites' site already.
import { spawn } from 'node:child_process'
import { type AddressInfo } from 'node:net'
import { join } from 'node:path'
import { loadSite } from '../../builder/content/load-site.ts'
import { createSiteServer } from '../../server/site-server.ts'
import { suiteInstant } from '../site/suite-site.ts'

export interface BuiltSite {
  /** The rebuilt site's origin, e.g. http://localhost:41234. */
  origin: string
  close: () => void
}

/** Runs one of the build's scripts on the copy in `root`; resolves to its exit code. */
function runOnCopy(root: string, script: string, args: string[] = []): Promise<number> {
  const env = { ...process.env, CONTENT_DIR: join(root, 'content'), OUT_DIR: join(root, 'dist') }
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env,
      stdio: 'inherit',
    })
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

/**
 * Builds the pages of `root`/content into `root`/dist, dated `builtAt` (default: the suite's
 * instant, tests/site/suite-site.ts); throws when the build fails.
 */
export async function buildPagesFrom(root: string, builtAt = suiteInstant): Promise<void> {
  const clock = `--built-at=${builtAt.toISOString()}`
  const exitCode = await runOnCopy(root, 'builder/build.ts', ['--pages', clock])
  if (exitCode !== 0) throw new Error(`the build of ${root} failed (exit code ${exitCode})`)
}

/** The build's content check (`npm run check:content`) on `root`/content: its exit code. */
export const checkContentOf = (root: string): Promise<number> =>
  runOnCopy(root, 'builder/content/check-content.ts')

/** Serves `root`/dist on a free port, as `npm start` would. */
export async function serveBuild(root: string): Promise<BuiltSite> {
  const { restaurant } = loadSite('de', join(root, 'content'))
  const server = createSiteServer(join(root, 'dist'), { restaurant })
  await new Promise<void>((resolve) => server.listen(0, resolve))
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  }
}
