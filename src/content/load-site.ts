/**
 * Reads the owner's data files (content/*.yaml), validates each against its schema once and
 * hands the site's data to the build. A mistake fails with the file, the item in the owner's
 * words and the field: `content/menu.yaml: Pizza › 99 Pizza Beispiel › price: "9,9O" is not a
 * price like 9,90`. Build time and tests only: never imported by client code.
 */
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument } from 'yaml'
import type { z } from 'zod'
import {
  type ContentData,
  type ContentFileName,
  type Language,
  contentSchemas,
} from './schema/index.ts'
import { describeIssue } from './describe-issue.ts'

/** Everything the pages show that the owner edits, in one language. */
export type Site = ReturnType<typeof siteFrom>

/** Where the data files are: `content/`, or CONTENT_DIR (the CMS test builds from a copy). */
export const contentDir = process.env.CONTENT_DIR ?? 'content'

export class ContentError extends Error {
  override name = 'ContentError'
}

const cache = new Map<string, Site>()

/**
 * The site's data in `language`, read from `dir`; throws a ContentError naming every problem.
 * Read again only when a file has changed since (the dev server renders after every edit).
 */
export function loadSite(language: Language = 'de', dir = contentDir): Site {
  const key = [language, dir, ...contentFileNames.map((name) => modified(join(dir, `${name}.yaml`)))].join(':')
  let site = cache.get(key)
  if (!site) {
    site = parseSite(readContentFiles(dir), language, dir)
    cache.set(key, site)
  }
  return site
}

const contentFileNames = Object.keys(contentSchemas('de')) as ContentFileName[]

function modified(file: string): number {
  try {
    return statSync(file).mtimeMs
  } catch {
    return 0
  }
}

/** The raw contents of each data file, or the YAML syntax problems it has. */
export type RawContent = Record<ContentFileName, unknown>

export function readContentFiles(dir = contentDir): RawContent {
  const problems: string[] = []
  const raw = Object.fromEntries(
    contentFileNames.map((name) => {
      const file = join(dir, `${name}.yaml`)
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
      return [name, document.toJS()]
    }),
  ) as RawContent
  if (problems.length > 0) throw contentError(problems)
  return raw
}

/** Validates raw file contents (as read, or built by a test) into the site's data. */
export function parseSite(raw: RawContent, language: Language = 'de', dir = contentDir): Site {
  const schemas = contentSchemas(language)
  const problems: string[] = []
  const data = {} as Record<ContentFileName, unknown>
  for (const name of Object.keys(schemas) as ContentFileName[]) {
    const result = (schemas[name] as z.ZodType).safeParse(raw[name])
    const file = join(dir, `${name}.yaml`)
    if (result.success) data[name] = result.data
    else problems.push(...result.error.issues.map((issue) => describeIssue(file, name, issue, raw[name])))
  }
  if (problems.length > 0) throw contentError(problems)
  const content = data as ContentData
  problems.push(...crossFileProblems(content, dir))
  if (problems.length > 0) throw contentError(problems)
  return siteFrom(content, language)
}

/** The validated files as the pages read them: the lists without their files' wrapping key. */
function siteFrom(content: ContentData, language: Language) {
  return {
    language,
    restaurant: content.restaurant,
    hours: content.hours,
    announcements: content.announcements.announcements,
    menu: content.menu.categories,
    specialties: content.specialties.specialties,
    home: content.home,
  }
}

/** Rules that span two files: a specialty card shows a dish that must be on the menu. */
function crossFileProblems(content: ContentData, dir: string): string[] {
  const numbers = new Set(content.menu.categories.flatMap((c) => c.items.map((i) => i.number)))
  return content.specialties.specialties.flatMap((specialty, index) =>
    numbers.has(specialty.dish)
      ? []
      : [
          `${join(dir, 'specialties.yaml')}: specialties › ${index + 1} › dish: "${specialty.dish}" is not a dish number on the menu (${join(dir, 'menu.yaml')})`,
        ],
  )
}

function contentError(problems: string[]): ContentError {
  return new ContentError(`Invalid content:\n${problems.map((line) => `  - ${line}`).join('\n')}`)
}
