// The date each legal text last changed, its „Stand“ (ADR 026): the date of the last commit that
// changed what the text says, as this build renders it — its Markdoc document
// (src/features/legal/documents/<language>/<name>.md) or a fact of content/restaurant.yaml it shows.
// The build walks back through the commits that touched those files, renders the text as it was at
// each (with today's code), and stops at the first that reads differently. A change that is not
// committed yet dates the text with the build's day; a commit that changes nothing the text says
// (another field of the data, a note or the front matter of the document, a reflowed paragraph)
// leaves the date alone. Without git history (a tarball) the build's day stands in; a shallow clone
// whose history ends before the change gives its oldest commit's date and says so (the deploy
// fetches the whole history: builder/publishing-target.test.ts checks its checkout).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { type Language, type Restaurant, languages, restaurantSchema } from '#src/schemas/index.ts'
import { type LegalDates, readLegalDocument } from '#src/features/legal/legal-document.ts'
import { calendarDate } from '#src/lib/locale.ts'

/** The repository this build runs in. */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url))

/** Where the documents and the data they show are, relative to the repository. */
export const legalDocumentsDir = 'src/features/legal/documents'
export const restaurantFile = 'content/restaurant.yaml'

export interface LegalVersion {
  language: Language
  name: string
  date: Date
  /**
   * Where the date comes from: the commit that last changed the text; the build's day for a text
   * changed since the last commit; the build's day where there is no git history (a tarball).
   */
  from: { commit: string; shallow?: true } | 'uncommitted change' | 'no git history'
}

interface Commit {
  hash: string
  date: Date
}

function git(repo: string, args: readonly string[]): { ok: boolean; stdout: string } {
  const result = spawnSync('git', ['-C', repo, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return { ok: result.status === 0, stdout: result.stdout ?? '' }
}

/** Whether `repo` is in a git work tree with history to read. */
function hasHistory(repo: string): boolean {
  const inside = git(repo, ['rev-parse', '--is-inside-work-tree'])
  return inside.ok && inside.stdout.trim() === 'true' && git(repo, ['rev-parse', 'HEAD']).ok
}

/** The commits that touched `files`, newest first, along the branch's own line (merges as one). */
function commitsTouching(repo: string, files: readonly string[]): Commit[] {
  const log = git(repo, ['log', '--first-parent', '--format=%H %cI', '--', ...files])
  if (!log.ok) throw new Error(`git log failed in ${repo}`)
  return log.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [hash = '', date = ''] = line.split(' ')
      return { hash, date: new Date(date) }
    })
}

/**
 * The legal documents' versions in the template syntax they had before Markdoc (issue 43, ADR 031),
 * by git blob, each with the blob of its Markdoc conversion, which says the same word for word for
 * every variant of the data (the conversion compared both renderings). The walk reads the one as
 * the other, so that the change of syntax dates no text. A version in that syntax not listed here
 * (de/datenschutz.md as first written, which said something else) cannot be read by today's code
 * and counts as a different text.
 */
export const syntaxConversions: Readonly<Record<string, string>> = {
  // de/agb.md, as first written and after a change of its notes
  b4e4f489206cad5fb741e1f5689df3b0a162f9d9: '3aeba16d1d5491998465824a8bf290a0858cf624',
  e92ed165e45a45af73f42ddc310f94e8f259ca0e: '3aeba16d1d5491998465824a8bf290a0858cf624',
  // de/datenschutz.md
  '3cc821f5193aaecba39c7817dba584fac286a46f': 'e1d38db0464d81008fcfc60607f906fab7f5f2c5',
  // de/impressum.md
  '5640063f7e21b93e3922cfbb151cdf485a14faf6': '5e99bd897ca8bae3bff5d92b35dc36e9dd7e772c',
  // en/privacy.md
  aae6a723ece114ec15943722b6b4d21b1a6d1b24: 'ffd19fa3cc4e661214daaa9c196afff28aa88bf6',
}

/**
 * A file as it was at a commit, a document in the syntax of before as its conversion; undefined
 * where it did not exist.
 */
function fileAt(
  repo: string,
  commit: string,
  file: string,
  conversions: Readonly<Record<string, string>> = {},
): string | undefined {
  const shown = git(repo, ['show', `${commit}:${file}`])
  if (!shown.ok) return undefined
  const conversion = conversions[blobName(shown.stdout)]
  return conversion === undefined
    ? shown.stdout
    : git(repo, ['cat-file', 'blob', conversion]).stdout
}

/** Git's name of a text as a file (its blob's hash), computed here: one process less per commit. */
function blobName(text: string): string {
  const bytes = Buffer.from(text, 'utf8')
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex')
}

/**
 * What a legal text says, as one string to compare versions by: its sections as the page reads
 * them, with the facts filled in, read as the pages read it (readLegalDocument). The front matter
 * is left out: how the page presents the text (contents, numbering, the date) is not what it says.
 */
function renderText(file: string, markdown: string, restaurant: Restaurant, language: Language) {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '')
  return JSON.stringify(readLegalDocument(file, body, restaurant, language).content)
}

/**
 * The data of a commit with the fields the schema has required since taking today's values: a
 * document of then cannot have named a field that did not exist yet, so its value changes nothing
 * there. Optional fields stay as they were (absent: no USt-IdNr. then).
 */
function withFieldsAddedSince(data: unknown, today: Restaurant): unknown {
  if (typeof data !== 'object' || data === null) return data
  const added = Object.entries(restaurantSchema.shape).filter(
    ([key, field]) => !(key in data) && !field.safeParse(undefined).success,
  )
  return {
    ...Object.fromEntries(added.map(([key]) => [key, today[key as keyof Restaurant]])),
    ...data,
  }
}

