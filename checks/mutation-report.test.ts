import { describe, expect, it } from 'vitest'
import {
  type MutationReport,
  type Mutant,
  fallenFolders,
  folderScores,
  markedList,
  markedMutants,
  scoreTable,
  undetectedList,
  undetectedMutants,
} from './mutation-report.ts'

function mutant(
  status: string,
  line = 1,
  mutatorName = 'StringLiteral',
  replacement = '""',
): Mutant {
  return { status, mutatorName, replacement, location: { start: { line, column: 5 } } }
}

const report: MutationReport = {
  files: {
    'src/lib/format-price.ts': {
      mutants: [mutant('Killed'), mutant('Killed'), mutant('Survived', 12), mutant('Timeout')],
    },
    'src/lib/email.ts': { mutants: [mutant('NoCoverage', 3, 'BlockStatement', '{}')] },
    'builder/content/load-site.ts': {
      mutants: [mutant('Killed'), mutant('Ignored'), mutant('RuntimeError')],
    },
    'src/schemas/fields.ts': { mutants: [mutant('Ignored')] },
  },
}

describe('the mutation score per folder', () => {
  it('counts each folder’s mutants by outcome, sorted by folder, with all of them last', () => {
    expect(folderScores(report)).toEqual([
      {
        folder: 'builder/content',
        killed: 1,
        survived: 0,
        noCoverage: 0,
        timeout: 0,
        ignored: 1,
        score: 100,
      },
      {
        folder: 'src/lib',
        killed: 2,
        survived: 1,
        noCoverage: 1,
        timeout: 1,
        ignored: 0,
        score: 60,
      },
      {
        folder: 'src/schemas',
        killed: 0,
        survived: 0,
        noCoverage: 0,
        timeout: 0,
        ignored: 1,
        score: undefined,
      },
      {
        folder: 'all',
        killed: 3,
        survived: 1,
        noCoverage: 1,
        timeout: 1,
        ignored: 2,
        score: 66.66666666666667,
      },
    ])
  })

  it('prints one aligned line per folder, a dash where no mutant counts', () => {
    expect(scoreTable(folderScores(report))).toBe(
      [
        'folder           killed  survived  no cov.  timeout  ignored   score',
        'builder/content       1         0        0        0        1  100.00',
        'src/lib               2         1        1        1        0   60.00',
        'src/schemas           0         0        0        0        1       –',
        'all                   3         1        1        1        2   66.67',
      ].join('\n'),
    )
  })

  it('beside a baseline, shows each folder’s earlier score and the change, and names the folders that fell', () => {
    const earlier: MutationReport = {
      files: {
        'src/lib/format-price.ts': { mutants: [mutant('Killed'), mutant('Survived')] },
        'builder/content/load-site.ts': { mutants: [mutant('Killed'), mutant('Survived')] },
      },
    }
    const table = scoreTable(folderScores(report), folderScores(earlier)).split('\n')
    expect(table[0]).toMatch(/score {2}before {2}change$/)
    expect(table[1]).toMatch(/^builder\/content .* 100\.00 {3}50\.00 {2}\+50\.00$/)
    expect(table[2]).toMatch(/^src\/lib .* 60\.00 {3}50\.00 {2}\+10\.00$/)
    expect(table[3]).toMatch(/^src\/schemas .* – {7}– {7}–$/)
    expect(fallenFolders(folderScores(earlier), folderScores(report))).toEqual([
      'builder/content',
      'src/lib',
      'all',
    ])
    expect(fallenFolders(folderScores(report), folderScores(report))).toEqual([])
  })
})

describe('the mutants no test failed on', () => {
  it('lists survivors and unreached mutants by file and line, with mutator and replacement on one line', () => {
    const multiline: MutationReport = {
      files: {
        'src/lib/routes.ts': {
          mutants: [
            mutant('Survived', 40, 'ConditionalExpression', 'true'),
            mutant('Survived', 7, 'ArrowFunction', '() =>\n    undefined'),
            mutant('Killed', 2),
          ],
        },
        'src/lib/email.ts': { mutants: [mutant('NoCoverage', 3, 'BlockStatement', '{}')] },
      },
    }
    expect(undetectedList(undetectedMutants(multiline))).toBe(
      [
        'src/lib/email.ts:3:5  no coverage  BlockStatement  {}',
        'src/lib/routes.ts:7:5  survived  ArrowFunction  () => undefined',
        'src/lib/routes.ts:40:5  survived  ConditionalExpression  true',
      ].join('\n'),
    )
  })

  it('tells a survivor that no test ran on from one the tests let through', () => {
    const reached = (testsCompleted: number): Mutant => ({
      ...mutant('Survived', 61, 'EqualityOperator', 'a >= b'),
      coveredBy: ['1', '2'],
      testsCompleted,
    })
    const unreached: Mutant = { ...mutant('Survived', 62), coveredBy: [], testsCompleted: 0 }
    const runs: MutationReport = {
      files: { 'src/lib/berlin-time.ts': { mutants: [reached(0), reached(2), unreached] } },
    }
    expect(undetectedList(undetectedMutants(runs))).toBe(
      [
        'src/lib/berlin-time.ts:61:5  survived, no test ran  EqualityOperator  a >= b',
        'src/lib/berlin-time.ts:61:5  survived  EqualityOperator  a >= b',
        'src/lib/berlin-time.ts:62:5  survived  StringLiteral  ""',
      ].join('\n'),
    )
  })
})

describe('the mutants marked equivalent', () => {
  it('lists those a disable comment left out, with its reason, and not the static ones', () => {
    const ignored = (line: number, statusReason: string): Mutant => ({
      ...mutant('Ignored', line, 'Regex', '/\\+49 /'),
      statusReason,
    })
    const marked: MutationReport = {
      files: {
        'src/lib/phone.ts': {
          mutants: [
            ignored(14, 'equivalent — the schema allows one "+", the first character'),
            ignored(2, 'Static mutant (and "ignoreStatic" was enabled)'),
            mutant('Survived', 9),
          ],
        },
        'src/lib/email.ts': { mutants: [ignored(3, 'equivalent — no address has two @')] },
      },
    }
    expect(markedList(markedMutants(marked))).toBe(
      [
        'src/lib/email.ts:3:5  Regex  equivalent — no address has two @',
        'src/lib/phone.ts:14:5  Regex  equivalent — the schema allows one "+", the first character',
      ].join('\n'),
    )
  })
})
