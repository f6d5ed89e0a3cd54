import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { launchReport, runLaunchCheck } from './run-launch-check.ts'
import type { CheckOutput } from './run-content-check.ts'

const ready = 'tests/fixtures/launch-ready-content'

/** A copy of the launch-ready fixture whose restaurant.yaml publishes as `publishing` says. */
function publishedBy(publishing: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'launch-'))
  cpSync(ready, dir, { recursive: true })
  const file = join(dir, 'restaurant.yaml')
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace(/^publishing: .*$/m, `publishing: ${publishing}`),
  )
  return dir
}

/** `npm run check:launch` on `dir`: its exit code, what it printed and the job summary it wrote. */
function check(dir: string, withSummary = true) {
  const summary = join(mkdtempSync(join(tmpdir(), 'summary-')), 'summary.md')
  const printed = { stdout: [] as string[], stderr: [] as string[] }
  const out: CheckOutput = {
    log: (text: string) => printed.stdout.push(text),
    warn: (text: string) => printed.stderr.push(text),
    error: (text: string) => printed.stderr.push(text),
  }
  const status = runLaunchCheck(dir, withSummary ? summary : undefined, out)
  return { status, ...printed, summary: existsSync(summary) ? readFileSync(summary, 'utf8') : '' }
}

const finding = (file: string, field: string) => ({ file, field, message: `${field} fehlt.` })

describe('the launch report', () => {
  it('says the data is ready when nothing is open', () => {
    expect(launchReport([])).toBe(
      'Bereit für den Start: keine Beispielwerte, keine fehlenden Angaben.',
    )
  })

  it('counts one open point in words', () => {
    expect(launchReport([finding('content/restaurant.yaml', 'Telefon (phone)')])).toBe(
      [
        'Noch nicht bereit für den Start: ein Punkt ist offen. Die Website wird erst veröffentlicht, wenn alle erledigt sind.',
        '',
        'content/restaurant.yaml',
        '  - Telefon (phone): Telefon (phone) fehlt.',
      ].join('\n'),
    )
  })

  it('groups several open points by data file, in the order found', () => {
    expect(
      launchReport([
        finding('content/restaurant.yaml', 'Telefon (phone)'),
        finding('content/delivery.yaml', 'Liefergebiete (areas)'),
        finding('content/restaurant.yaml', 'E-Mail (email)'),
      ]),
    ).toBe(
      [
        'Noch nicht bereit für den Start: 3 Punkte sind offen. Die Website wird erst veröffentlicht, wenn alle erledigt sind.',
        '',
        'content/restaurant.yaml',
        '  - Telefon (phone): Telefon (phone) fehlt.',
        '  - E-Mail (email): E-Mail (email) fehlt.',
        '',
        'content/delivery.yaml',
        '  - Liefergebiete (areas): Liefergebiete (areas) fehlt.',
      ].join('\n'),
    )
  })
})

describe('the launch check (builder/content/run-launch-check.ts)', () => {
  const hostMessage =
    'GitHub Pages ist nicht für diese Website gedacht: Nach den Nutzungsbedingungen von GitHub dürfen Pages-Websites nicht vor allem geschäftlichen Transaktionen dienen, und über diese Website wird bestellt. Veröffentlichen Sie auf einem eigenen Server (own-server) bei einem Hoster, mit dem Sie einen Auftragsverarbeitungsvertrag haben (docs/publishing.md).'

  it('lets real data through on the terminal, writing no job summary', () => {
    expect(check(ready)).toEqual({
      status: 0,
      stdout: ['Bereit für den Start: keine Beispielwerte, keine fehlenden Angaben.'],
      stderr: [],
      summary: '',
    })
  })

  it('stops on an open point, listing it on the terminal and in the job summary', () => {
    const dir = publishedBy('github-pages')
    const file = join(dir, 'restaurant.yaml')
    expect(check(dir)).toEqual({
      status: 1,
      stdout: [],
      stderr: [
        `Noch nicht bereit für den Start: ein Punkt ist offen. Die Website wird erst veröffentlicht, wenn alle erledigt sind.\n\n${file}\n  - Veröffentlichung der Website (publishing): ${hostMessage}`,
      ],
      summary: [
        '## Startprüfung: noch nicht bereit',
        '',
        'Die Website wurde nicht veröffentlicht. Offen ist:',
        '',
        `- \`${file}\` › **Veröffentlichung der Website (publishing)**: ${hostMessage}`,
        '',
      ].join('\n'),
    })
    // Outside the deploy job there is no summary to write.
    expect(check(dir, false)).toMatchObject({ status: 1, summary: '' })
  })

  it('stops on data that is not valid, naming file and field', () => {
    const dir = publishedBy('ftp')
    const { status, stderr, summary } = check(dir)
    expect({ status, summary }).toEqual({ status: 1, summary: '' })
    expect(stderr).toEqual([
      expect.stringMatching(
        new RegExp(`^Invalid content:\\n  - ${join(dir, 'restaurant.yaml')}: publishing: "ftp" `),
      ),
    ])
  })

  it('lets a failure that is not about the content surface as it is, not as invalid content', () => {
    const closed = new Error('write EPIPE')
    const errors: string[] = []
    const out: CheckOutput = {
      log: () => {
        throw closed
      },
      warn: () => {},
      error: (text: string) => errors.push(text),
    }
    expect(() => runLaunchCheck(ready, undefined, out)).toThrow(closed)
    expect(errors).toEqual([])
  })
})
