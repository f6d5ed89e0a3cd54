// Where the CMS's GitHub backend commits, from the environment of the build: CMS_REPO or, in
// GitHub Actions, the repository the workflow runs in (GITHUB_REPOSITORY); CMS_BRANCH (main);
// CMS_AUTH_URL, the OAuth service that logs the owner in (docs/publishing.md).
import type { CmsBackendSettings } from '#src/admin/cms-config.ts'
import { type CmsFileEntry, fileOrder } from '#src/admin/cms-files.ts'
import { cmsLabelOf, contentSchemas } from '#src/schemas/index.ts'
import { loadSite } from './content/load-site.ts'

export function cmsBackendSettings(env = process.env): CmsBackendSettings {
  return {
    repo: env.CMS_REPO ?? env.GITHUB_REPOSITORY ?? '',
    branch: env.CMS_BRANCH ?? 'main',
    ...(env.CMS_AUTH_URL && { authUrl: env.CMS_AUTH_URL }),
    siteUrl: loadSite().restaurant.siteUrl,
  }
}

/** The data files with their German labels, for the CMS's first screen (src/admin/shell.ts). */
export function cmsFileEntries(): CmsFileEntry[] {
  const schemas = contentSchemas('de')
  return fileOrder.map((name) => ({ name, label: cmsLabelOf(schemas[name]) ?? name }))
}
