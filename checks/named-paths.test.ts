import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  commentedFile,
  commentsOf,
  decisionRecord,
  repository,
  repositoryOf,
  stalePaths,
} from './named-paths.ts'

/*
 * Docs and comments name the files of today: a file that moves or goes takes every mention along
 * into this test. Decision records may name a file of their day with a note saying where it went
 * (docs/decisions/README.md); guides, READMEs and comments have no such way out.
 */

// Reads every document and every code file's comments: a few seconds on a busy machine.
describe('the repository paths the docs and the comments name', { timeout: 60_000 }, () => {
  const repo = repository('.')

  it('all exist', () => {
    const stale = repo.files.flatMap((file) => {
      if (file.endsWith('.md')) return stalePaths(repo, file, readFileSync(file, 'utf8'))
      if (!commentedFile.test(file)) return []
      const code = readFileSync(file, 'utf8')
      return commentsOf(file, code).flatMap(({ text, at }) =>
        stalePaths(repo, file, text, { at, whole: code }),
      )
    })
    expect(stale.map(({ file, line, path }) => `${file}:${line}: ${path}`)).toEqual([])
  })

  it('in decision records that each say when they were written, beside their status', () => {
    const records = repo.files.filter((file) => decisionRecord.test(file))
    expect(records.length).toBeGreaterThan(25)
    for (const record of records) {
      const [, head = ''] = /^# .*\n\n([\s\S]*?)\n\n/.exec(readFileSync(record, 'utf8')) ?? []
      expect(head, record).toMatch(/^Status: /)
      expect(head, record).toMatch(/\nDate: \d{4}-\d{2}-\d{2}$/)
    }
  })
})

describe('a named path', () => {
  const repo = repositoryOf([
    'README.md',
    'package.json',
    'docs/decisions/001-first.md',
    'docs/decisions/002-second.md',
    'src/app/runtime/bindings/osm-map.tsx',
    'src/features/legal/legal-facts.ts',
    'src/features/legal/documents/README.md',
    'src/features/legal/documents/de/agb.md',
  ])
  const stale = (file: string, text: string) => stalePaths(repo, file, text).map(({ path }) => path)

  it('from the top, as part of a path, as a code file’s name, or as a link must exist', () => {
    const text = [
      'See `src/app/runtime/bindings/osm-map.tsx`, `src/gone.ts` and `package.json`.',
      'The binding (bindings/osm-map.tsx, bindings/gone.tsx), the facts (legal-facts.ts, old-facts.ts).',
      'Folders: `src/app/` and `src/nowhere/`; [the agb](src/features/legal/documents/de/agb.md),',
      '[a link](docs/gone.md), [an anchor](#section).',
    ].join('\n')
    expect(stale('README.md', text)).toEqual([
      'src/gone.ts',
      'bindings/gone.tsx',
      'old-facts.ts',
      'src/nowhere/',
      'docs/gone.md',
    ])
  })

  it('is read from the folder of the document that names it', () => {
    expect(stale('src/features/legal/documents/README.md', '`de/agb.md`, `en/privacy.md`')).toEqual(
      ['en/privacy.md'],
    )
    expect(
      stale('docs/decisions/002-second.md', '[001](001-first.md), [003](003-third.md)'),
    ).toEqual(['003-third.md'])
  })

  it('is not a pattern, a URL, the build’s output or a word with a slash', () => {
    const text = [
      '`src/app/pages/<name>-page.tsx`, `content/*.yaml`, `src/i18n/{de,en}/…`',
      'https://github.com/markdoc/markdoc/issues/87, `dist/index.html`, `en/404.html`, `_nginx/nginx.conf`',
      'ich/wir, text/html, HRA/HRB, and the photos in content/media/',
    ].join('\n')
    expect(stale('README.md', text)).toEqual([])
  })

  it('of a day gone may stand in a decision record, with a note where it went', () => {
    const text = [
      '`build/prerender.ts` (now `src/app/runtime/bindings/osm-map.tsx`) and',
      '`src/hydrate-page.tsx` (now gone: islands) and `src/entry-client.tsx` (now',
      '`src/features/legal/legal-facts.ts`), but `scripts/x.ts` (now `scripts/y.ts`) and',
      '`src/old.ts` without a note name nothing.',
    ].join('\n')
    expect(stale('docs/decisions/001-first.md', text)).toEqual([
      'scripts/x.ts',
      'scripts/y.ts',
      'src/old.ts',
    ])
    expect(stale('README.md', text)).toContain('build/prerender.ts')
  })

  it('in code, is read from its comments, not from its strings, with the comment’s line', () => {
    const code = [
      "const file = 'src/gone.ts' // reads src/features/legal/legal-facts.ts",
      '/*',
      ' * and src/also-gone.ts',
      ' */',
    ].join('\n')
    const named = commentsOf('src/x.ts', code).flatMap(({ text, at }) =>
      stalePaths(repo, 'src/x.ts', text, { at, whole: code }),
    )
    expect(named).toEqual([{ file: 'src/x.ts', line: 3, path: 'src/also-gone.ts' }])
  })
})
