import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Sites } from '#src/schemas/site.ts'
import { builtAtArgument } from '../built-at.ts'
import { withDemoWeeksCurrent } from '../content/demo-lunch-weeks.ts'
import { contentDir as defaultContentDir, loadSites } from '../content/load-site.ts'

/**
 * The owner's data as the site's Vite plugins read it: in the build, the build's one load of the
 * content and its one clock (builder/build.ts); in the dev server, the data files as they are now,
 * read again after an edit (the plugins watch them).
 */
export interface SiteContent {
  contentDir: string
  sites: () => Sites
  builtAt: () => Date
  /** Files whose change must rebuild what a plugin made from them (dev). */
  watchFiles: () => string[]
}

/** The build's content: loaded once, before Vite runs. */
export function fixedContent(sites: Sites, builtAt: Date, contentDir: string): SiteContent {
  return { contentDir, sites: () => sites, builtAt: () => builtAt, watchFiles: () => [] }
}

/**
 * The dev server's content: the data files, read when a module is made, dated now (or at the
 * instant of `--built-at=…`: builder/built-at.ts).
 */
export function liveContent(contentDir = defaultContentDir): SiteContent {
  const builtAt = () => builtAtArgument() ?? new Date()
  return {
    contentDir,
    sites: () => withDemoWeeksCurrent(loadSites(contentDir), builtAt()),
    builtAt,
    watchFiles: () =>
      readdirSync(contentDir)
        .filter((name) => name.endsWith('.yaml'))
        .map((name) => resolve(join(contentDir, name))),
  }
}