/**
 * The text at a commit, from its document and data there; undefined where it cannot be made (the
 * document did not exist yet, the data of then does not pass today's schema), which counts as a
 * different text.
 */
function renderAt(
  repo: string,
  commit: string,
  file: string,
  language: Language,
  today: Restaurant,
  conversions: Readonly<Record<string, string>>,
): string | undefined {
  const markdown = fileAt(repo, commit, file, conversions)
  const data = fileAt(repo, commit, restaurantFile)
  if (markdown === undefined || data === undefined) return undefined
  try {
    const restaurant = restaurantSchema.safeParse(withFieldsAddedSince(parse(data), today))
    return restaurant.success ? renderText(file, markdown, restaurant.data, language) : undefined
  } catch {
    return undefined
  }
}

/** The legal documents in the repository: every documents/<language>/<name>.md. */
function documentsIn(repo: string): { language: Language; name: string; file: string }[] {
  return languages.flatMap((language) => {
    const dir = join(repo, legalDocumentsDir, language)
    if (!existsSync(dir)) return []
    return readdirSync(dir)
      .filter((entry) => entry.endsWith('.md'))
      .sort()
      .map((entry) => ({
        language,
        name: entry.slice(0, -'.md'.length),
        file: `${legalDocumentsDir}/${language}/${entry}`,
      }))
  })
}

/**
 * Each legal document read with `restaurant` as the pages read it (readLegalDocument): the
 * mistakes, one per line, each naming the document, the line and the fact. The content check runs
 * it, so that it stops where the build would.
 */
export function legalDocumentProblems(restaurant: Restaurant, repo = projectRoot): string[] {
  return documentsIn(repo).flatMap(({ language, file }) => {
    try {
      readLegalDocument(file, readFileSync(join(repo, file), 'utf8'), restaurant, language)
      return []
    } catch (error) {
      return (error as Error).message.split('\n')
    }
  })
}

export interface LegalVersionOptions {
  /** The restaurant's facts as this build loaded them (CONTENT_DIR or content/). */
  restaurant: Restaurant
  /** The build's clock: the date of a text changed since the last commit. */
  builtAt: Date
  /** The repository (default: this one). */
  repo?: string
  /** Documents of an older syntax and their conversions, by blob (default: this repository's). */
  conversions?: Readonly<Record<string, string>>
}

/**
 * When each legal document last changed. In a shallow clone whose history ends before the change
 * (a checkout with depth 1), the oldest fetched commit's date, marked as such: too late, never
 * earlier than the truth; the deploy fetches the whole history.
 */
export function legalVersions({
  restaurant,
  builtAt,
  repo = projectRoot,
  conversions = syntaxConversions,
}: LegalVersionOptions): LegalVersion[] {
  const history = hasHistory(repo)
  const head = history ? git(repo, ['rev-parse', 'HEAD']).stdout.trim() : ''
  const shallow =
    history && git(repo, ['rev-parse', '--is-shallow-repository']).stdout.trim() === 'true'
  return documentsIn(repo).map(({ language, name, file }) => {
    const current = renderText(file, readFileSync(join(repo, file), 'utf8'), restaurant, language)
    if (!history) return { language, name, date: builtAt, from: 'no git history' }
    const key = [repo, head, file, current, JSON.stringify([restaurant, conversions])].join('\n')
    let since = walked.get(key)
    if (since === undefined) {
      since = lastChange({ repo, file, language, current, today: restaurant, shallow, conversions })
      walked.set(key, since)
    }
    if (since === null) return { language, name, date: builtAt, from: 'uncommitted change' }
    const from = since.shallow
      ? { commit: since.hash, shallow: true as const }
      : { commit: since.hash }
    return { language, name, date: since.date, from }
  })
}

/** Walks already done, by repository, HEAD, document and text: the dev server renders often. */
const walked = new Map<string, (Commit & { shallow?: true }) | null>()

/**
 * The oldest commit since which the text reads as `current`, walking back from the newest commit
 * that touched its files; null where the newest already reads differently (an uncommitted change).
 */
function lastChange({
  repo,
  file,
  language,
  current,
  today,
  shallow,
  conversions,
}: {
  repo: string
  file: string
  language: Language
  current: string
  today: Restaurant
  shallow: boolean
  conversions: Readonly<Record<string, string>>
}): (Commit & { shallow?: true }) | null {
  let since: Commit | null = null
  for (const commit of commitsTouching(repo, [file, restaurantFile])) {
    if (renderAt(repo, commit.hash, file, language, today, conversions) !== current) return since
    since = commit
  }
  // The history may end before the change: the oldest commit there is is all that is known.
  return since && shallow ? { ...since, shallow: true } : since
}

/** The dates by language and name, as the pages read them. */
export function legalDatesOf(versions: readonly LegalVersion[]): LegalDates {
  const dates = Object.fromEntries(languages.map((language) => [language, {}])) as Record<
    Language,
    Record<string, Date>
  >
  for (const { language, name, date } of versions) dates[language][name] = date
  return dates
}

/** One line per text for the build's log: which date, from where. */
export function describeVersions(versions: readonly LegalVersion[]): string {
  return versions
    .map(({ language, name, date, from }) => {
      const source =
        typeof from === 'string'
          ? `${from}: the build's day`
          : from.shallow
            ? `commit ${from.commit.slice(0, 10)}, the oldest of a shallow clone: fetch the whole history (git fetch --unshallow) for the date of the last change`
            : `commit ${from.commit.slice(0, 10)}`
      return `  ${language}/${name}: ${calendarDate(date, 'de')} (${source})`
    })
    .join('\n')
}
