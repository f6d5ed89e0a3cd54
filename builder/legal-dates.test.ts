import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { type Restaurant, restaurantSchema } from '#src/schemas/index.ts'
import { calendarDate } from '#src/lib/locale.ts'
import { loadSite } from './content/load-site.ts'
import {
  type LegalVersion,
  describeVersions,
  legalDatesOf,
  legalDocumentProblems,
  legalDocumentsDir,
  legalVersions,
  projectRoot,
  restaurantFile,
  syntaxConversions,
} from './legal-dates.ts'

/*
 * The „Stand“ of a legal text is the date of the last commit that changed what it says: its
 * document or a fact of the data it shows. Told in a repository of its own, commit by commit.
 */

const folders: string[] = []
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))

function temporaryFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'legal-dates-'))
  folders.push(folder)
  return folder
}

const repo = temporaryFolder()
const documentFile = `${legalDocumentsDir}/de/test.md`
const builtAt = new Date('2026-11-27T09:00:00Z')

function git(args: string[], date?: string, cwd = repo): string {
  const env = date
    ? { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }
    : process.env
  return execFileSync(
    'git',
    [
      '-c',
      'user.name=Test',
      '-c',
      'user.email=test@example.org',
      '-c',
      'commit.gpgsign=false',
      ...args,
    ],
    { cwd, env, encoding: 'utf8' },
  )
}

function write(file: string, text: string, root = repo) {
  mkdirSync(dirname(join(root, file)), { recursive: true })
  writeFileSync(join(root, file), text)
}

/** Commits everything in the work tree at `date` (noon in Berlin). */
function commit(date: string, message: string, root = repo) {
  git(['add', '-A'], undefined, root)
  git(['commit', '-q', '-m', message], `${date}T12:00:00+01:00`, root)
}

const realData = readFileSync(restaurantFile, 'utf8')
const document = (wording: string, note = '', frontMatter = ['dated: true']) =>
  [
    '---',
    ...frontMatter,
    '---',
    note,
    '## Anbieter {% #anbieter %}',
    '',
    `${wording} {% $restaurant.legalName %}, Telefon {% link $restaurant.phone /%}.`,
    '',
  ].join('\n')
const data = (change: (text: string) => string = (text) => text) => change(realData)

/** The repository's restaurant as the build would load it from the work tree. */
const restaurantNow = (root = repo): Restaurant =>
  restaurantSchema.parse(parse(readFileSync(join(root, restaurantFile), 'utf8')))

function versionOfTest(root = repo): LegalVersion {
  const versions = legalVersions({ restaurant: restaurantNow(root), builtAt, repo: root })
  const version = versions.find((candidate) => candidate.name === 'test')
  expect(version).toBeDefined()
  return version!
}

/** The date as the page shows it, and where it came from. */
function stand(root = repo): string {
  const { date, from } = versionOfTest(root)
  return `${calendarDate(date, 'de')} ${typeof from === 'string' ? from : 'commit'}`
}

// Each test runs git several times in a repository of its own: seconds on a loaded machine.
describe('the date of a legal text’s last change („Stand“)', { timeout: 20_000 }, () => {
  beforeAll(() => {
    git(['init', '-q'])
  })

  it('is the date of the commit that made the text, across fields the data gained since', () => {
    // Data today's schema cannot read: a text made from it cannot be compared.
    write(
      restaurantFile,
      data((text) => text.replace('latitude: 49.487', 'latitude: north')),
    )
    write(documentFile, document('Anbieter ist'))
    commit('2025-11-01', 'data in an older format')
    // Data from before `publishing` existed: the text of then cannot have depended on it.
    write(
      restaurantFile,
      data((text) => text.replace(/^publishing: .*\n/m, '')),
    )
    commit('2025-12-01', 'the text')
    write(restaurantFile, data())
    commit('2026-01-10', 'where the site is published')
    expect(stand()).toBe('01.12.2025 commit')
  })

  it('stays when a commit changes a fact of the data the text does not show', () => {
    write(
      restaurantFile,
      data((text) => text.replace('latitude: 49.487', 'latitude: 49.4871')),
    )
    commit('2026-02-01', 'the map’s pin')
    expect(stand()).toBe('01.12.2025 commit')
  })

  it('follows a commit that changes a fact the text shows', () => {
    write(
      restaurantFile,
      data((text) =>
        text
          .replace('latitude: 49.487', 'latitude: 49.4871')
          .replace(/^legalName: .*$/m, 'legalName: Curry Haus Otterbach'),
      ),
    )
    commit('2026-03-05', 'a new legal name')
    expect(stand()).toBe('05.03.2026 commit')
  })

  it('stays when the document changes but not what it says (a note, its front matter)', () => {
    const frontMatter = ['dated: true', 'tableOfContents: true']
    write(documentFile, document('Anbieter ist', '<!-- Eine Anmerkung. -->\n', frontMatter))
    commit('2026-04-01', 'a note')
    expect(stand()).toBe('05.03.2026 commit')
  })

  it('follows a commit that changes the wording', () => {
    write(documentFile, document('Anbieter dieser Website ist', '<!-- Eine Anmerkung. -->\n'))
    commit('2026-05-01', 'new wording')
    expect(stand()).toBe('01.05.2026 commit')
  })

  it('is the build’s day for a change not committed yet, in the document or in the data', () => {
    const committed = readFileSync(join(repo, documentFile), 'utf8')
    write(documentFile, document('Diensteanbieter ist'))
    expect(stand()).toBe('27.11.2026 uncommitted change')
    write(documentFile, committed)
    expect(stand()).toBe('01.05.2026 commit')
    const committedData = readFileSync(join(repo, restaurantFile), 'utf8')
    write(restaurantFile, committedData.replace(/^phone: .*$/m, 'phone: +49 631 3101 234'))
    expect(stand()).toBe('27.11.2026 uncommitted change')
    write(restaurantFile, committedData)
    expect(stand()).toBe('01.05.2026 commit')
  })

  it('is the build’s day without git history (a tarball), and says so', () => {
    const copy = temporaryFolder()
    cpSync(join(repo, 'src'), join(copy, 'src'), { recursive: true })
    cpSync(join(repo, 'content'), join(copy, 'content'), { recursive: true })
    expect(stand(copy)).toBe('27.11.2026 no git history')
  })

  it('in a shallow clone that ends before the change, is its oldest commit’s date, and says so', () => {
    const clone = join(temporaryFolder(), 'clone')
    git(['clone', '-q', '--depth', '1', `file://${repo}`, clone])
    const shallow = versionOfTest(clone)
    expect(shallow.from).toMatchObject({ shallow: true })
    expect(describeVersions([shallow])).toContain('shallow clone')
    git(['fetch', '-q', '--unshallow'], undefined, clone)
    expect(stand(clone)).toBe('01.05.2026 commit')
  })

  it('gives the pages each text’s date by language and name', () => {
    const versions = legalVersions({ restaurant: restaurantNow(), builtAt, repo })
    expect(legalDatesOf(versions).de.test).toEqual(versionOfTest().date)
    expect(legalDatesOf(versions).en).toEqual({})
  })
})

