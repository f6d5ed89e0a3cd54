/**
 * Reads the owner's data files (content/*.yaml, or CONTENT_DIR) and validates them once into the
 * site in every language (src/schemas/site.ts). A mistake fails with the file, the item in the
 * owner's words and the field: `content/menu.yaml: Pizza › 99 Pizza Beispiel › price: "9,9O" is
 * not a price like 9,90`. The build loads the content once (builder/build.ts); the dev server and
 * tests load it per request or test, read again only after a file changed.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { parseDocument } from 'yaml'
import type { Language } from '#src/schemas/index.ts'
import {
  type RawContent,
  type Site,
  type Sites,
  contentError,
  contentFile,
  contentFileNames,
  parseSites,
} from '#src/schemas/site.ts'
import { untranslatedTexts } from '#src/schemas/untranslated-texts.ts'

export type { RawContent, Site, Sites }
export { ContentError, parseSite, parseSites } from '#src/schemas/site.ts'

/** Where the data files are: `content/`, or CONTENT_DIR (the CMS test builds from a copy). */
export const contentDir = process.env.CONTENT_DIR ?? 'content'

const cache = new Map<string, Sites>()

/**
 * The site in every language, read from `dir`; throws a ContentError naming every problem. Read
 * again only when a file has changed since (the dev server renders after every edit).
 */
export function loadSites(dir = contentDir): Sites {
  const key = JSON.stringify([
    dir,
    ...contentFileNames.map((name) => modified(contentFile(dir, name))),
  ])
  let sites = cache.get(key)
  if (!sites) {
    sites = parseSites(readContentFiles(dir), dir)
    cache.set(key, sites)
  }
  return sites
}

/** The site in one language (see loadSites). */
export function loadSite(language: Language = 'de', dir = contentDir): Site {
  return loadSites(dir)[language]
}

/** When `file` last changed; 0 while it is missing (readContentFiles then says so). */
function modified(file: string): number {
  return existsSync(file) ? statSync(file).mtimeMs : 0
}

/**
 * The owner's texts without their English value, one line each (ADR 027): the content check and
 * the build print them as a warning, since the English pages show the German text there.
 */
export function findUntranslatedTexts(dir = contentDir): string[] {
  return untranslatedTexts(readContentFiles(dir), dir)
}

/** The raw contents of each data file; throws with the YAML syntax problems they have. */
export function readContentFiles(dir = contentDir): RawContent {
  const problems: string[] = []
  const raw = Object.fromEntries(
    contentFileNames.map((name) => {
      const file = contentFile(dir, name)
      let text: string
      try {
        text = readFileSync(file, 'utf8')
      } catch {
        problems.push(`${file}: the file is missing`)
        return [name, undefined]
      }
      const document = parseDocument(text)
      for (const error of document.errors) {
        const at = error.linePos?.[0]
        const message = error.message.split(' at line ')[0]!.split('\n')[0]
        problems.push(`${file}: ${at ? `line ${at.line}, column ${at.col}: ` : ''}${message}`)
      }
      let data: unknown
      try {
        data = document.toJS()
      } catch (error) {
        // An alias (`*name`) whose anchor (`&name`) is not set before it.
        problems.push(`${file}: ${(error as Error).message}`)
      }
      return [name, data]
    }),
  ) as RawContent
  if (problems.length > 0) throw contentError(problems)
  return raw
}
