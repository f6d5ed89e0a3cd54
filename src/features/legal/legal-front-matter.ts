import { LineCounter, isMap, isScalar, parseDocument } from 'yaml'
import { z } from 'zod'

/** What a legal document's front matter may say; each is false where it is left out. */
const frontMatterSchema = z.strictObject({
  /**
   * „Stand: …“ below the heading: the date of the last commit that changed what the text says,
   * which the build finds (builder/legal-dates.ts, ADR 026); nobody types it.
   */
  dated: z.boolean().default(false),
  /** A table of contents linking to the sections. */
  tableOfContents: z.boolean().default(false),
  /** The sections' headings numbered in order: „1. Einleitung“, „2. …“. */
  numberedSections: z.boolean().default(false),
})

export type FrontMatter = z.infer<typeof frontMatterSchema>

const known = Object.keys(frontMatterSchema.shape).join(', ')

/**
 * The front matter of the legal document `file`: the YAML between the two `---` lines at its top
 * (as Markdoc's parse() hands it over), checked like a data file. A mistake names the document, the
 * line and the key.
 */
export function readFrontMatter(file: string, yaml: string | undefined): FrontMatter {
  const lineCounter = new LineCounter()
  const document = parseDocument(yaml ?? '', { lineCounter })
  // The YAML begins on the document's second line, below the first `---`.
  const lineAt = (offset: number) => `${file}:${lineCounter.linePos(offset).line + 1}`
  const [error] = document.errors
  if (error) throw new Error(`${lineAt(error.pos[0])}: front matter: ${error.message}`)
  const result = frontMatterSchema.safeParse(document.toJS() ?? {})
  if (result.success) return result.data
  const [issue] = result.error.issues
  const key = issue?.code === 'unrecognized_keys' ? issue.keys[0] : issue?.path[0]
  const entry = isMap(document.contents)
    ? document.contents.items.find((pair) => isScalar(pair.key) && pair.key.value === key)
    : undefined
  const at = lineAt(isScalar(entry?.key) ? (entry.key.range?.[0] ?? 0) : 0)
  const problem =
    issue?.code === 'unrecognized_keys'
      ? `"${String(key)}" is not one of ${known}`
      : `${String(key ?? '')}: ${issue?.message ?? 'not valid'}`
  throw new Error(`${at}: front matter: ${problem}`)
}
