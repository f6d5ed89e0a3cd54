// Prints where the site is published, `target=github-pages` or `target=own-server`: `publishing`
// in content/restaurant.yaml, validated with the rest of the data. The deploy workflow appends it
// to $GITHUB_OUTPUT and runs the matching deploy job (.github/workflows/deploy.yml, ADR 026); the
// Datenschutzerklärung names the host from the same field.
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PublishingTarget } from '#src/schemas/index.ts'
import { contentDir, loadSite } from './content/load-site.ts'

/** Where the data in `dir` says the site is published. */
export function publishingTarget(dir = contentDir): PublishingTarget {
  return loadSite('de', dir).restaurant.publishing
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  console.log(`target=${publishingTarget()}`)
}
