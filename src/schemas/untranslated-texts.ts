/**
 * The owner's texts without their English value. English is optional for what the owner writes
 * (ADR 027): the English pages show the German text there, marked `lang="de"`, and the content
 * check lists each such text as a warning — not an error — in the owner's words, as its errors
 * name them: `content/menu.yaml: Brote › 24 Kashmiri-Naan › description › en: no English
 * text, the English pages show the German one`.
 *
 * Run on data files the schemas have accepted, where every group of `de` and `en` is a text per
 * language (`localizedText`; the CMS's generator knows it by the same keys).
 */
import { describePath } from './describe-issue.ts'
import { languages } from './fields.ts'
import { type RawContent, contentFile, contentFileNames } from './site.ts'

/** One line per text without its English value, file by file in the order of the schemas. */
export function untranslatedTexts(raw: RawContent, dir = 'content'): string[] {
  return contentFileNames.flatMap((name) =>
    pathsWithoutEnglish(raw[name]).map(
      (path) =>
        `${contentFile(dir, name)}: ${describePath(name, [...path, 'en'], raw[name])}: no English text, the English pages show the German one`,
    ),
  )
}

/** The warning the content check and the build print, or nothing when every text has its English. */
export function untranslatedWarning(lines: readonly string[]): string | undefined {
  if (lines.length === 0) return undefined
  const count = lines.length === 1 ? '1 text has' : `${lines.length} texts have`
  return [
    `Warning: ${count} no English value; the English pages show the German text instead:`,
    ...lines.map((line) => `  - ${line}`),
  ].join('\n')
}

function pathsWithoutEnglish(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => pathsWithoutEnglish(item, [...path, index]))
  }
  if (value === null || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  if (isTextPerLanguage(record)) {
    const english = record.en
    return typeof english === 'string' && english.trim() ? [] : [path]
  }
  return Object.entries(record).flatMap(([key, child]) =>
    pathsWithoutEnglish(child, [...path, key]),
  )
}

function isTextPerLanguage(record: Record<string, unknown>): boolean {
  const keys = Object.keys(record)
  return (
    typeof record.de === 'string' &&
    keys.every((key) => (languages as readonly string[]).includes(key))
  )
}
