/**
 * The configuration of Decap CMS at /admin/: one collection per data file in content/, its fields
 * made from the file's zod schema and the German labels beside it (cms-fields.ts). Saving commits
 * to the repository (GitHub backend) or, on localhost with `npm run admin`, writes the file on
 * disk (decap-server, the local backend).
 */
import type { CmsCollection, CmsConfig } from 'decap-cms-core'
import type { z } from 'zod'
import { type ContentFileName, contentSchemas, mediaFolder, mediaPublicPath } from '@/schemas'
import { cmsFields, cmsLabel } from './cms-fields'
import { localBackendPath } from './local-backend'

/** Where the GitHub backend commits: set at build time (vite.admin.config.ts). */
export interface CmsBackendSettings {
  /** "owner/name" of the repository on GitHub. */
  repo: string
  branch: string
  /** The OAuth service that logs the owner in to GitHub (docs/publishing.md). */
  authUrl?: string
  siteUrl: string
}

/** The data files in the order the owner needs them: the menu and the week first, the facts last. */
const collectionOrder: ContentFileName[] = [
  'menu',
  'lunch',
  'hours',
  'announcements',
  'specialties',
  'home',
  'delivery',
  'restaurant',
]

/** A data file as a collection with that one file, both named like it (previews use the name). */
function fileCollection(name: ContentFileName, schema: z.ZodType): CmsCollection {
  const label = cmsLabel(schema)
  return {
    name,
    label,
    files: [{ name, label, file: `content/${name}.yaml`, fields: cmsFields(schema) }],
  }
}

/** The configuration for the CMS served from `origin` (e.g. http://localhost:5174). */
export function cmsConfig(backend: CmsBackendSettings, origin: string): CmsConfig {
  // The German schemas serve: a data file holds the same in every language.
  const schemas = contentSchemas('de')
  return {
    load_config_file: false,
    locale: 'de',
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl && { base_url: backend.authUrl }),
      commit_messages: {
        update: 'Inhalt geändert: {{collection}} ({{path}})',
        uploadMedia: 'Foto hochgeladen: {{path}}',
        deleteMedia: 'Foto gelöscht: {{path}}',
      },
    },
    // On localhost, `npm run admin` saves through decap-server instead, reached on this origin.
    local_backend: { url: new URL(localBackendPath, origin).href },
    publish_mode: 'simple',
    site_url: backend.siteUrl,
    display_url: backend.siteUrl,
    show_preview_links: false,
    media_folder: mediaFolder,
    public_folder: mediaPublicPath.replace(/\/$/, ''),
    collections: collectionOrder.map((name) => fileCollection(name, schemas[name])),
  }
}
