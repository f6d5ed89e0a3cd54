// Builds the site's pages from a copy of content/ into a temporary folder and serves them, for
// end-to-end tests of what an owner's edit does to the site: only the build steps that make pages
// (`makesPages` in build/build.ts), with CONTENT_DIR and OUT_DIR pointing at the copy, so the
// build in dist/ that the other tests use stays as it is.
import { type AddressInfo } from 'node:net'
import { join } from 'node:path'
import { runStep, steps } from '../../build/build.ts'
import { createSiteServer } from '../../server/site-server.ts'

export interface BuiltSite {
  /** The rebuilt site's origin, e.g. http://localhost:41234. */
  origin: string
  close: () => void
}

/** Builds the pages of `root`/content into `root`/dist; throws naming the step that failed. */
export async function buildPagesFrom(root: string): Promise<void> {
  const env = { ...process.env, CONTENT_DIR: join(root, 'content'), OUT_DIR: join(root, 'dist') }
  for (const step of steps.filter((candidate) => candidate.makesPages)) {
    const exitCode = await runStep(step, env)
    if (exitCode !== 0) throw new Error(`${step.name} failed (exit code ${exitCode})`)
  }
}

/** Serves `root`/dist on a free port, as `npm start` would. */
export async function serveBuild(root: string): Promise<BuiltSite> {
  const server = createSiteServer(join(root, 'dist'))
  await new Promise<void>((resolve) => server.listen(0, resolve))
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  }
}