describe(
  'a change of the documents’ syntax (issue 43: from a template syntax of our own to Markdoc)',
  { timeout: 20_000 },
  () => {
    it('dates no text: a version of before reads as its conversion, which says the same', () => {
      const root = temporaryFolder()
      git(['init', '-q'], undefined, root)
      write(restaurantFile, data(), root)
      write(
        documentFile,
        ['## Anbieter {#anbieter}', '', 'Anbieter ist {{restaurant.legalName}}.', ''].join('\n'),
        root,
      )
      commit('2026-06-01', 'the text, in the template syntax', root)
      const before = git(['rev-parse', `HEAD:${documentFile}`], undefined, root).trim()
      write(
        documentFile,
        ['## Anbieter {% #anbieter %}', '', 'Anbieter ist {% $restaurant.legalName %}.', ''].join(
          '\n',
        ),
        root,
      )
      commit('2026-07-01', 'the same text in Markdoc', root)
      const after = git(['rev-parse', `HEAD:${documentFile}`], undefined, root).trim()
      const dateOfTest = (conversions: Record<string, string>) => {
        const versions = legalVersions({
          restaurant: restaurantNow(root),
          builtAt,
          repo: root,
          conversions,
        })
        return calendarDate(versions.find(({ name }) => name === 'test')!.date, 'de')
      }
      expect(dateOfTest({ [before]: after })).toBe('01.06.2026')
      // Unlisted, the version of before cannot be read by today's code: a different text.
      expect(dateOfTest({})).toBe('01.07.2026')
    })

    it('lists each conversion of this repository as a blob of a document in each syntax', () => {
      for (const [before, after] of Object.entries(syntaxConversions)) {
        const blob = (hash: string) => git(['cat-file', '-p', hash], undefined, projectRoot)
        expect(blob(before)).toMatch(/\{\{restaurant\./)
        expect(blob(after)).toMatch(/\{% \$restaurant\./)
      }
    })
  },
)

// Walks this repository's history, which grows: a few seconds, more on a busy machine.
describe('the legal texts of this repository', { timeout: 30_000 }, () => {
  it('each have a date, from the history or the build’s day', () => {
    const { restaurant } = loadSite()
    const versions = legalVersions({ restaurant, builtAt: new Date() })
    expect(versions.map(({ language, name }) => `${language}/${name}`)).toEqual([
      'de/agb',
      'de/barrierefreiheit',
      'de/datenschutz',
      'de/impressum',
      'en/accessibility',
      'en/privacy',
      'en/withdrawal-policy',
    ])
    for (const version of versions) expect(version.from).not.toBe('no git history')
  })
})

describe('the legal documents with the data, as the content check reads them', () => {
  it('read, or name document, line and fact where they cannot be', () => {
    const { restaurant } = loadSite()
    expect(legalDocumentProblems(restaurant)).toEqual([])
    const root = temporaryFolder()
    write(`${legalDocumentsDir}/de/test.md`, document('Anbieter ist'), root)
    write(
      `${legalDocumentsDir}/en/test.md`,
      '## A {% #a %}\n\nBy {% $restaurant.legalname %}',
      root,
    )
    expect(legalDocumentProblems(restaurant, root)).toEqual([
      `${legalDocumentsDir}/en/test.md:3: Undefined variable: 'restaurant.legalname'`,
    ])
  })
})
