/**
 * The data files as the CMS lists them, in the order the owner needs them: the menu and the week
 * first, the facts last. Read by the editor's configuration (cms-config.ts) and, with their German
 * labels from the schemas (builder/cms-backend-settings.ts), by the first screen (shell.ts), which
 * lists them before any of the editor has loaded.
 */
import type { ContentFileName } from '#src/schemas/index.ts'

export const fileOrder: readonly ContentFileName[] = [
  'menu',
  'lunch',
  'hours',
  'announcements',
  'specialties',
  'home',
  'delivery',
  'restaurant',
]

/** A data file as the first screen lists it. */
export interface CmsFileEntry {
  name: ContentFileName
  label: string
}

/** The editor's address of a data file's form (Sveltia CMS's route of a file of its own). */
export const editorRoute = (name: ContentFileName) => `#/collections/_singletons/entries/${name}`
