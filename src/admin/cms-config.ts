/**
 * The configuration of the CMS at /admin/ (Sveltia CMS): one file of its own per data file in
 * content/, its fields made from the file's zod schema and the German labels beside it
 * (cms-fields.ts), with the tools that check, find and say at the top (entry-tools.tsx). Saving
 * commits to the repository (GitHub backend) or, with `npm run admin`, writes the file in the
 * folder on this computer (the local repository, ADR 039).
 */
import type { z } from 'zod'
import { type ContentFileName, contentSchemas, mediaFolder, mediaPublicPath } from '@/schemas'
import { type CmsField, cmsFields, cmsLabel } from './cms-fields'
import { fileOrder } from './cms-files'
import { toolsFieldName } from './entry-data'

/** Where the GitHub backend commits: set at build time (vite.admin.config.ts). */
export interface CmsBackendSettings {
  /** "owner/name" of the repository on GitHub. */
  repo: string
  branch: string
  /** The OAuth service that logs the owner in to GitHub (docs/publishing.md). */
  authUrl?: string
  siteUrl: string
}

/** The repository's name where none is set: the CMS works with the folder on this computer. */
export const localRepositoryName = 'lokal/website'

/** The format of the data files: the `yaml` package's, which the build reads them with (editor.ts). */
export const dataFileFormat = 'site-yaml'

/** The widget of the tools field (entry-tools.tsx). */
export const toolsWidget = 'entry-tools'

/** The tools at the top of a file's form: its checks before saving, and a dish's search. */
function toolsField(file: ContentFileName): CmsField {
  return {
    name: toolsFieldName,
    label: 'Prüfen und finden',
    widget: toolsWidget,
    required: false,
    file,
  }
}

/** A data file as a file of its own in the CMS, named like it (previews use the name). */
export interface CmsFile {
  name: ContentFileName
  label: string
  file: string
  format: typeof dataFileFormat
  fields: CmsField[]
}

function cmsFile(name: ContentFileName, schema: z.ZodType): CmsFile {
  return {
    name,
    label: cmsLabel(schema),
    file: `content/${name}.yaml`,
    format: dataFileFormat,
    fields: [toolsField(name), ...cmsFields(schema)],
  }
}

/** The configuration of the CMS, for the repository and site of `backend`. */
export function cmsConfig(backend: CmsBackendSettings) {
  // The German schemas serve: a data file holds the same in every language.
  const schemas = contentSchemas('de')
  return {
    load_config_file: false,
    app_title: 'Inhalte bearbeiten',
    backend: {
      name: 'github' as const,
      // Without a repository (a build outside GitHub Actions without CMS_REPO), only the folder on
      // this computer serves (`npm run admin`); the CMS still wants a name in GitHub's form.
      repo: backend.repo || localRepositoryName,
      branch: backend.branch,
      ...(backend.authUrl && { base_url: backend.authUrl }),
      // The owner signs in with GitHub's login; a token typed in is for developers.
      auth_methods: ['oauth' as const],
      commit_messages: {
        update: 'Inhalt geändert: {{collection}} ({{path}})',
        uploadMedia: 'Foto hochgeladen: {{path}}',
        deleteMedia: 'Foto gelöscht: {{path}}',
      },
    },
    publish_mode: 'simple' as const,
    site_url: backend.siteUrl,
    display_url: backend.siteUrl,
    show_preview_links: false,
    logo: { src: '/favicon.svg' },
    media_folder: mediaFolder,
    public_folder: mediaPublicPath.replace(/\/$/, ''),
    singletons: fileOrder.map((name) => cmsFile(name, schemas[name])),
  }
}

export type CmsConfig = ReturnType<typeof cmsConfig>
