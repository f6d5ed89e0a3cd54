/**
 * The owner's data as the pages read it: the data files (content/*.yaml), each validated by its
 * schema, in one language. Pure: the build reads the files (builder/content/load-site.ts) and the
 * CMS's previews parse what the owner types. A mistake names the file, the item in the owner's
 * words and the field: `content/menu.yaml: Pizza › 99 Pizza Beispiel › price: "9,9O" is not a
 * price like 9,90`.
 *
 * Imports name their files: the build's Vite config loads this module through Node.
 */
import type { z } from 'zod'
import { describeIssue } from './describe-issue.ts'
import {
  type ContentData,
  type ContentFileName,
  type Language,
  contentSchemas,
  languages,
} from './index.ts'

/** Everything the pages show that the owner edits, in one language. */
export type Site = ReturnType<typeof siteFrom>

/** The site in each of its languages, from one reading of the data files. */
export type Sites = Record<Language, Site>

export class ContentError extends Error {
  override name = 'ContentError'
}

/** The raw contents of each data file, as read from YAML (or built by a test). */
export type RawContent = Record<ContentFileName, unknown>

/** The data files by name, in the order the schemas list them. */
export const contentFileNames = Object.keys(contentSchemas('de')) as ContentFileName[]

/** A data file's path as messages name it: `content/menu.yaml`. */
export const contentFile = (dir: string, name: string) => `${dir.replace(/\/+$/, '')}/${name}.yaml`

/** Validates raw file contents (as read, or built by a test) into the site's data. */
export function parseSite(raw: RawContent, language: Language = 'de', dir = 'content'): Site {
  const schemas = contentSchemas(language)
  const problems: string[] = []
  const data = {} as Record<ContentFileName, unknown>
  for (const name of Object.keys(schemas) as ContentFileName[]) {
    const result = (schemas[name] as z.ZodType).safeParse(raw[name])
    const file = contentFile(dir, name)
    if (result.success) data[name] = result.data
    else
      problems.push(
        ...result.error.issues.map((issue) => describeIssue(file, name, issue, raw[name])),
      )
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
    announcements: [
      ...content.announcements.announcements,
      ...closureNotices(content.hours.closures),
    ],
    menu: content.menu.categories,
    lunch: content.lunch,
    specialties: content.specialties.specialties,
    home: content.home,
    delivery: content.delivery,
  }
}

/**
 * A closure announced ahead (`noticeFrom`): its notice on the home page and in the order modal
 * from that day to the closure's last, the same text as over the opening hours, typed once.
 */
function closureNotices(closures: ContentData['hours']['closures']) {
  return closures.flatMap(({ announcement, noticeFrom, to }) =>
    noticeFrom === undefined ? [] : [{ text: announcement, from: noticeFrom, to }],
  )
}

/** Rules that span two files: a specialty card shows a dish that must be on the menu. */
function crossFileProblems(content: ContentData, dir: string): string[] {
  const numbers = new Set(content.menu.categories.flatMap((c) => c.items.map((i) => i.number)))
  return content.specialties.specialties.flatMap((specialty, index) =>
    numbers.has(specialty.dish)
      ? []
      : [
          `${contentFile(dir, 'specialties')}: specialties › ${index + 1} › dish: "${specialty.dish}" is not a dish number on the menu (${contentFile(dir, 'menu')})`,
        ],
  )
}

export function contentError(problems: string[]): ContentError {
  return new ContentError(`Invalid content:\n${problems.map((line) => `  - ${line}`).join('\n')}`)
}

/** Validates raw file contents once into the site in every language. */
export function parseSites(raw: RawContent, dir = 'content'): Sites {
  return Object.fromEntries(
    languages.map((language) => [language, parseSite(raw, language, dir)]),
  ) as Sites
}
