/**
 * Validates every content file against its schema. Used by the build (scripts/check-content.ts)
 * and by unit tests; never imported by the client.
 */
import type { z } from 'zod'
import { openingHours } from './hours'
import { menu } from './menu'
import { locateMenuIssue, menuSchema } from './menu-schema'
import { restaurant } from './restaurant'
import { openingHoursSchema, restaurantSchema } from './schema'

export interface ContentFile {
  file: string
  schema: z.ZodType
  data: unknown
  /** Names where a problem sits in the owner's words (e.g. category and dish); default: the field path. */
  locate?: (path: PropertyKey[], data: unknown) => string
}

export const contentFiles: ContentFile[] = [
  { file: 'src/content/restaurant.ts', schema: restaurantSchema, data: restaurant },
  { file: 'src/content/hours.ts', schema: openingHoursSchema, data: openingHours },
  { file: 'src/content/menu.ts', schema: menuSchema, data: menu, locate: locateMenuIssue },
]

export class ContentError extends Error {
  override name = 'ContentError'
}

/** Returns one line per problem: `<file>: field "<path>" <message> (got <value>)`. */
export function findContentProblems(files: ContentFile[] = contentFiles): string[] {
  return files.flatMap(({ file, schema, data, locate }) => {
    const result = schema.safeParse(data)
    if (result.success) return []
    return result.error.issues.map((issue) => {
      const field = issue.path.join('.') || '(root)'
      const got = valueAt(data, issue.path)
      const shown = got === undefined ? '' : ` (got ${JSON.stringify(got)})`
      const where = locate ? locate(issue.path, data) : `field "${field}"`
      return `${file}: ${where} ${issue.message}${shown}`
    })
  })
}

export function assertValidContent(files: ContentFile[] = contentFiles): void {
  const problems = findContentProblems(files)
  if (problems.length > 0) {
    throw new ContentError(`Invalid content:\n${problems.map((line) => `  - ${line}`).join('\n')}`)
  }
}

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object'
        ? (node as Record<PropertyKey, unknown>)[key]
        : undefined,
    data,
  )
}
