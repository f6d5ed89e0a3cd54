import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import ts from 'typescript'
import { mediaFolder } from '#src/schemas/index.ts'

/*
 * The repository paths that the Markdown documents and the code's comments name, and those among
 * them that name nothing: checks/named-paths.test.ts holds the repository to none. A token is a
 * repository path
 *
 *   - where it begins with a name at the repository's top (`src/…`, `builder/…`, `.ci/run`,
 *     `package.json`): it must exist from there;
 *   - where it has a slash and the extension of a file written by hand (`bindings/osm-map.tsx`,
 *     `de/impressum.md`): it must exist from the naming file's folder or be the end of a path;
 *   - where it is a code file's bare name (`legal-facts.ts`): some file must have that name;
 *   - in Markdown, where it is a link's target (`[025](025-legal-texts-as-documents.md)`): it must
 *     exist from the document's folder.
 *
 * Patterns (`src/app/pages/<name>-page.tsx`, `content/*.yaml`), URLs and the build's output
 * (`dist/…`, `en/404.html`) are no repository paths. A decision record may name a file of its day
 * that is gone, with a note right after it: `(now `path`)` where it went, or `(now gone)`.
 */

/** The decision records, which may name the files of their day (docs/decisions/README.md). */
export const decisionRecord = /^docs\/decisions\/\d{3}-[^/]+\.md$/

/** The note after a file of its day: `(now `path`)` or `(now gone)`, `(now gone: why)`. */
const note = /^`?\s*\(now\s+(?:gone\b|`([^`]+)`)/

const codeName = /\.(?:tsx?|cjs|mjs)$/
const handWritten = /\.(?:tsx?|cjs|mjs|md|ya?ml)$/

/** A file whose comments may name paths: code, styles, workflows and CI's script. */
export const commentedFile = /\.(?:tsx?|cjs|mjs|jsx?|css|ya?ml)$|^\.ci\/run$/

export interface Repository {
  /** Every file and folder (a folder with its trailing slash). */
  paths: ReadonlySet<string>
  /** The names at the top: a token that begins with one is a repository path. */
  tops: ReadonlySet<string>
  /** Every file's name: a bare code file's name must be one. */
  names: ReadonlySet<string>
  files: readonly string[]
}

/** The repository's files, tracked or new and not ignored, as the work tree has them. */
export function repository(root: string): Repository {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  return repositoryOf(
    listed.split('\n').filter((file) => file !== '' && existsSync(join(root, file))),
  )
}

/**
 * A repository of these files, and of the folder the CMS writes the owner's photos into, which
 * holds files once the owner has uploaded a photo.
 */
export function repositoryOf(files: readonly string[]): Repository {
  const folders = [...files, `${mediaFolder}/photo`].flatMap((file) =>
    file
      .split('/')
      .slice(1)
      .map(
        (_, index) =>
          `${file
            .split('/')
            .slice(0, index + 1)
            .join('/')}/`,
      ),
  )
  return {
    paths: new Set([...files, ...folders]),
    tops: new Set(files.map((file) => file.split('/')[0]!)),
    names: new Set(files.map((file) => file.split('/').at(-1)!)),
    files,
  }
}

/** The comments of a code file, each with its offset in the file. */
export function commentsOf(file: string, code: string): { text: string; at: number }[] {
  if (!/\.(?:tsx?|cjs|mjs|jsx?)$/.test(file)) {
    const comment = file.endsWith('.css') ? /\/\*[\s\S]*?\*\//g : /(?:^|[ \t])#.*$/gm
    return [...code.matchAll(comment)].map((match) => ({ text: match[0], at: match.index }))
  }
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind)
  const comments = new Map<number, { text: string; at: number }>()
  // Every node and token, so that a comment before a closing brace or the file's end counts too.
  const visit = (node: ts.Node) => {
    const ranges = [
      ...(ts.getLeadingCommentRanges(code, node.pos) ?? []),
      ...(ts.getTrailingCommentRanges(code, node.end) ?? []),
    ]
    for (const { pos, end } of ranges) comments.set(pos, { text: code.slice(pos, end), at: pos })
    for (const child of node.getChildren(source)) visit(child)
  }
  visit(source)
  return [...comments.values()]
}

export interface StalePath {
  file: string
  line: number
  path: string
}

/** A run of path characters, not inside a word, a URL, a pattern or a placeholder. */
const token = /(?<![\w.@:/~%$*>}\\-])(\.{0,2}[\w@+-][\w.@+-]*(?:\/[\w.@+-]+)*\/?)/g

/**
 * The paths `text` (a document, or a comment at `at` in `whole`) names that name nothing in
 * `repo`.
 */
export function stalePaths(
  repo: Repository,
  file: string,
  text: string,
  { at = 0, whole = text }: { at?: number; whole?: string } = {},
): StalePath[] {
  const markdown = file.endsWith('.md')
  return [...text.matchAll(token)].flatMap((match) => {
    const path = match[1]!.replace(/[.,;:]+$/, '')
    const after = text.slice(match.index + path.length)
    // A URL's scheme, a pattern, a placeholder.
    if (/^(?::\/\/|[<*{…(])/.test(after) || /[<>*{}…]/.test(path)) return []
    const link = markdown && text.slice(match.index - 2, match.index) === ']('
    const kind = kindOf(repo, path, link)
    if (kind === undefined || exists(repo, file, path, kind)) return []
    if (decisionRecord.test(file)) {
      const [noted, now] = note.exec(after) ?? []
      if (noted && (now === undefined || repo.paths.has(now) || repo.paths.has(`${now}/`)))
        return []
    }
    return [{ file, line: whole.slice(0, at + match.index).split('\n').length, path }]
  })
}

type Kind = 'from-top' | 'part' | 'name' | 'link'

function kindOf(repo: Repository, path: string, link: boolean): Kind | undefined {
  if (link) return /^[a-z]+:|^#/.test(path) ? undefined : 'link'
  const [top = ''] = path.split('/')
  if (repo.tops.has(top) && (path.includes('/') || !path.startsWith('.') || repo.tops.has(path))) {
    return 'from-top'
  }
  if (path.includes('/'))
    return handWritten.test(path) && !path.startsWith('.') ? 'part' : undefined
  return codeName.test(path) && !path.startsWith('.') ? 'name' : undefined
}

function exists(repo: Repository, file: string, path: string, kind: Kind): boolean {
  const clean = path.replace(/#.*$/, '')
  const has = (candidate: string) => repo.paths.has(candidate) || repo.paths.has(`${candidate}/`)
  const fromFolder = normalize(join(dirname(file), clean))
  switch (kind) {
    case 'from-top':
      return has(clean.replace(/\/$/, ''))
    case 'link':
      return clean === '' || has(fromFolder.replace(/\/$/, ''))
    case 'part':
      return has(fromFolder) || [...repo.paths].some((entry) => entry.endsWith(`/${clean}`))
    case 'name':
      return repo.names.has(clean)
  }
}
